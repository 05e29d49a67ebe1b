import {
  type TAnswerQuestionRequest,
  type TCreateAssessmentRequest,
  type TUpdateAssessmentRequest,
  ZAssessmentDetail,
  ZWalkAssessments,
} from '@schooldog/domain';
import { z } from 'zod';
import { apiFetch } from '../../api/client';

/** The assessments API (spec 000 §7 "Assessment operations"): one typed function per endpoint. */

const ZNoContent = z.unknown();
const assessmentPath = (id: string, rest = '') => `/api/assessments/${encodeURIComponent(id)}${rest}`;

export function fetchAssessment(id: string, signal?: AbortSignal) {
  return apiFetch(assessmentPath(id), { schema: ZAssessmentDetail, signal });
}

export function createAssessment(request: TCreateAssessmentRequest) {
  return apiFetch('/api/assessments', { schema: ZAssessmentDetail, method: 'POST', body: request });
}

export function answerQuestion(id: string, request: TAnswerQuestionRequest) {
  return apiFetch(assessmentPath(id, '/answers'), {
    schema: ZAssessmentDetail,
    method: 'POST',
    body: request,
  });
}

export function updateAssessment(id: string, changes: TUpdateAssessmentRequest) {
  return apiFetch(assessmentPath(id), { schema: ZAssessmentDetail, method: 'PATCH', body: changes });
}

export function submitAssessment(id: string) {
  return apiFetch(assessmentPath(id, '/submit'), { schema: ZAssessmentDetail, method: 'POST', body: {} });
}

export async function deleteAssessment(id: string): Promise<void> {
  await apiFetch(assessmentPath(id), { schema: ZNoContent, method: 'DELETE' });
}

/** GET /api/walks/:walkId/assessments: a walk's assessments, whole. */
export async function fetchWalkAssessments(walkId: string, signal?: AbortSignal) {
  const data = await apiFetch(`/api/walks/${encodeURIComponent(walkId)}/assessments`, {
    schema: ZWalkAssessments,
    signal,
  });
  return data.assessments;
}
