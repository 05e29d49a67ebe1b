import {
  firstUnscoredQuestion,
  isAssessmentComplete,
  type MessageKey,
  type TAssessment,
} from '@schooldog/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchWalkAssessments } from '../api';
import { assessmentKeys } from '../keys';
import { useWithQueuedChanges } from '../../entries/queries';
import type { OverlayContext } from '../../../offline/pendingChanges';
import { overlayAssessmentDetail } from './overlay';
import { questionAnchor } from './QuestionCard';

/** A walk's assessments, whole (the finish tab; warmed with the walks in progress). */
export function walkAssessmentsQuery(walkId: string) {
  return queryOptions({
    queryKey: assessmentKeys.walk(walkId),
    queryFn: ({ signal }) => fetchWalkAssessments(walkId, signal),
  });
}

/** Each of the walk's assessments with the changes queued on this device (answers, skip), re-scored. */
export function overlayWalkAssessments(
  assessments: TAssessment[] | undefined,
  _walkId: string,
  ctx: OverlayContext,
): TAssessment[] | undefined {
  if (!assessments) return assessments;
  let isChanged = false;
  const next = assessments.map((assessment) => {
    const overlaid = overlayAssessmentDetail({ assessment, entries: [] }, assessment.id, ctx)?.assessment;
    if (!overlaid || overlaid === assessment) return assessment;
    isChanged = true;
    return overlaid;
  });
  return isChanged ? next : assessments;
}

export function useWalkAssessments(walkId: string, options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...walkAssessmentsQuery(walkId), enabled: options.enabled ?? true });
  return useWithQueuedChanges(query, overlayWalkAssessments, walkId);
}

/**
 * Why a walk may not go for review or completion yet (spec 000 §5 "Walk completion and review"):
 * an assessment not skipped with a question unscored; or its assessments not loaded (offline).
 */
export function walkAssessmentsRefusal(
  walk: { assessmentIds: readonly string[] },
  assessments: readonly TAssessment[] | undefined,
): MessageKey | null {
  if (assessments === undefined) return walk.assessmentIds.length > 0 ? 'reconnectForAssessments' : null;
  return assessments.some(isBlocking) ? 'completeAssessments' : null;
}

const isBlocking = (assessment: TAssessment) =>
  !assessment.isDeleted && !assessment.skip && !isAssessmentComplete(assessment);

/** Where a refused submission takes the user: the first unscored question of the first blocking assessment. */
export function firstUnscoredPath(assessments: readonly TAssessment[] | undefined): string | null {
  const blocking = assessments?.find(isBlocking);
  const questionId = blocking ? firstUnscoredQuestion(blocking) : null;
  return blocking && questionId ? `/assessments/edit/${blocking.id}#${questionAnchor(questionId)}` : null;
}

/** The navigation state of a refused submission: the answering view says why and marks what is missing. */
export const REFUSED_STATE = { isRefused: true } as const;
