import type { TRubric, TRubricInput } from '@schooldog/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRubric, deleteRubric, duplicateRubric, fetchRubric, fetchRubrics, updateRubric } from './api';

/** Every rubric query starts with 'rubrics', so one invalidation refreshes lists and templates after a change. */
export const rubricKeys = {
  all: ['rubrics'] as const,
  list: (offered: boolean) => ['rubrics', 'list', offered] as const,
  detail: (rubricId: string) => ['rubrics', 'detail', rubricId] as const,
};

/** The templates (all not deleted, or only those offered: enabled and active). */
export const rubricsQuery = (offered: boolean) =>
  queryOptions({
    queryKey: rubricKeys.list(offered),
    queryFn: ({ signal }) => fetchRubrics(offered, signal),
  });

export const useRubrics = (offered = false) => useQuery(rubricsQuery(offered));

/** One template for the editor; null while making a new one. */
export function useRubric(rubricId: string | null) {
  return useQuery({
    queryKey: rubricKeys.detail(rubricId ?? ''),
    queryFn: ({ signal }) => fetchRubric(rubricId ?? '', signal),
    enabled: rubricId !== null,
  });
}

function useRubricMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rubricKeys.all }),
  });
}

/** Creates (rubricId null) or replaces a template. */
export const useSaveRubric = () =>
  useRubricMutation(
    ({ rubricId, body }: { rubricId: string | null; body: TRubricInput }): Promise<TRubric> =>
      rubricId ? updateRubric(rubricId, body) : createRubric(body),
  );

export const useDuplicateRubric = () => useRubricMutation((rubricId: string) => duplicateRubric(rubricId));

export const useDeleteRubric = () => useRubricMutation((rubricId: string) => deleteRubric(rubricId));
