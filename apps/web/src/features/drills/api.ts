import { ZDrill, ZDrillsPage } from '@schooldog/domain';
import { z } from 'zod';
import { apiFetch } from '../../api/client';

/** The drills API (spec 000 §2 "Drills"): one typed function per endpoint. */

const path = (id: string) => `/api/drills/${encodeURIComponent(id)}`;

/** GET /api/drills?…: one page of 50, date descending; `search` is the filters and the page. */
export function fetchDrills(search: string, signal?: AbortSignal) {
  return apiFetch(`/api/drills?${search}`, { schema: ZDrillsPage, signal });
}

export function fetchDrill(id: string, signal?: AbortSignal) {
  return apiFetch(path(id), { schema: ZDrill, signal });
}

export async function deleteDrill(id: string) {
  await apiFetch(path(id), { schema: z.unknown(), method: 'DELETE' });
}

/** The CSV export of the drills under the same filters (no page). */
export const drillsCsvHref = (search: string) => `/api/drills.csv?${search}`;
