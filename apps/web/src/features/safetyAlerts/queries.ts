import { PAGE_SIZES } from '@schooldog/domain';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cursorPagesQuery } from '../../api/queryHelpers';
import {
  fetchAlertRecipients,
  fetchSafetyAlert,
  fetchSafetyAlerts,
  fetchUnreadCount,
  markSafetyAlertRead,
} from './api';
import { safetyAlertKeys } from './keys';

/** Pages of a tab's alerts for `search` (tab and filters as a query string, without cursor and limit). */
export function useSafetyAlerts(search: string) {
  const pageSize = PAGE_SIZES.safetyAlerts;
  return useInfiniteQuery(
    cursorPagesQuery({
      queryKey: safetyAlertKeys.list(search),
      search,
      pageSize,
      fetchPage: fetchSafetyAlerts,
      itemsOf: (page) => page.safetyAlerts,
    }),
  );
}

/** One alert with its recipients; refreshed live when one of them reads it (the `safetyAlert` change). */
export function useSafetyAlert(id: string) {
  return useQuery({
    queryKey: safetyAlertKeys.detail(id),
    queryFn: ({ signal }) => fetchSafetyAlert(id, signal),
  });
}

/** The Alerts button's count, for those who may see alerts; read again on every `safetyAlert` change. */
export function useUnreadSafetyAlerts(isEnabled: boolean) {
  return useQuery({
    queryKey: safetyAlertKeys.unread(),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: isEnabled,
  });
}

/**
 * Who may receive an alert at the school (the entry dialog's choices). Kept a while, warmed for the
 * user's schools and saved on the device at once (an offline essential), so the dialog offers them
 * with no signal.
 */
export function alertRecipientsQuery(schoolId: string) {
  return queryOptions({
    queryKey: safetyAlertKeys.recipients(schoolId),
    queryFn: ({ signal }) => fetchAlertRecipients(schoolId, signal),
    staleTime: 60_000,
  });
}

export function useAlertRecipients(schoolId: string | null) {
  return useQuery({ ...alertRecipientsQuery(schoolId ?? ''), enabled: Boolean(schoolId) });
}

/** Marks an alert read; the answer is the new unread count, shown at once by the Alerts button. */
export function useMarkSafetyAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSafetyAlertRead,
    onSuccess: async ({ count }, id) => {
      queryClient.setQueryData(safetyAlertKeys.unread(), count);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: safetyAlertKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: [...safetyAlertKeys.all, 'list'] }),
      ]);
    },
  });
}
