import {
  defaultCommunicationPreferences,
  isDistrictLevelOnCreate,
  manageUsersScope,
  ROLES,
  type TUserAdminOptions,
  newId,
  type PermissionMap,
  roleDisplayName,
  type TAdminUser,
  type TAdminUsersPage,
  USER_ADMIN_MESSAGES as M,
  type UserAdminDraft,
  userChangeRefusal,
  userDraftProblems,
  type ZAdminUsersQuery,
  type ZCreateUserRequest,
  type ZUpdateUserRequest,
} from '@schooldog/domain';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { WriteDeps } from '../../core/write.js';
import type { Db, Executor, Tx } from '../../db/client.js';
import { sqlStateOf } from '../../db/errors.js';
import { type Actor, forgetUser } from '../../http/access.js';
import { Forbidden, Invalid, NotFound } from '../../http/errors.js';
import { recordAudit } from '../../core/audit.js';
import { schools } from '../schools/public.js';
import { adminOf, presentAdminUser, presentUserRows, visibleUsers } from './admin-present.js';
import { type UserRow, users } from './tables.js';
import { sendWelcome } from './welcome.js';
import { managedUser, visibleUser } from './admin-access.js';

const SCHOOL_NOT_FOUND = 'This school does not exist.';

/** GET /api/admin/users: one page of the users the actor sees, filtered, with the total. */
export async function listUsers(
  db: Db,
  actor: Actor,
  query: z.output<typeof ZAdminUsersQuery>,
): Promise<TAdminUsersPage> {
  const conditions: (SQL | undefined)[] = [visibleUsers(actor)];
  if (query.archived !== 'all') conditions.push(eq(users.isArchived, query.archived === 'archived'));
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.schoolId) conditions.push(sql`${query.schoolId} = any(${users.roleSchoolIds})`);
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    users: await presentUserRows(db, actor, rows),
    total: totals?.total ?? 0,
    offset: query.offset,
    limit: query.limit,
  };
}

/** GET /api/admin/users/options: the schools the actor may give (all, or their grant's), the roles, and two switches. */
export async function userAdminOptions(db: Db, actor: Actor): Promise<TUserAdminOptions> {
  const scope = actor.user.isSchoolDogStaff ? 'all' : manageUsersScope(adminOf(actor));
  const columns = { id: schools.id, name: schools.name };
  const offered =
    scope === 'all'
      ? await db.select(columns).from(schools).orderBy(asc(schools.name))
      : scope.length === 0
        ? []
        : await db.select(columns).from(schools).where(inArray(schools.id, scope)).orderBy(asc(schools.name));
  return {
    schools: offered,
    roles: ROLES.map((key) => ({
      key,
      name: roleDisplayName(key),
      isDistrictLevel: isDistrictLevelOnCreate(key),
    })),
    canManageDistrictUsers: scope === 'all',
    canGrantStaff: actor.user.isSchoolDogStaff,
  };
}

export async function getUser(db: Db, actor: Actor, id: string): Promise<TAdminUser> {
  return presentAdminUser(db, actor, await visibleUser(db, actor, id));
}

/**
 * Who may make a change, and which users they act on: user administration's rules by default; the
 * Work Order Staff section passes its own (features/tasksSettings/staff-service.ts).
 */
export interface UserChangeRules {
  /** Why the actor may not make this create (before null) or edit: a 403 message, or null. */
  refusal: (before: UserRow | null, draft: UserAdminDraft) => string | null;
  /** The user to edit: 404 when unknown or unseen, 403 when not the actor's. */
  load: (db: Executor, id: string) => Promise<UserRow>;
}

const userAdminRules = (actor: Actor): UserChangeRules => ({
  refusal: (before, draft) => userChangeRefusal(adminOf(actor), before, draft),
  load: (db, id) => managedUser(db, actor, id),
});

/** Refuses a draft the actor may not make (403) or that is not valid (400: schools, the cap). */
async function assertDraft(
  tx: Executor,
  rules: UserChangeRules,
  before: UserRow | null,
  draft: UserAdminDraft,
) {
  const refusal = rules.refusal(before, draft);
  if (refusal) throw Forbidden(refusal);
  const problems = userDraftProblems(draft);
  const named = [
    ...new Set([
      ...draft.roleSchoolIds,
      ...Object.values(draft.permissions).flatMap((value) => value?.forSchools ?? []),
    ]),
  ];
  const known = new Set(
    named.length === 0
      ? []
      : (await tx.select({ id: schools.id }).from(schools).where(inArray(schools.id, named))).map(
          (s) => s.id,
        ),
  );
  if (draft.roleSchoolIds.some((id) => !known.has(id))) problems.roleSchoolIds = SCHOOL_NOT_FOUND;
  for (const [name, value] of Object.entries(draft.permissions)) {
    if (value?.forSchools.some((id) => !known.has(id))) problems[`permissions.${name}`] = SCHOOL_NOT_FOUND;
  }
  if (Object.keys(problems).length > 0) throw Invalid(problems);
}

