import {
  PAGE_SIZES,
  type TCreateWorkOrderRequest,
  type TUpdateWorkOrderRequest,
  type TWorkOrderDetail,
  type TWorkOrderStatusChange,
} from '@schooldog/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cursorPagesQuery } from '../../api/queryHelpers';
import {
  changeWorkOrderStatus,
  createWorkOrder,
  fetchWorkOrderAssignees,
  fetchWorkOrders,
  updateWorkOrder,
} from './api';
import { workOrderKeys } from './keys';

/** Pages of 50 work orders; `search` is the list's filters as a query string, without cursor and limit. */
export function useWorkOrders(search: string) {
  return useInfiniteQuery(
    cursorPagesQuery({
      queryKey: workOrderKeys.list(search),
      search,
      pageSize: PAGE_SIZES.workOrders,
      fetchPage: fetchWorkOrders,
      itemsOf: (page) => page.workOrders,
    }),
  );
}

/** Who may be assigned at the school (and board); none before a school is chosen. */
export function useWorkOrderAssignees(schoolId: string, boardId: string | null) {
  return useQuery({
    queryKey: workOrderKeys.assignees(schoolId, boardId ?? ''),
    queryFn: ({ signal }) => fetchWorkOrderAssignees(schoolId, boardId ?? '', signal),
    enabled: schoolId !== '',
    staleTime: 5 * 60_000,
  });
}

/** After a write: the answer is the work order's page at once, and every list and count is read again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (saved: TWorkOrderDetail) => {
    queryClient.setQueryData(workOrderKeys.detail(saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
  };
}

export function useCreateWorkOrder() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (request: TCreateWorkOrderRequest) => createWorkOrder(request),
    onSuccess: (saved) => void settle(saved),
  });
}

export function useUpdateWorkOrder() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TUpdateWorkOrderRequest }) =>
      updateWorkOrder(id, changes),
    onSuccess: (saved) => void settle(saved),
  });
}

export function useChangeWorkOrderStatus() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TWorkOrderStatusChange }) =>
      changeWorkOrderStatus(id, change),
    onSuccess: (saved) => void settle(saved),
  });
}
