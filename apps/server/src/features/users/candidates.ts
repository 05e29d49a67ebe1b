import {
  type AnyPermissionName,
  isDistrictUser,
  resolvePermissions,
  type ResolvedPermissions,
} from '@schooldog/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
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

/**
 * Active users with their resolved permissions (all of them, or those of `ids`): who may be chosen.
 * With `holding`, only those who might hold that permission are read: product staff, or a stored
 * grant of it. That only narrows the read (a grant may still resolve to nothing); callers decide
 * with the domain's rule on the resolved permissions, as before.
 */
export async function candidates(
  deps: { db: Executor; settings: SettingsService },
  ids?: readonly string[],
  holding?: AnyPermissionName,
): Promise<Candidate[]> {
  if (ids && ids.length === 0) return [];
  const app = await deps.settings.get('app');
  const where: SQL[] = [eq(users.isArchived, false)];
  if (ids) where.push(inArray(users.id, [...ids]));
  if (holding) {
    const granted = sql`(${users.permissions} -> ${holding} ->> 'hasPermission') = 'true'`;
    where.push(or(eq(users.isSchoolDogStaff, true), granted) as SQL);
  }
  const rows = await deps.db
    .select()
    .from(users)
    .where(and(...where));
  return rows.map((user) => ({
    user,
    id: user.id,
    permissions: resolvePermissions(user, { enableWorkOrders: app.enableWorkOrders }),
    isDistrictUser: isDistrictUser(user),
    isSchoolDogStaff: user.isSchoolDogStaff,
  }));
}
