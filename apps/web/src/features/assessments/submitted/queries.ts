import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nullWhenNotFound } from '../../../api/queryHelpers';
import { fetchAssessment, reopenAssessment } from '../api';
import { assessmentKeys } from '../keys';

/** One assessment and its linked entries; null when it does not exist or is not the user's to see. */
export function useAssessmentDetail(assessmentId: string) {
  return useQuery({
    queryKey: assessmentKeys.detail(assessmentId),
    queryFn: ({ signal }) => nullWhenNotFound(fetchAssessment(assessmentId, signal)),
  });
}

/** "Edit": a submitted assessment back to editing (POST /edit); lists and the detail read again. */
export function useReopenAssessment(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenAssessment(assessmentId),
    onSuccess: (detail) => {
      queryClient.setQueryData(assessmentKeys.detail(assessmentId), detail);
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
    },
  });
}
