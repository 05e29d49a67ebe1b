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

const assessmentPath = (assessmentId: string, rest = '') =>
  `/api/assessments/${encodeURIComponent(assessmentId)}${rest}`;

/** GET /api/assessments?…: one page, newest first; `search` holds the filters, cursor and limit. */
export function fetchAssessments(search: string, signal?: AbortSignal) {
  return apiFetch(`/api/assessments?${search}`, { schema: ZAssessmentsPage, signal });
}

/** GET /api/assessments/:assessmentId: the assessment and the entries linked to its questions. */
export function fetchAssessment(assessmentId: string, signal?: AbortSignal) {
  return apiFetch(assessmentPath(assessmentId), { schema: ZAssessmentDetail, signal });
}

/** POST /api/assessments/:assessmentId/edit: a submitted assessment back to editing. */
export function reopenAssessment(assessmentId: string) {
  return apiFetch(assessmentPath(assessmentId, '/edit'), { schema: ZAssessmentDetail, method: 'POST' });
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
export const assessmentPdfUrl = (assessmentId: string) => assessmentPath(assessmentId, '/pdf');

const ZNoContent = z.unknown();

/** POST /api/assessments: begins an assessment from a template (the client may make the id). */
export function createAssessment(request: TCreateAssessmentRequest) {
  return apiFetch('/api/assessments', { schema: ZAssessmentDetail, method: 'POST', body: request });
}

/** POST /api/assessments/:assessmentId/answers: a manual answer (the outbox's 'assessment.answer' online). */
export function answerQuestion(assessmentId: string, request: TAnswerQuestionRequest) {
  return apiFetch(assessmentPath(assessmentId, '/answers'), {
    schema: ZAssessmentDetail,
    method: 'POST',
    body: request,
  });
}

/** PATCH /api/assessments/:assessmentId: notes, skipping it or a section. */
export function updateAssessment(assessmentId: string, changes: TUpdateAssessmentRequest) {
  return apiFetch(assessmentPath(assessmentId), {
    schema: ZAssessmentDetail,
    method: 'PATCH',
    body: changes,
  });
}

/** POST /api/assessments/:assessmentId/submit: refused with the spec's message while incomplete. */
export function submitAssessment(assessmentId: string) {
  return apiFetch(assessmentPath(assessmentId, '/submit'), {
    schema: ZAssessmentDetail,
    method: 'POST',
    body: {},
  });
}

/** DELETE /api/assessments/:assessmentId: a soft delete (it leaves its walk). */
export async function deleteAssessment(assessmentId: string): Promise<void> {
  await apiFetch(assessmentPath(assessmentId), { schema: ZNoContent, method: 'DELETE' });
}
