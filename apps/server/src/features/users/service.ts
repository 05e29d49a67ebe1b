import {
  defaultCommunicationPreferences,
  friendlyRoleOf,
  newId,
  type PermissionMap,
  roleDisplayName,
  schoolsWhere,
  type TMeResponse,
  type TUpdateProfileRequest,
} from '@schooldog/domain';
import { hashPassword } from 'better-auth/crypto';
import { and, arrayOverlaps, eq, or } from 'drizzle-orm';
import { accounts } from '../../auth/tables.js';
import { autoSignOutOf } from '../../auth/inactivity.js';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden } from '../../http/errors.js';
import { recordAudit } from '../../core/audit.js';
import { knownSchoolsOf } from '../schools/public.js';
import type { SettingsService } from '../../core/settings.js';
import { type UserRow, users } from './tables.js';

/** The signed-in user as GET /api/me presents them. */
export async function presentMe(
  actor: Actor,
  deps: { db: Db; settings: SettingsService; config: Config },
): Promise<TMeResponse> {
  const { user } = actor;
  const [schools, app, organization] = await Promise.all([
    knownSchoolsOf(deps.db, actor),
    deps.settings.get('app'),
    deps.settings.get('organization'),
  ]);
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailVerified: user.emailVerified,
      title: user.title,
      role: user.role,
      friendlyRole: friendlyRoleOf(user),
      isDistrictLevel: user.isDistrictLevel,
      isSchoolDogStaff: user.isSchoolDogStaff,
      isPrimarilyTaskUser: user.isPrimarilyTaskUser,
      alwaysShowTakePicture: user.alwaysShowTakePicture,
      roleSchoolIds: user.roleSchoolIds,
      schoolId: user.schoolId,
      communicationPreferences: user.communicationPreferences,
      language: user.language,
      dashboardOrder: user.dashboardOrder,
    },
    isDistrictUser: actor.isDistrictUser,
    schools,
    district: organization.district,
    permissions: actor.permissions,
    // Always on for product staff (spec 000 §2 "Guards and shell"); the server applies the same.
    autoSignOut: autoSignOutOf(deps.config, user),
    appSettings: {
      maintenanceMode: app.maintenanceMode,
      enableWorkOrders: app.enableWorkOrders,
      version: app.version,
    },
  };
}

/** Saves the user's own profile (name, title, communication preferences), auditing each change. */
export async function updateOwnProfile(
  tx: Tx,
  user: UserRow,
  patch: TUpdateProfileRequest,
): Promise<UserRow> {
  const next = { ...patch };
  const firstName = patch.firstName ?? user.firstName;
  const lastName = patch.lastName ?? user.lastName;
  const [updated] = await tx
    .update(users)
    .set({ ...next, name: `${firstName} ${lastName}` })
    .where(eq(users.id, user.id))
    .returning();
  await recordAudit(tx, { entity: 'users', entityId: user.id, userId: user.id, before: user, after: next });
  if (!updated) throw new Error('user vanished during update');
  return updated;
}

export interface NewUserAccount {
  id?: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  title?: string | null;
  roleSchoolIds?: string[];
  isDistrictLevel?: boolean;
  isSchoolDogStaff?: boolean;
  isPrimarilyTaskUser?: boolean;
  permissions?: PermissionMap;
  emailVerified?: boolean;
  /** Omitted: the user signs in by link or sets a password through "forgot password". */
  password?: string;
  /** Instead of `password`: its hash, made once for many accounts (the demo seed). */
  passwordHash?: string;
}

/**
 * Creates a user record and, with a password, its credential, in the caller's transaction (first-run
 * setup's write); a seed, on a database nobody else uses yet, writes without one.
 */
export async function createUserAccount(
  db: Db,
  input: NewUserAccount,
  createdByUserId: string | null = null,
) {
  const id = input.id ?? newId();
  const passwordHash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : null);
  const roleSchoolIds = input.roleSchoolIds ?? [];
  const [user] = await db
    .insert(users)
    .values({
      id,
      name: `${input.firstName} ${input.lastName}`,
      email: input.email.trim().toLowerCase(),
      emailVerified: input.emailVerified ?? false,
      firstName: input.firstName,
      lastName: input.lastName,
      title: input.title ?? null,
      role: input.role,
      friendlyRole: roleDisplayName(input.role),
      isDistrictLevel: input.isDistrictLevel ?? false,
      roleSchoolIds,
      schoolId: roleSchoolIds[0] ?? null,
      permissions: input.permissions ?? {},
      isSchoolDogStaff: input.isSchoolDogStaff ?? false,
      isPrimarilyTaskUser: input.isPrimarilyTaskUser ?? false,
      communicationPreferences: defaultCommunicationPreferences(),
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  if (passwordHash) {
    await db
      .insert(accounts)
      .values({ id: newId(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
  }
  await recordAudit(db, {
    entity: 'users',
    entityId: id,
    userId: createdByUserId,
    before: {},
    after: { email: user.email, role: user.role },
  });
  return user;
}

/**
 * People whose entries the caller may filter by: those at the selected schools (or, with none
 * selected, at the schools where the caller views entries), plus district-level people.
 */
export async function peopleAtSchools(db: Db, actor: Actor, schoolIds: string[]) {
  const viewable = schoolsWhere(actor.permissions, 'view entries');
  if (schoolIds.some((id) => viewable !== 'all' && !viewable.includes(id))) {
    throw Forbidden('You do not have access to entries at one of the selected schools.');
  }
  const scope = schoolIds.length > 0 ? schoolIds : viewable;
  const columns = { id: users.id, firstName: users.firstName, lastName: users.lastName };
  const notArchived = eq(users.isArchived, false);
  const rows =
    scope === 'all'
      ? await db.select(columns).from(users).where(notArchived)
      : await db
          .select(columns)
          .from(users)
          .where(
            and(
              notArchived,
              or(
                arrayOverlaps(users.roleSchoolIds, scope.length > 0 ? scope : ['']),
                eq(users.isDistrictLevel, true),
              ),
            ),
          );
  return rows.sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
}
