import { type TTasksSettings, ZPeopleWithRoles, ZTasksSettings } from '@schooldog/domain';
import { apiFetch } from '../../api/client';

/** The Work Order Settings API (spec 001 §2 /tasksSettings): one typed function per endpoint. */

/** GET /api/tasks-settings: the whole record. */
export function fetchTasksSettings(signal?: AbortSignal) {
  return apiFetch('/api/tasks-settings', { schema: ZTasksSettings, signal });
}

/** PUT /api/tasks-settings: the whole record replaced; answers it as saved. */
export function saveTasksSettings(settings: TTasksSettings) {
  return apiFetch('/api/tasks-settings', { schema: ZTasksSettings, method: 'PUT', body: settings });
}

/** GET /api/tasks-settings/board-users: who may be assigned to a board. */
export async function fetchBoardUsers(signal?: AbortSignal) {
  return (await apiFetch('/api/tasks-settings/board-users', { schema: ZPeopleWithRoles, signal })).users;
}
