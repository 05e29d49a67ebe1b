import { type TWorkOrderDetail, ZWorkOrderDetail } from '@schooldog/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import type { OverlayContext } from '../../offline/pendingChanges';
import { useWithQueuedChanges } from '../entries/queries';
import { workOrderKeys } from './keys';
import { overlayWorkOrder } from './overlay';

/*
 * One work order's page and print page (spec 001 §2 /tasks/task/{taskId}, /tasks/print/{taskId}):
 * its read and its writes. The keys start with ['workOrders'], so a live change of any work order
 * (sync.ts) reads it again.
 */

const detailKey = workOrderKeys.detail;
const path = (workOrderId: string) => `/api/work-orders/${encodeURIComponent(workOrderId)}`;

/** GET /api/work-orders/:id: the work order with its people, comments, attachments and histories. */
export const workOrderDetailQuery = (workOrderId: string) =>
  queryOptions({
    queryKey: detailKey(workOrderId),
    queryFn: ({ signal }) => apiFetch(path(workOrderId), { schema: ZWorkOrderDetail, signal }),
  });

/**
 * One work order with the user's queued changes (overlay.ts); one made offline shows from its
 * queued create, 'ID Pending', until the server has it.
 */
export function useWorkOrderDetail(workOrderId: string) {
  return useWithQueuedChanges(useQuery(workOrderDetailQuery(workOrderId)), withQueuedChanges, workOrderId);
}

function withQueuedChanges(
  order: TWorkOrderDetail | undefined,
  id: string,
  overlay: OverlayContext,
): TWorkOrderDetail | undefined {
  return overlayWorkOrder(order, id, overlay) ?? undefined;
}

/**
 * A write's answer is the work order as it is now: the page shows it at once, and the lists and
 * board read again (their cards show its status, comments and pins).
 */
function useDetailWrite<TInput>(workOrderId: string, write: (input: TInput) => Promise<TWorkOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (detail) => {
      queryClient.setQueryData(detailKey(workOrderId), detail);
      void queryClient.invalidateQueries({
        queryKey: workOrderKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== workOrderId,
      });
    },
  });
}

/** PUT /api/work-orders/:id/follow or /pin: the viewer's own flag. */
export function useSetWorkOrderFlag(workOrderId: string, flag: 'follow' | 'pin') {
  return useDetailWrite(workOrderId, (on: boolean) =>
    apiFetch(`${path(workOrderId)}/${flag}`, { schema: ZWorkOrderDetail, method: 'PUT', body: { on } }),
  );
}
