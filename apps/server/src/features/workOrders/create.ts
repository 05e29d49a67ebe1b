import {
  canAssignWorkOrders,
  canChooseWorkOrderBoard,
  canProposeWorkOrder,
  canScheduleWorkOrders,
  initialStatusOf,
  LIMITS,
  newId,
  type TCreateWorkOrderRequest,
  type TTasksSettings,
  type TWorkOrderDetail,
  WORK_ORDER_MESSAGES as M,
  ZCreateWorkOrderRequest,
} from '@schooldog/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import { createOnce } from '../../db/create-once.js';
import { DomainError, Forbidden, Invalid } from '../../http/errors.js';
import type { Actor } from '../../http/access.js';
import { assertEntryPlace, loadVisibleEntry, observations } from '../entries/public.js';
import {
  assertEligibleAssignees,
  boardOf,
  districtToday,
  subjectOf,
  workOrderActorOf,
  type LoadedWorkOrder,
} from './access.js';
import { assertWorkOrderPictures, assertFieldRules, assertNotHidden, customFieldAnswers } from './checks.js';
import { assign, follow, publishWorkOrder, recordStatus } from './history.js';
import { tell, workOrderAssigned, workOrderOnBoard } from './notifications.js';
import { presentWorkOrderDetail } from './present.js';
import { type WorkOrderRow, workOrderPublicIds, workOrders } from './tables.js';

/*
 * Creating a work order (spec 001 §2 "Work order create/edit dialog", §4, §5): from scratch or
 * from an entry, under the settings' field rules and restrictions; applied once per id.
 */

type Request = ReturnType<typeof ZCreateWorkOrderRequest.parse>;

/**
 * The entry a work order is made from: one the actor sees, at the same school, with fewer than
 * the most work orders an entry may have. Locked to the write's end, so two at once cannot pass.
 */
async function entryOf(write: WriteDeps, actor: Actor, request: Request) {
  if (!request.entryId) return null;
  await write.db
    .select({ id: observations.id })
    .from(observations)
    .where(eq(observations.id, request.entryId))
    .for('update');
  const entry = await loadVisibleEntry(write.db, actor, request.entryId).catch((error: unknown) => {
    throw error instanceof DomainError && error.status === 404
      ? Invalid({ entryId: M.workOrderEntryUnknown })
      : error;
  });
  if (entry.schoolId !== request.schoolId) throw Invalid({ schoolId: M.workOrderEntryOtherSchool });
  const [made] = await write.db
    .select({ count: count() })
    .from(workOrders)
    .where(eq(workOrders.entryId, entry.id));
  if (Number(made?.count ?? 0) >= LIMITS.workOrdersPerEntryMax)
    throw Invalid({ entryId: M.workOrdersPerEntryMax });
  return entry;
}

/** The board: the one chosen (if the actor may choose), else the settings' default board. */
function boardFor(actor: Actor, settings: TTasksSettings, chosen: string | null) {
  const defaultBoard = settings.boards.some((board) => board.id === settings.defaultTaskBoard)
    ? settings.defaultTaskBoard
    : null;
  if (chosen === null || chosen === defaultBoard) return boardOf(settings, defaultBoard);
  const board = boardOf(settings, chosen);
  if (settings.hiddenFields.taskBoard) throw Invalid({ boardId: M.workOrderFieldHidden });
  if (!canChooseWorkOrderBoard(workOrderActorOf(actor), settings))
    throw Forbidden(M.workOrderMayNotChooseBoard);
  return board;
}

/** Checks a new work order against the rules and stores it; null when a concurrent create of the id won. */
async function insertWorkOrder(
  write: WriteDeps,
  actor: Actor,
  id: string,
  request: Request,
): Promise<WorkOrderRow | null> {
  const settings = await write.settings.get('tasks');
  const who = workOrderActorOf(actor);
  const assignedUserIds = [...new Set(request.assignedUserIds)];
  const values = {
    ...request,
    assignedUserIds,
    customFields: customFieldAnswers(settings, request.customFields),
  };
  const board = boardFor(actor, settings, request.boardId);
  assertNotHidden(settings, values, new Set(Object.keys(values)));
  if (assignedUserIds.length > 0 && !canAssignWorkOrders(who, settings))
    throw Forbidden(M.workOrderMayNotAssign);
  if (request.scheduledStartDate && !canScheduleWorkOrders(who, settings))
    throw Forbidden(M.workOrderMayNotSchedule);
  assertFieldRules({ ...values, boardId: board?.id ?? null }, settings, await districtToday(write));
  await assertEntryPlace(write.db, request);
  const entry = await entryOf(write, actor, request);
  assertWorkOrderPictures(request.imagePaths, entry?.imagePaths ?? [], actor.user.id);
  await assertEligibleAssignees(write, assignedUserIds, request.schoolId, board);
  const status = initialStatusOf(request.scheduledStartDate);
  const [row] = await write.db
    .insert(workOrders)
    .values({
      id,
      // The next public number, in this write: a rolled-back create leaves a gap, never a double.
      publicId: sql.raw(`nextval('${workOrderPublicIds.seqName}')`),
      schoolId: request.schoolId,
      description: request.description,
      boardId: board?.id ?? null,
      priority: request.priority,
      location: request.location,
      locationDataProfileId: request.locationDataProfileId,
      locationDataProfileOptionId: request.locationDataProfileOptionId,
      dueDate: request.dueDate,
      scheduledStartDate: request.scheduledStartDate,
      timeOriginallyScheduled: request.scheduledStartDate,
      notes: request.notes,
      customFields: values.customFields,
      imagePaths: request.imagePaths,
      status,
      entryId: entry?.id ?? null,
      walkId: entry?.walkId ?? null,
      createdByUserId: actor.user.id,
      timeCreated: write.clock(),
      timeUpdated: write.clock(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  // The maker follows their work order; its first status is its creation.
  await follow(write, id, [actor.user.id]);
  await recordStatus(write, id, { fromStatus: null, toStatus: status }, actor.user.id);
  await assign(write, id, [], assignedUserIds, actor.user.id);
  await write.emit('workOrder.created', { workOrder: row });
  const loaded: LoadedWorkOrder = {
    row,
    assignedUserIds,
    followerIds: [...new Set([actor.user.id, ...assignedUserIds])],
  };
  const subject = subjectOf(loaded);
  await tell(write, actor, row, subject, settings, { kind: workOrderAssigned, to: assignedUserIds });
  if (board)
    await tell(write, actor, row, subject, settings, {
      kind: workOrderOnBoard,
      to: board.assignedUserIds,
      board: board.name,
    });
  publishWorkOrder(write, loaded, settings, 'created');
  return row;
}

/**
 * Creates a work order (201), or answers the one stored under the same id by the same person (200):
 * a retried create is applied once.
 */
export async function createWorkOrder(
  write: WriteDeps,
  actor: Actor,
  input: TCreateWorkOrderRequest,
): Promise<{ workOrder: TWorkOrderDetail; isNew: boolean }> {
  const request = ZCreateWorkOrderRequest.parse(input);
  if (!canProposeWorkOrder(actor.permissions, request.schoolId)) throw Forbidden(M.workOrderMayNotPropose);
  const id = request.id ?? newId();
  const { row, isNew } = await createOnce({
    find: async () => (await write.db.select().from(workOrders).where(eq(workOrders.id, id)))[0],
    isOwn: (existing) => existing.createdByUserId === actor.user.id,
    conflict: M.workOrderIdTaken,
    insert: () => insertWorkOrder(write, actor, id, request),
  });
  return { workOrder: await presentWorkOrderDetail(write.db, row, actor.user.id), isNew };
}
