import { PAGE_SIZES } from '@schooldog/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { cursorPagesQuery } from '../../api/queryHelpers';
import { useWithQueuedChanges } from '../entries/queries';
import { fetchWorkOrderAssignees, fetchWorkOrders } from './api';
import { workOrderKeys } from './keys';
import { overlayWorkOrderPages } from './overlay';

/**
 * Pages of 50 work orders; `search` is the list's filters as a query string, without cursor and
 * limit. With the user's queued work order changes (overlay.ts): made, edited or moved offline.
 */
export function useWorkOrders(search: string) {
  const query = useInfiniteQuery(
    cursorPagesQuery({
      queryKey: workOrderKeys.list(search),
      search,
      pageSize: PAGE_SIZES.workOrders,
      fetchPage: fetchWorkOrders,
      itemsOf: (page) => page.workOrders,
    }),
  );
  return useWithQueuedChanges(query, overlayWorkOrderPages, search);
}

/** Who may be assigned at the school (and board); warm.ts keeps each of the user's schools' on the device. */
export const workOrderAssigneesQuery = (schoolId: string, boardId: string | null) => ({
  queryKey: workOrderKeys.assignees(schoolId, boardId ?? ''),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchWorkOrderAssignees(schoolId, boardId ?? '', signal),
  staleTime: 5 * 60_000,
});

/** Who may be assigned at the school (and board); none before a school is chosen. */
export function useWorkOrderAssignees(schoolId: string, boardId: string | null) {
  return useQuery({ ...workOrderAssigneesQuery(schoolId, boardId), enabled: schoolId !== '' });
}
