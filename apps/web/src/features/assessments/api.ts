import { ZAssessmentDetail, ZAssessmentsPage, ZWalkAssessments } from '@schooldog/domain';
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
