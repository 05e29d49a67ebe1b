import {
  canBeBoardUser,
  roleDisplayName,
  TASKS_SETTINGS_MESSAGES,
  type TTasksSettings,
  type TUserAdminOptions,
  type TWorkOrderStaffRow,
  type TWorkOrderStaffUser,
  WORK_ORDER_STAFF_MESSAGES as M,
  WORK_ORDER_STAFF_ROLES,
  workOrderStaffAbilities,
  workOrderStaffChangeRefusal,
  type ZCreateWorkOrderStaffRequest,
  type ZUpdateWorkOrderStaffRequest,
} from '@schooldog/domain';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import type { WriteDeps } from '../../core/write.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Invalid, NotFound } from '../../http/errors.js';
import { schools } from '../schools/public.js';
import { presentAdminUser, presentUserRows } from './admin-present.js';
import { createUser, type UserChangeRules, updateUser } from './admin-service.js';
import { candidates } from './candidates.js';
import { type UserRow, users } from './tables.js';

/*
 * Work Order Staff (spec 001 §2, §3, §6, §7 generateNewTaskUser / editTaskUser; docs/decisions.md
 * "Work order staff"): user administration's create and edit, under the staff section's rules
 * (packages/domain workOrders/staff.ts), with the boards the person is assigned to (the tasks
 * settings record, read and written through the settings service). Served under Work Order
 * Settings' address; kept here, beside the user writes it reuses.
 */

type ReadDeps = Pick<AppDeps, 'db' | 'settings'>;

/** Who is listed (listsAsWorkOrderStaff, in SQL): active, not product staff, primarily-task or may be proposed tasks. */
const isStaffRow: SQL = and(
  eq(users.isArchived, false),
  eq(users.isSchoolDogStaff, false),
  or(
    eq(users.isPrimarilyTaskUser, true),
    sql`(${users.permissions} -> 'be proposed tasks' ->> 'hasPermission') = 'true'`,
  ),
) as SQL;

const boardsOf = (settings: TTasksSettings, userId: string) =>
  settings.boards.filter((board) => board.assignedUserIds.includes(userId)).map((board) => board.id);

const staffActor = (actor: Actor) => ({ id: actor.user.id, permissions: actor.permissions });

/** GET /api/tasks-settings/staff: the staff who match the search, by last and first name. */
export async function listWorkOrderStaff(
  deps: ReadDeps,
  actor: Actor,
  q: string,
): Promise<TWorkOrderStaffRow[]> {
  const conditions: SQL[] = [isStaffRow];
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(users.title, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      ) as SQL,
    );
  }
  const [rows, settings] = await Promise.all([
    deps.db
      .select()
      .from(users)
      .where(and(...conditions))
      .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
      .limit(500),
    deps.settings.get('tasks'),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (await presentUserRows(deps.db, actor, rows)).map((row) => {
    const user = byId.get(row.id) as UserRow;
    return {
      ...row,
      abilities: workOrderStaffAbilities(staffActor(actor), user),
      isPrimarilyTaskUser: user.isPrimarilyTaskUser,
      assignedTaskBoardIds: boardsOf(settings, row.id),
    };
  });
}

/** One of the staff for the dialog; 404 for anyone else (user administration shows them). */
async function staffRow(db: Executor, id: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaffRow));
  if (!row) throw NotFound(M.notEditableStaff);
  return row;
}

export async function presentWorkOrderStaff(
  deps: { db: Executor; settings: WriteDeps['settings'] },
  actor: Actor,
  row: UserRow,
): Promise<TWorkOrderStaffUser> {
  const [user, settings] = await Promise.all([
    presentAdminUser(deps.db, actor, row),
    deps.settings.get('tasks'),
  ]);
  return {
    ...user,
    abilities: workOrderStaffAbilities(staffActor(actor), row),
    assignedTaskBoardIds: boardsOf(settings, row.id),
  };
}

export async function getWorkOrderStaff(deps: ReadDeps, actor: Actor, id: string) {
  return presentWorkOrderStaff(deps, actor, await staffRow(deps.db, id));
}

/** GET /api/tasks-settings/staff/options: every school, and the crew roles (district-level on create). */
export async function workOrderStaffOptions(db: Executor): Promise<TUserAdminOptions> {
  return {
    schools: await db.select({ id: schools.id, name: schools.name }).from(schools).orderBy(asc(schools.name)),
    roles: WORK_ORDER_STAFF_ROLES.map((key) => ({ key, name: roleDisplayName(key), isDistrictLevel: true })),
    canManageDistrictUsers: true,
    canGrantStaff: false,
  };
}

const staffRules = (actor: Actor): UserChangeRules => ({
  refusal: (before, draft) => workOrderStaffChangeRefusal(staffActor(actor), before, draft),
  load: (db, id) => staffRow(db, id),
});

/**
 * The person on exactly these boards (Work Order Settings' assignedUserIds, which the work order
 * rules read; the user's assignedTaskBoardIds mirrors them). Only someone who may be proposed
 * tasks goes on a board, as the page's own save requires.
 */
async function assignBoards(write: WriteDeps, actor: Actor, user: UserRow, boardIds: readonly string[]) {
  const settings = await write.settings.get('tasks');
  const wanted = new Set(boardIds);
  if ([...wanted].some((id) => !settings.boards.some((board) => board.id === id)))
    throw Invalid({ assignedTaskBoardIds: M.staffBoardUnknown });
  if (wanted.size > 0) {
    const [person] = await candidates(write, [user.id]);
    if (!person || !canBeBoardUser({ permissions: person.permissions, isArchived: false }))
      throw Invalid({ assignedTaskBoardIds: TASKS_SETTINGS_MESSAGES.boardUserIneligible });
  }
  const boards = settings.boards.map((board) => {
    const isOn = board.assignedUserIds.includes(user.id);
    if (isOn === wanted.has(board.id)) return board;
    const assignedUserIds = isOn
      ? board.assignedUserIds.filter((id) => id !== user.id)
      : [...board.assignedUserIds, user.id];
    return { ...board, assignedUserIds };
  });
  if (boards.some((board, index) => board !== settings.boards[index]))
    await write.settings.update('tasks', { boards }, actor.user.id);
  await write.db
    .update(users)
    .set({ assignedTaskBoardIds: [...wanted] })
    .where(eq(users.id, user.id));
}

/** POST /api/tasks-settings/staff: a new crew member, district-level (spec 001 §3), on their boards. */
export async function createWorkOrderStaff(
  write: WriteDeps,
  actor: Actor,
  body: z.output<typeof ZCreateWorkOrderStaffRequest>,
) {
  const { assignedTaskBoardIds, ...fields } = body;
  const user = await createUser(write, actor, { ...fields, isDistrictLevel: true }, staffRules(actor));
  await assignBoards(write, actor, user, assignedTaskBoardIds);
  return presentWorkOrderStaff(write, actor, user);
}

/** PATCH /api/tasks-settings/staff/:id: the changed fields; the boards only when sent (§7 editTaskUser). */
export async function updateWorkOrderStaff(
  write: WriteDeps,
  actor: Actor,
  id: string,
  body: z.output<typeof ZUpdateWorkOrderStaffRequest>,
) {
  const { assignedTaskBoardIds, ...fields } = body;
  const user = await updateUser(write, actor, id, fields, staffRules(actor));
  if (assignedTaskBoardIds) await assignBoards(write, actor, user, assignedTaskBoardIds);
  return presentWorkOrderStaff(write, actor, user);
}
