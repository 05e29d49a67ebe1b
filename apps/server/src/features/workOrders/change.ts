import {
  canAssignWorkOrders,
  canChooseWorkOrderBoard,
  canEditWorkOrder,
  canScheduleWorkOrders,
  type TUpdateWorkOrderRequest,
  type TWorkOrderDetail,
  WORK_ORDER_MESSAGES as M,
  ZUpdateWorkOrderRequest,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { changedFields, recordAudit } from '../../core/audit.js';
import type { WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, Invalid } from '../../http/errors.js';
import { assertEntryPlace, observations } from '../entries/public.js';
import {
  assertEligibleAssignees,
  boardOf,
  districtToday,
  loadVisibleWorkOrder,
  subjectOf,
  workOrderActorOf,
} from './access.js';
import { assertWorkOrderPictures, assertFieldRules, assertNotHidden, customFieldAnswers } from './checks.js';
import { assign, publishWorkOrder } from './history.js';
import { tell, workOrderAssigned } from './notifications.js';
import { presentWorkOrderDetail } from './present.js';
import { type WorkOrderRow, workOrders } from './tables.js';

/*
 * Editing a work order (spec 001 §2 dialog, §4, §5): the fields sent, and only those, under the
 * same rules as its creation; each changed audited field is recorded (spec 001 §3).
 */

/** The audited fields of spec 001 §3 that an edit may change (status has its own route). */
const AUDITED = [
  'priority',
  'description',
  'location',
  'locationDataProfileId',
  'locationDataProfileOptionId',
  'notes',
  'dueDate',
  'boardId',
  'customFields',
  'assignedUserIds',
  'scheduledStartDate',
] as const;

const valuesOf = (row: WorkOrderRow, assignedUserIds: string[]) => ({
  description: row.description,
  boardId: row.boardId,
  assignedUserIds,
  priority: row.priority,
  location: row.location,
  locationDataProfileId: row.locationDataProfileId,
  locationDataProfileOptionId: row.locationDataProfileOptionId,
  dueDate: row.dueDate,
  scheduledStartDate: row.scheduledStartDate,
  notes: row.notes,
  customFields: row.customFields,
  imagePaths: row.imagePaths,
});
type Values = ReturnType<typeof valuesOf>;

const pick = (values: Values, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, values[field as keyof Values]]));

/** The pictures its entry has (any it shows must be one of them, or one it shows already). */
async function entryPictures(write: WriteDeps, row: WorkOrderRow): Promise<string[]> {
  if (!row.entryId) return [];
  const [entry] = await write.db
    .select({ imagePaths: observations.imagePaths })
    .from(observations)
    .where(eq(observations.id, row.entryId));
  return entry?.imagePaths ?? [];
}

/** Applies an edit: refused as a whole when one field breaks a rule; audited field by field. */
export async function updateWorkOrder(
  write: WriteDeps,
  actor: Actor,
  id: string,
  input: TUpdateWorkOrderRequest,
): Promise<TWorkOrderDetail> {
  const changes = ZUpdateWorkOrderRequest.parse(input);
  const { loaded, settings } = await loadVisibleWorkOrder(write, actor, id, { forUpdate: true });
  const who = workOrderActorOf(actor);
  if (!canEditWorkOrder(who, subjectOf(loaded))) throw Forbidden(M.workOrderMayNotEdit);
  const { row } = loaded;
  const before = valuesOf(row, loaded.assignedUserIds);
  const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const after: Values = { ...before, ...sent };
  if (changes.customFields) after.customFields = customFieldAnswers(settings, changes.customFields);
  after.assignedUserIds = [...new Set(after.assignedUserIds)];
  const changed = new Set(changedFields(before, after));
  // The same people in another order are the same assignees.
  if (
    after.assignedUserIds.length === before.assignedUserIds.length &&
    after.assignedUserIds.every((userId) => before.assignedUserIds.includes(userId))
  ) {
    after.assignedUserIds = before.assignedUserIds;
    changed.delete('assignedUserIds');
  }
  if (changed.size === 0) return presentWorkOrderDetail(write.db, row, actor.user.id);

  // A board since removed from the settings stays on the work order until someone changes it.
  const board = changed.has('boardId')
    ? boardOf(settings, after.boardId)
    : (settings.boards.find((candidate) => candidate.id === after.boardId) ?? null);
  if (changed.has('boardId')) {
    if (settings.hiddenFields.taskBoard) throw Invalid({ boardId: M.workOrderFieldHidden });
    if (!canChooseWorkOrderBoard(who, settings)) throw Forbidden(M.workOrderMayNotChooseBoard);
  }
  assertNotHidden(settings, after, changed);
  if (changed.has('assignedUserIds') && !canAssignWorkOrders(who, settings))
    throw Forbidden(M.workOrderMayNotAssign);
  if (changed.has('scheduledStartDate') && !canScheduleWorkOrders(who, settings))
    throw Forbidden(M.workOrderMayNotSchedule);
  assertFieldRules(after, settings, await districtToday(write), {
    dueDate: changed.has('dueDate'),
    scheduledStartDate: changed.has('scheduledStartDate'),
  });
  if (changed.has('locationDataProfileId') || changed.has('locationDataProfileOptionId'))
    await assertEntryPlace(write.db, { ...after, schoolId: row.schoolId, isWalkSchool: true });
  if (changed.has('imagePaths'))
    assertWorkOrderPictures(
      after.imagePaths,
      [...before.imagePaths, ...(await entryPictures(write, row))],
      actor.user.id,
    );
  // A new board checks everyone on the work order; otherwise only those newly assigned.
  const newcomers = changed.has('boardId')
    ? after.assignedUserIds
    : after.assignedUserIds.filter((userId) => !before.assignedUserIds.includes(userId));
  await assertEligibleAssignees(write, newcomers, row.schoolId, board);

  const columns = [...changed].filter((field) => field !== 'assignedUserIds');
  const [updated] = await write.db
    .update(workOrders)
    .set({
      ...pick(after, columns),
      // The first scheduled start it had stays (spec 001 §3 timeOriginallyScheduled).
      timeOriginallyScheduled: row.timeOriginallyScheduled ?? after.scheduledStartDate,
      timeUpdated: write.clock(),
    })
    .where(eq(workOrders.id, id))
    .returning();
  if (!updated) throw new Error(`work order ${id} vanished while locked`);
  await write.emit('workOrder.changed', { before: row, after: updated, byUserId: actor.user.id });
  await recordAudit(write.db, {
    entity: 'workOrder',
    entityId: id,
    userId: actor.user.id,
    before: pick(before, AUDITED),
    after: pick(after, AUDITED),
  });
  const assignment = await assign(write, id, before.assignedUserIds, after.assignedUserIds, actor.user.id);
  const followerIds = [...new Set([...loaded.followerIds, ...(assignment?.newlyAssignedUserIds ?? [])])];
  const now = { row: updated, assignedUserIds: after.assignedUserIds, followerIds };
  if (assignment)
    await tell(write, actor, updated, subjectOf(now), settings, {
      kind: workOrderAssigned,
      to: assignment.newlyAssignedUserIds,
    });
  publishWorkOrder(write, now, settings, 'updated', { formerUserIds: before.assignedUserIds });
  return presentWorkOrderDetail(write.db, updated, actor.user.id);
}
