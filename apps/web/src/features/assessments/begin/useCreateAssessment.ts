import type { TAssessmentDetail, TCreateAssessmentRequest } from '@schooldog/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAssessment } from '../api';
import { walkKeys } from '../../walks/keys';
import { assessmentKeys } from '../keys';

/**
 * POST /api/assessments: the new assessment goes in the cache (so the answering view opens at
 * once, and offline later); the lists that show assessments (and its walk's) are read again.
 */
export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateAssessmentRequest) => createAssessment(request),
    onSuccess: async (detail: TAssessmentDetail) => {
      queryClient.setQueryData(assessmentKeys.detail(detail.assessment.id), detail);
      const { walkId } = detail.assessment;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() }),
        // A walk's assessments, and the walk's assessmentIds.
        walkId ? queryClient.invalidateQueries({ queryKey: assessmentKeys.walk(walkId) }) : null,
        walkId ? queryClient.invalidateQueries({ queryKey: walkKeys.detail(walkId), exact: true }) : null,
      ]);
    },
  });
}
