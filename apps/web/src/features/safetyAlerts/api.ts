import { ZPeopleWithRoles, ZSafetyAlert, ZSafetyAlertsPage, ZSafetyAlertUnread } from '@schooldog/domain';
import { apiFetch } from '../../api/client';

/** The safety alerts API (issue 25): one typed function per endpoint. */

const alertPath = (id: string, rest = '') => `/api/safety-alerts/${encodeURIComponent(id)}${rest}`;

/** GET /api/safety-alerts?…: one page of a tab (received, sent, all), newest first. */
export function fetchSafetyAlerts(search: string, signal?: AbortSignal) {
  return apiFetch(`/api/safety-alerts?${search}`, { schema: ZSafetyAlertsPage, signal });
}

/** GET /api/safety-alerts/:id: the alert, its entry, and each recipient with what reached them. */
export function fetchSafetyAlert(id: string, signal?: AbortSignal) {
  return apiFetch(alertPath(id), { schema: ZSafetyAlert, signal });
}

/** POST /api/safety-alerts/:id/read: marks it read (for a recipient); answers the unread count. */
export function markSafetyAlertRead(id: string) {
  return apiFetch(alertPath(id, '/read'), { schema: ZSafetyAlertUnread, method: 'POST' });
}

/** GET /api/safety-alerts/unread: how many alerts the user has not read. */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await apiFetch('/api/safety-alerts/unread', { schema: ZSafetyAlertUnread, signal })).count;
}

/** GET /api/safety-alerts/recipients?schoolId=: who may receive an alert from an entry at the school. */
export async function fetchAlertRecipients(schoolId: string, signal?: AbortSignal) {
  const search = new URLSearchParams({ schoolId });
  return (await apiFetch(`/api/safety-alerts/recipients?${search}`, { schema: ZPeopleWithRoles, signal }))
    .users;
}
