import {
  type TCreateWorkOrderStaffRequest,
  type TUpdateWorkOrderStaffRequest,
  ZUserAdminOptions,
  ZWorkOrderStaffList,
  ZWorkOrderStaffUser,
} from '@schooldog/domain';
import { apiFetch } from '../../api/client';

/** The Work Order Staff API (/api/tasks-settings/staff…; spec 001 §7 generateNewTaskUser, editTaskUser). */

const staffPath = (userId: string) => `/api/tasks-settings/staff/${encodeURIComponent(userId)}`;

/** GET /api/tasks-settings/staff?q=: the staff who match, by name. */
export async function fetchWorkOrderStaff(q: string, signal?: AbortSignal) {
  const search = q.trim() ? `?${new URLSearchParams({ q: q.trim() }).toString()}` : '';
  return (await apiFetch(`/api/tasks-settings/staff${search}`, { schema: ZWorkOrderStaffList, signal }))
    .users;
}

/** GET /api/tasks-settings/staff/options: every school, and the crew roles. */
export function fetchWorkOrderStaffOptions(signal?: AbortSignal) {
  return apiFetch('/api/tasks-settings/staff/options', { schema: ZUserAdminOptions, signal });
}

export function fetchWorkOrderStaffUser(userId: string, signal?: AbortSignal) {
  return apiFetch(staffPath(userId), { schema: ZWorkOrderStaffUser, signal });
}

export function createWorkOrderStaff(body: TCreateWorkOrderStaffRequest) {
  return apiFetch('/api/tasks-settings/staff', { schema: ZWorkOrderStaffUser, method: 'POST', body });
}

export function updateWorkOrderStaff(userId: string, body: TUpdateWorkOrderStaffRequest) {
  return apiFetch(staffPath(userId), { schema: ZWorkOrderStaffUser, method: 'PATCH', body });
}
