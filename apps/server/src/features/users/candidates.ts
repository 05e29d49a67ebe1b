import { isDistrictUser, resolvePermissions, type ResolvedPermissions } from '@schooldog/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { SettingsService } from '../../core/settings.js';
import type { Executor } from '../../db/client.js';
import { type UserRow, users } from './tables.js';

/** A person who might be chosen for something (a collaborator, a reviewer, an alert's recipient). */
export interface Candidate {
  user: UserRow;
  id: string;
  permissions: ResolvedPermissions;
  isDistrictUser: boolean;
  isSchoolDogStaff: boolean;
}

/** Active users with their resolved permissions (all of them, or those of `ids`): who may be chosen. */
export async function candidates(
  deps: { db: Executor; settings: SettingsService },
  ids?: readonly string[],
): Promise<Candidate[]> {
  if (ids && ids.length === 0) return [];
  const app = await deps.settings.get('app');
  const rows = await deps.db
    .select()
    .from(users)
    .where(ids ? and(eq(users.isArchived, false), inArray(users.id, [...ids])) : eq(users.isArchived, false));
  return rows.map((user) => ({
    user,
    id: user.id,
    permissions: resolvePermissions(user, { enableWorkOrders: app.enableWorkOrders }),
    isDistrictUser: isDistrictUser(user),
    isSchoolDogStaff: user.isSchoolDogStaff,
  }));
}
