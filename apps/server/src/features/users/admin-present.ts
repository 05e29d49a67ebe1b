import {
  canManageUser,
  friendlyRoleOf,
  isDistrictLevelRole,
  isDistrictUser,
  manageUsersScope,
  ROLES,
  type TAdminUser,
  type TAdminUserRow,
  type UserAdminActor,
  userAdminAbilities,
} from '@schooldog/domain';
import { and, arrayContained, eq, inArray, max, not, or, type SQL, sql } from 'drizzle-orm';
import { securityEvents } from '../../auth/tables.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { schools } from '../schools/public.js';
import { type UserRow, users } from './tables.js';

/** The actor as the domain's user-admin rules read them. */
export const adminOf = (actor: Actor): UserAdminActor => ({
  id: actor.user.id,
  isSchoolDogStaff: actor.user.isSchoolDogStaff,
  permissions: actor.permissions,
});

const DISTRICT_ROLES = ROLES.filter(isDistrictLevelRole);

/**
 * The users an administrator sees in user admin (docs/decisions.md "who manages whom"): product
 * staff everyone; others no product-staff account; a school-scoped grant only the school-level users
 * all of whose schools it covers. Always oneself. undefined: no restriction.
 */
export function visibleUsers(actor: Actor): SQL | undefined {
  if (actor.user.isSchoolDogStaff) return undefined;
  const self = eq(users.id, actor.user.id);
  const notStaff = eq(users.isSchoolDogStaff, false);
  const scope = manageUsersScope(adminOf(actor));
  if (scope === 'all') return or(self, notStaff);
  if (scope.length === 0) return self;
  return or(
    self,
    and(
      notStaff,
      eq(users.isDistrictLevel, false),
      not(inArray(users.role, DISTRICT_ROLES)),
      sql`cardinality(${users.roleSchoolIds}) > 0`,
      arrayContained(users.roleSchoolIds, scope),
    ),
  );
}

/** Whether the actor sees this user in user admin (the same rule as visibleUsers, in code). */
export function isVisibleTo(actor: Actor, user: UserRow): boolean {
  return user.id === actor.user.id || canManageUser(adminOf(actor), user);
}

/** The rows of the users list: schools by name, last sign-in, MFA state and what the actor may do. */
export async function presentUserRows(db: Executor, actor: Actor, rows: UserRow[]): Promise<TAdminUserRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const schoolIds = [...new Set(rows.flatMap((row) => row.roleSchoolIds))];
  const [schoolRows, signIns] = await Promise.all([
    schoolIds.length === 0
      ? []
      : db.select({ id: schools.id, name: schools.name }).from(schools).where(inArray(schools.id, schoolIds)),
    db
      .select({ userId: securityEvents.userId, at: max(securityEvents.time) })
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'sign_in'), inArray(securityEvents.userId, ids)))
      .groupBy(securityEvents.userId),
  ]);
  const schoolName = new Map(schoolRows.map((school) => [school.id, school.name]));
  const lastSignIn = new Map(signIns.map((row) => [row.userId, row.at]));
  const admin = adminOf(actor);
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    title: row.title,
    role: row.role,
    friendlyRole: friendlyRoleOf(row),
    isDistrictLevel: row.isDistrictLevel,
    isDistrictUser: isDistrictUser(row),
    isSchoolDogStaff: row.isSchoolDogStaff,
    roleSchoolIds: row.roleSchoolIds,
    schools: row.roleSchoolIds
      .flatMap((id) => {
        const name = schoolName.get(id);
        return name === undefined ? [] : [{ id, name }];
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
    lastSignInAt: toIso(lastSignIn.get(row.id)),
    mfaEnabled: row.twoFactorEnabled,
    isArchived: row.isArchived,
    abilities: userAdminAbilities(admin, row),
  }));
}

/** One user with everything the edit dialog needs. */
export async function presentAdminUser(db: Executor, actor: Actor, row: UserRow): Promise<TAdminUser> {
  const [base] = await presentUserRows(db, actor, [row]);
  if (!base) throw new Error('presenting a user gave no row');
  return {
    ...base,
    permissions: row.permissions,
    communicationPreferences: row.communicationPreferences,
    isPrimarilyTaskUser: row.isPrimarilyTaskUser,
    schoolId: row.schoolId,
    emailVerified: row.emailVerified,
    timeCreated: row.timeCreated.toISOString(),
  };
}

function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
