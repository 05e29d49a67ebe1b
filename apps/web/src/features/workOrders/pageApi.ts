import {
  newId,
  type TWorkOrderDetail,
  type TWorkOrderStatusChange,
  ZWorkOrderDetail,
} from '@schooldog/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { workOrderKeys } from './keys';

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

export function useWorkOrderDetail(workOrderId: string) {
  return useQuery(workOrderDetailQuery(workOrderId));
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

/** POST /api/work-orders/:id/status: the new status with its comment (and a scheduled start). */
export function useChangeWorkOrderStatus(workOrderId: string) {
  return useDetailWrite(workOrderId, (change: TWorkOrderStatusChange) =>
    apiFetch(`${path(workOrderId)}/status`, { schema: ZWorkOrderDetail, method: 'POST', body: change }),
  );
}

/** POST /api/work-orders/:id/comments. */
export function useAddWorkOrderComment(workOrderId: string) {
  return useDetailWrite(workOrderId, (text: string) =>
    apiFetch(`${path(workOrderId)}/comments`, {
      schema: ZWorkOrderDetail,
      method: 'POST',
      body: { id: newId(), text },
    }),
  );
}

/** PUT /api/work-orders/:id/follow or /pin: the viewer's own flag. */
export function useSetWorkOrderFlag(workOrderId: string, flag: 'follow' | 'pin') {
  return useDetailWrite(workOrderId, (on: boolean) =>
    apiFetch(`${path(workOrderId)}/${flag}`, { schema: ZWorkOrderDetail, method: 'PUT', body: { on } }),
  );
}
