import { useQuery } from '@tanstack/react-query';
import { rubricsQuery } from '../../rubrics/queries';

/** The templates one may begin an assessment from (enabled and active), for the Begin Assessment dialog and a walk's Add. */
export function useOfferedRubrics(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...rubricsQuery(true),
    select: (list) => list.rubrics,
    staleTime: 60_000,
    enabled: options.enabled ?? true,
  });
}
