import type { TRecurringWorkOrderRequest } from '@schooldog/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { cursorPagesQuery } from '../../api/queryHelpers';
import {
  createRecurringWorkOrder,
  deleteRecurringWorkOrder,
  fetchRecurringWorkOrders,
  setRecurringWorkOrderPaused,
  updateRecurringWorkOrder,
} from './api';

const PAGE_SIZE = 50;

export const recurringWorkOrderKeys = {
  all: ['recurringWorkOrders'] as const,
  list: () => ['recurringWorkOrders', 'list'] as const,
};

/** The page's list, 50 a page; read again after each write. */
export function useRecurringWorkOrders() {
  return useInfiniteQuery(
    cursorPagesQuery({
      queryKey: recurringWorkOrderKeys.list(),
      search: '',
      pageSize: PAGE_SIZE,
      fetchPage: fetchRecurringWorkOrders,
      itemsOf: (page) => page.recurringWorkOrders,
    }),
  );
}

/** The writes of the page and its dialog; each reads the list again. */
export function useRecurringWorkOrderWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: recurringWorkOrderKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ id, request }: { id: string | null; request: TRecurringWorkOrderRequest }) =>
        id ? updateRecurringWorkOrder(id, request) : createRecurringWorkOrder(request),
      onSuccess,
    }),
    pause: useMutation({
      mutationFn: ({ id, isPaused }: { id: string; isPaused: boolean }) =>
        setRecurringWorkOrderPaused(id, isPaused),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => deleteRecurringWorkOrder(id), onSuccess }),
  };
}
