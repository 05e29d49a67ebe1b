import {
  type TCreateUserRequest,
  type TUpdateUserRequest,
  ZAdminUser,
  ZAdminUsersPage,
  ZUserActionResult,
  ZUserAdminOptions,
  ZUserImportPreview,
  ZUserImportResult,
} from '@schooldog/domain';
import { z } from 'zod';
import { apiFetch } from '../../api/client';

/** The user administration API (contract: /api/admin/users...), one typed function per route. */

const ZNoContent = z.unknown();
const userPath = (userId: string, rest = '') => `/api/admin/users/${encodeURIComponent(userId)}${rest}`;

/** GET /api/admin/users?q&role&schoolId&archived&offset&limit: one page and the total. */
export function fetchUsers(search: string, signal?: AbortSignal) {
  return apiFetch(`/api/admin/users?${search}`, { schema: ZAdminUsersPage, signal });
}

/** GET /api/admin/users/options: the schools and roles this administrator may give. */
export function fetchUserAdminOptions(signal?: AbortSignal) {
  return apiFetch('/api/admin/users/options', { schema: ZUserAdminOptions, signal });
}

export function fetchUser(userId: string, signal?: AbortSignal) {
  return apiFetch(userPath(userId), { schema: ZAdminUser, signal });
}

export function createUser(body: TCreateUserRequest) {
  return apiFetch('/api/admin/users', { schema: ZAdminUser, method: 'POST', body });
}

export function updateUser(userId: string, body: TUpdateUserRequest) {
  return apiFetch(userPath(userId), { schema: ZAdminUser, method: 'PATCH', body });
}

export async function deleteUser(userId: string): Promise<void> {
  await apiFetch(userPath(userId), { schema: ZNoContent, method: 'DELETE' });
}

/** The row menu's actions that answer with the user afterwards. */
export type UserAction = 'archive' | 'unarchive' | 'sign-out';

export function runUserAction(userId: string, action: UserAction) {
  return apiFetch(userPath(userId, `/${action}`), { schema: ZUserActionResult, method: 'POST' });
}

/** POST /api/admin/users/import/preview: the server's reading of the file (existing addresses included). */
export function previewUserImport(csv: string) {
  return apiFetch('/api/admin/users/import/preview', {
    schema: ZUserImportPreview,
    method: 'POST',
    body: { csv },
  });
}

/** POST /api/admin/users/import: all or nothing; refused while a row has an error. */
export function importUsers(csv: string) {
  return apiFetch('/api/admin/users/import', { schema: ZUserImportResult, method: 'POST', body: { csv } });
}
