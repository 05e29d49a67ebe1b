import type { TDrill } from '@schooldog/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OverlayContext } from '../../offline/pendingChanges';
import { useWithQueuedChanges } from '../entries/queries';
import { deleteDrill, fetchDrill, fetchDrills } from './api';
import { drillKeys } from './keys';
import { overlayDrill, overlayDrillsPage } from './overlay';

/** One page of the table (filters and page as a query string), with the drills queued here. */
export function useDrills(search: string) {
  const query = useQuery({
    queryKey: drillKeys.list(search),
    queryFn: ({ signal }) => fetchDrills(search, signal),
    placeholderData: keepPreviousData,
  });
  return useWithQueuedChanges(query, overlayDrillsPage, search);
}

export const drillQuery = (id: string) => ({
  queryKey: drillKeys.detail(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchDrill(id, signal),
});

function withQueuedChanges(drill: TDrill | undefined, id: string, overlay: OverlayContext) {
  return overlayDrill(drill, id, overlay);
}

/** One drill with the changes queued here; one recorded offline shows from its record. */
export function useDrill(id: string) {
  return useWithQueuedChanges(useQuery({ ...drillQuery(id), retry: false }), withQueuedChanges, id);
}

/** Delete (online): the drill leaves the cache and the table reads again. */
export function useDeleteDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDrill,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: drillKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: drillKeys.all });
    },
  });
}
