import type { TAssessmentDetail, TEntry } from '@schooldog/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nullWhenNotFound } from '../../../api/queryHelpers';
import { useWithQueuedChanges } from '../../entries/queries';
import { deleteAssessment, fetchAssessment, submitAssessment } from '../api';
import { assessmentKeys } from '../keys';
import { overlayAssessmentDetail } from './overlay';

/** One assessment with its linked entries; null once it is missing or no longer visible (404). */
export function assessmentDetailQuery(id: string) {
  return queryOptions({
    queryKey: assessmentKeys.detail(id),
    queryFn: ({ signal }) => nullWhenNotFound(fetchAssessment(id, signal)),
  });
}

/** The answering view's assessment: the server's, with the answers and updates queued here, re-scored. */
export function useAssessmentDetail(id: string) {
  return useWithQueuedChanges(useQuery(assessmentDetailQuery(id)), overlayAssessmentDetail, id, {
    waitsForOutbox: true,
  });
}

/** The entries of a detail by id, for a question's linked entry cards. */
export function entriesById(entries: readonly TEntry[]): ReadonlyMap<string, TEntry> {
  return new Map(entries.map((entry) => [entry.id, entry]));
}

/** After a write answered by the server: its detail in the cache, the lists and the walk's assessments read again. */
function useRefreshAssessment() {
  const queryClient = useQueryClient();
  return async (id: string, detail: TAssessmentDetail | null) => {
    queryClient.setQueryData(assessmentKeys.detail(id), detail);
    await queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
    await queryClient.invalidateQueries({ queryKey: assessmentKeys.walks() });
  };
}

/** POST submit (outside a walk): refused with the spec's message while incomplete. */
export function useSubmitAssessment() {
  const refresh = useRefreshAssessment();
  return useMutation({
    mutationFn: (id: string) => submitAssessment(id),
    onSuccess: (detail, id) => refresh(id, detail),
  });
}

/** DELETE (soft): gone from the screens. */
export function useDeleteAssessment() {
  const refresh = useRefreshAssessment();
  return useMutation({
    mutationFn: (id: string) => deleteAssessment(id),
    onSuccess: (_result, id) => refresh(id, null),
  });
}