/** Names the acting administrator for the users table's security-event trigger (role, permissions, archive). */
export async function actAs(tx: Pick<Tx, 'execute'>, actorUserId: string) {
  await tx.execute(sql`select set_config('schooldog.actor_user_id', ${actorUserId}, true)`);
}

const uniqueIds = (ids: string[]) => [...new Set(ids)];

/** POST /api/admin/users: the user, audited, and their welcome mail after commit. */
export async function createUser(
  write: WriteDeps,
  actor: Actor,
  body: z.output<typeof ZCreateUserRequest>,
  rules: UserChangeRules = userAdminRules(actor),
): Promise<UserRow> {
  const roleSchoolIds = uniqueIds(body.roleSchoolIds);
  const permissions: PermissionMap = body.permissions;
  const isDistrictLevel = body.isDistrictLevel || isDistrictLevelOnCreate(body.role);
  await assertDraft(write.db, rules, null, { ...body, isDistrictLevel, roleSchoolIds, permissions });
  const [taken] = await write.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  if (taken) throw Invalid({ email: M.emailTaken });
  const values = {
    id: newId(),
    name: `${body.firstName} ${body.lastName}`,
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    title: body.title || null,
    role: body.role,
    friendlyRole: roleDisplayName(body.role),
    isDistrictLevel,
    roleSchoolIds,
    schoolId: roleSchoolIds[0] ?? null,
    permissions,
    isSchoolDogStaff: body.isSchoolDogStaff,
    isPrimarilyTaskUser: body.isPrimarilyTaskUser,
    communicationPreferences: body.communicationPreferences ?? defaultCommunicationPreferences(),
  };
  const user = await insertUser(write.db, values);
  await recordAudit(write.db, {
    entity: 'users',
    entityId: user.id,
    userId: actor.user.id,
    before: {},
    after: { ...values, id: undefined, name: undefined },
  });
  await sendWelcome(write, user);
  return user;
}

/** Inserts a user; a concurrent create of the same address is the same field error. */
export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  try {
    const [user] = await tx.insert(users).values(values).returning();
    if (!user) throw new Error('user insert returned nothing');
    return user;
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw Invalid({ email: M.emailTaken });
    throw error;
  }
}

/** PATCH /api/admin/users/:id: the fields sent, within the self rules and the actor's reach; audited. */
export async function updateUser(
  write: WriteDeps,
  actor: Actor,
  id: string,
  patch: z.output<typeof ZUpdateUserRequest>,
  rules: UserChangeRules = userAdminRules(actor),
): Promise<UserRow> {
  const before = await rules.load(write.db, id);
  const { email: _fixed, ...changes } = patch;
  const roleSchoolIds = changes.roleSchoolIds ? uniqueIds(changes.roleSchoolIds) : before.roleSchoolIds;
  const draft: UserAdminDraft = {
    role: changes.role ?? before.role,
    isDistrictLevel: changes.isDistrictLevel ?? before.isDistrictLevel,
    isSchoolDogStaff: changes.isSchoolDogStaff ?? before.isSchoolDogStaff,
    roleSchoolIds,
    permissions: changes.permissions ?? before.permissions,
  };
  await assertDraft(write.db, rules, before, draft);
  const firstName = changes.firstName ?? before.firstName;
  const lastName = changes.lastName ?? before.lastName;
  const next = {
    ...changes,
    ...(changes.title !== undefined ? { title: changes.title || null } : {}),
    ...(changes.roleSchoolIds ? { roleSchoolIds, schoolId: roleSchoolIds[0] ?? null } : {}),
    ...(changes.role ? { friendlyRole: roleDisplayName(changes.role) } : {}),
  };
  await actAs(write.db, actor.user.id);
  const [updated] = await write.db
    .update(users)
    .set({ ...next, name: `${firstName} ${lastName}` })
    .where(eq(users.id, id))
    .returning();
  if (!updated) throw NotFound(M.userNotFound);
  await recordAudit(write.db, { entity: 'users', entityId: id, userId: actor.user.id, before, after: next });
  write.afterCommit(() => forgetUser(id));
  write.events.publish({ type: 'user', id });
  return updated;
}
