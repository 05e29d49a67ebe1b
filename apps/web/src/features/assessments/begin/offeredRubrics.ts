import { ZRubricList } from '@schooldog/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client';

/** The templates one may begin an assessment from (enabled and active): GET /api/rubrics?offered=true. */
export const offeredRubricsQuery = queryOptions({
  queryKey: ['rubrics', 'list', 'offered'] as const,
  queryFn: async ({ signal }) => {
    const data = await apiFetch('/api/rubrics?offered=true', { schema: ZRubricList, signal });
    return data.rubrics;
  },
  staleTime: 60_000,
});

/** The offered templates, for the Begin Assessment dialog and a walk's Add. */
export function useOfferedRubrics(options: { enabled?: boolean } = {}) {
  return useQuery({ ...offeredRubricsQuery, enabled: options.enabled ?? true });
}
