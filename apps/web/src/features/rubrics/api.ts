import { type TRubricInput, ZRubric, ZRubricList } from '@schooldog/domain';
import { z } from 'zod';
import { apiFetch } from '../../api/client';

/** The rubric templates API (/api/rubrics...), one typed function per route. */

const ZNoContent = z.unknown();
const rubricPath = (rubricId: string, rest = '') => `/api/rubrics/${encodeURIComponent(rubricId)}${rest}`;

/** GET /api/rubrics: the templates not deleted; `offered`: only enabled and active ones. */
export function fetchRubrics(offered: boolean, signal?: AbortSignal) {
  return apiFetch(`/api/rubrics${offered ? '?offered=true' : ''}`, { schema: ZRubricList, signal });
}

export function fetchRubric(rubricId: string, signal?: AbortSignal) {
  return apiFetch(rubricPath(rubricId), { schema: ZRubric, signal });
}

export function createRubric(body: TRubricInput) {
  return apiFetch('/api/rubrics', { schema: ZRubric, method: 'POST', body });
}

export function updateRubric(rubricId: string, body: TRubricInput) {
  return apiFetch(rubricPath(rubricId), { schema: ZRubric, method: 'PUT', body });
}

export function duplicateRubric(rubricId: string) {
  return apiFetch(rubricPath(rubricId, '/duplicate'), { schema: ZRubric, method: 'POST' });
}

export async function deleteRubric(rubricId: string): Promise<void> {
  await apiFetch(rubricPath(rubricId), { schema: ZNoContent, method: 'DELETE' });
}
