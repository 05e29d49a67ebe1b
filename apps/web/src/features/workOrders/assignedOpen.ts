import { ZWorkOrdersAssignedOpen } from '@schooldog/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { workOrderKeys } from './keys';

/*
 * The open work orders assigned to the user, the Alerts button's share: apart from queries.ts, as
 * the toolbar is on every first screen and needs nothing else of the feature.
 */

/** GET /api/work-orders/assigned-open: how many open work orders are assigned to the user. */
async function fetchAssignedOpenCount(signal?: AbortSignal): Promise<number> {
  return (await apiFetch('/api/work-orders/assigned-open', { schema: ZWorkOrdersAssignedOpen, signal }))
    .count;
}

/** The count, for those who may open work orders; read again on every `workOrder` change (sync.ts). */
export function useAssignedOpenWorkOrders(isEnabled: boolean) {
  return useQuery({
    queryKey: workOrderKeys.assignedOpen(),
    queryFn: ({ signal }) => fetchAssignedOpenCount(signal),
    enabled: isEnabled,
  });
}
