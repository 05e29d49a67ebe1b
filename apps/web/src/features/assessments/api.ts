import {
  type TAnswerQuestionRequest,
  type TAssessment,
  type TAssessmentDetail,
  type TCreateAssessmentRequest,
  type TUpdateAssessmentRequest,
  ZAssessmentDetail,
  ZAssessmentsPage,
  ZWalkAssessments,
} from '@schooldog/domain';
import { z } from 'zod';
import { apiFetch } from '../../api/client';

/** The assessments API (spec 000 §7 assessment operations): one typed function per endpoint. */

const ZNoContent = z.unknown();
const assessmentPath = (assessmentId: string, rest = '') =>
  `/api/assessments/${encodeURIComponent(assessmentId)}${rest}`;

/** GET /api/assessments?…: one page of the assessments the user may view, newest first. */
export function fetchAssessments(search: string, signal?: AbortSignal) {
  return apiFetch(search ? `/api/assessments?${search}` : '/api/assessments', {
    schema: ZAssessmentsPage,
    signal,
  });
}

/** POST /api/assessments: Begin Assessment (the client may choose the id). */
export function createAssessment(request: TCreateAssessmentRequest): Promise<TAssessmentDetail> {
  return apiFetch('/api/assessments', { schema: ZAssessmentDetail, method: 'POST', body: request });
}

/** GET /api/assessments/:id: the assessment and the entries linked to its questions. */
export function fetchAssessment(assessmentId: string, signal?: AbortSignal): Promise<TAssessmentDetail> {
  return apiFetch(assessmentPath(assessmentId), { schema: ZAssessmentDetail, signal });
}

/** POST /api/assessments/:id/answers: a manual answer; answerId null gives the question back to auto. */
export function answerQuestion(
  assessmentId: string,
  answer: TAnswerQuestionRequest,
): Promise<TAssessmentDetail> {
  return apiFetch(assessmentPath(assessmentId, '/answers'), {
    schema: ZAssessmentDetail,
    method: 'POST',
    body: answer,
  });
}

/** PATCH /api/assessments/:id: notes, location, skipping the assessment (in a walk) or a section. */
export function updateAssessment(
  assessmentId: string,
  changes: TUpdateAssessmentRequest,
): Promise<TAssessmentDetail> {
  return apiFetch(assessmentPath(assessmentId), {
    schema: ZAssessmentDetail,
    method: 'PATCH',
    body: changes,
  });
}

/** POST /api/assessments/:id/submit: an assessment outside a walk, every question scored. */
export function submitAssessment(assessmentId: string): Promise<TAssessmentDetail> {
  return apiFetch(assessmentPath(assessmentId, '/submit'), { schema: ZAssessmentDetail, method: 'POST' });
}

/** POST /api/assessments/:id/edit: a submitted assessment back to editing. */
export function reopenAssessment(assessmentId: string): Promise<TAssessmentDetail> {
  return apiFetch(assessmentPath(assessmentId, '/edit'), { schema: ZAssessmentDetail, method: 'POST' });
}

/** DELETE /api/assessments/:id: soft delete (a walk's leaves the walk). */
export async function deleteAssessment(assessmentId: string): Promise<void> {
  await apiFetch(assessmentPath(assessmentId), { schema: ZNoContent, method: 'DELETE' });
}

/** GET /api/walks/:walkId/assessments: the walk's assessments, whole. */
export async function fetchWalkAssessments(walkId: string, signal?: AbortSignal): Promise<TAssessment[]> {
  const data = await apiFetch(`/api/walks/${encodeURIComponent(walkId)}/assessments`, {
    schema: ZWalkAssessments,
    signal,
  });
  return data.assessments;
}

/** GET /api/assessments/:id/pdf: a submitted assessment as a PDF, for a download link. */
export const assessmentPdfUrl = (assessmentId: string) => assessmentPath(assessmentId, '/pdf');
