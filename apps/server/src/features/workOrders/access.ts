import {
  anyPermissionOf,
  canSeeWorkOrder,
  isEligibleAssignee,
  type TTasksSettings,
  type WorkOrderActor,
  type WorkOrderSubject,
  WORK_ORDER_MESSAGES as M,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import { districtTimeZone } from '../../core/settings.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Invalid, NotFound } from '../../http/errors.js';
import { districtDay } from '../../platform/documents/index.js';
import { candidates } from '../users/public.js';
import type { WorkOrderAudience } from './events.js';
import { inTurn } from './in-turn.js';
import { type WorkOrderRow, workOrderAssignees, workOrderFollowers, workOrders } from './tables.js';

/*
 * What every work order route starts from: the work order with its assignees and followers, the
 * viewer as the domain's rules read them (packages/domain/src/workOrders/rules.ts), the tasks
 * settings and the district's day.
 */

/**
 * The work order routes' access: canOpenWorkOrders (propose, be proposed or manage tasks
 * somewhere), denied to everyone while enableWorkOrders is off; each work order's and school's
 * rules are the services'.
 */
export const WORK_ORDERS = {
  permission: anyPermissionOf('propose tasks', 'be proposed tasks', 'manage tasks'),
} as const;

export type ReadDeps = Pick<AppDeps, 'db' | 'settings' | 'clock'>;

/** A work order with the people its rules read. */
export interface LoadedWorkOrder {
  row: WorkOrderRow;
  assignedUserIds: string[];
  followerIds: string[];
}

type Board = TTasksSettings['boards'][number];

export const workOrderActorOf = (actor: Actor): WorkOrderActor => ({
  userId: actor.user.id,
  permissions: actor.permissions,
  isPrimarilyTaskUser: actor.user.isPrimarilyTaskUser,
});

export const subjectOf = ({ row, assignedUserIds, followerIds }: LoadedWorkOrder): WorkOrderSubject => ({
  schoolId: row.schoolId,
  status: row.status,
  createdByUserId: row.createdByUserId,
  assignedUserIds,
  followerIds,
});

/** Who hears of its change: those who may see it (canSeeWorkOrder), as it is now. */
export const audienceOf = (loaded: LoadedWorkOrder, settings: TTasksSettings): WorkOrderAudience => ({
  schoolId: loaded.row.schoolId,
  status: loaded.row.status,
  createdByUserId: loaded.row.createdByUserId,
  assignedUserIds: loaded.assignedUserIds,
  followerIds: loaded.followerIds,
  restrictsStaffView: settings.restrictWorkOrderStaffViewPermissions,
});

/** The people of one work order, by role. */
export async function peopleOf(db: Executor, workOrderId: string) {
  const [assignees, followers] = await inTurn([
    db
      .select({ userId: workOrderAssignees.userId })
      .from(workOrderAssignees)
      .where(eq(workOrderAssignees.workOrderId, workOrderId))
      .orderBy(workOrderAssignees.timeCreated, workOrderAssignees.userId),
    db
      .select({ userId: workOrderFollowers.userId })
      .from(workOrderFollowers)
      .where(eq(workOrderFollowers.workOrderId, workOrderId))
      .orderBy(workOrderFollowers.timeCreated, workOrderFollowers.userId),
  ]);
  return {
    assignedUserIds: assignees.map((row) => row.userId),
    followerIds: followers.map((row) => row.userId),
  };
}

/**
 * A work order the actor may see, with the tasks settings: 404 when unknown or hidden (so ids are
 * not probed). `forUpdate` locks it to the end of the write: changes of one work order queue.
 */
export async function loadVisibleWorkOrder(
  deps: Pick<ReadDeps, 'db' | 'settings'>,
  actor: Actor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ loaded: LoadedWorkOrder; settings: TTasksSettings }> {
  const query = deps.db.select().from(workOrders).where(eq(workOrders.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw NotFound(M.workOrderNotFound);
  const loaded = { row, ...(await peopleOf(deps.db, id)) };
  const settings = await deps.settings.get('tasks');
  if (!canSeeWorkOrder(workOrderActorOf(actor), subjectOf(loaded), settings))
    throw NotFound(M.workOrderNotFound);
  return { loaded, settings };
}

/** The district's calendar day now (its organization settings' time zone): what "today" means. */
export async function districtToday(deps: Pick<ReadDeps, 'settings' | 'clock'>): Promise<string> {
  return districtDay(deps.clock(), await districtTimeZone(deps.settings));
}

/** A board of the settings by id; a 400 for one that does not exist. */
export function boardOf(settings: TTasksSettings, boardId: string | null): Board | null {
  if (boardId === null) return null;
  const board = settings.boards.find((candidate) => candidate.id === boardId);
  if (!board) throw Invalid({ boardId: M.workOrderBoardUnknown });
  return board;
}

/**
 * Each assignee must be active and able to be proposed tasks at the school (isEligibleAssignee);
 * a board that takes only its assigned staff refuses anyone else.
 */
export async function assertEligibleAssignees(
  deps: Pick<ReadDeps, 'db' | 'settings'>,
  userIds: readonly string[],
  schoolId: string,
  board: Board | null,
): Promise<void> {
  if (userIds.length === 0) return;
  const people = new Map((await candidates(deps, userIds)).map((person) => [person.id, person]));
  for (const id of userIds) {
    const person = people.get(id);
    const candidate = person && { id, permissions: person.permissions, isArchived: false };
    if (!candidate || !isEligibleAssignee(candidate, schoolId, null))
      throw Invalid({ assignedUserIds: M.workOrderAssigneeIneligible });
    if (!isEligibleAssignee(candidate, schoolId, board))
      throw Invalid({ assignedUserIds: M.workOrderAssigneeNotOnBoard });
  }
}
