import {
  type TAnswerQuestionRequest,
  type TCreateAssessmentRequest,
  type TUpdateAssessmentRequest,
  ZAssessmentDetail,
  ZAssessmentsPage,
  ZWalkAssessments,
} from '@schooldog/domain';
import { z } from 'zod';
import { apiFetch } from '../../api/client';

/** The assessments API (spec 000 §7 "Assessment operations"): one typed function per endpoint. */

const ZNoContent = z.unknown();
const assessmentPath = (id: string, rest = '') => `/api/assessments/${encodeURIComponent(id)}${rest}`;

/** GET /api/assessments?…: one page, newest first; `search` holds the filters, cursor and limit. */
export function fetchAssessments(search: string, signal?: AbortSignal) {
  return apiFetch(`/api/assessments?${search}`, { schema: ZAssessmentsPage, signal });
}

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

/** POST /api/assessments/:assessmentId/edit: a submitted assessment back to editing. */
export function reopenAssessment(id: string) {
  return apiFetch(assessmentPath(id, '/edit'), { schema: ZAssessmentDetail, method: 'POST', body: {} });
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

/** GET /api/assessments/:assessmentId/pdf: the submitted assessment's PDF (a download, not JSON). */
export const assessmentPdfUrl = (id: string) => assessmentPath(id, '/pdf');
