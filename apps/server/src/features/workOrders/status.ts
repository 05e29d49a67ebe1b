import {
  canChangeWorkOrderStatus,
  canScheduleWorkOrders,
  statusChangeOf,
  type TTasksSettings,
  type TWorkOrderDetail,
  type TWorkOrderStatusChange,
  WORK_ORDER_MESSAGES as M,
  workOrderFieldErrors,
  ZWorkOrderStatusChange,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.js';
import type { WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, Invalid } from '../../http/errors.js';
import { districtToday, loadVisibleWorkOrder, subjectOf, workOrderActorOf } from './access.js';
import { publishWorkOrder, recordStatus } from './history.js';
import { tell, workOrderCompleted, workOrderDeclined } from './notifications.js';
import { presentWorkOrderDetail } from './present.js';
import { type WorkOrderRow, workOrders } from './tables.js';

/*
 * Changing a work order's status (spec 001 §4): the same status again is ignored; every change is
 * appended to the status history with its comment. Complete sets the time completed, leaving it
 * clears it; Scheduled needs a scheduled start date.
 */

/** The scheduled start a move to Scheduled sets: the one sent, else the one it has; required. */
async function scheduledStartFor(
  write: WriteDeps,
  actor: Actor,
  row: WorkOrderRow,
  request: ReturnType<typeof ZWorkOrderStatusChange.parse>,
  settings: TTasksSettings,
): Promise<string> {
  const date = request.scheduledStartDate ?? row.scheduledStartDate;
  if (!date) throw Invalid({ scheduledStartDate: M.workOrderScheduledStartRequired });
  if (date === row.scheduledStartDate) return date;
  if (!canScheduleWorkOrders(workOrderActorOf(actor), settings)) throw Forbidden(M.workOrderMayNotSchedule);
  // Only the date rule: the other fields are not being changed here.
  const { scheduledStartDate: error } = workOrderFieldErrors(
    {
      assignedUserIds: [],
      location: '',
      notes: '',
      priority: null,
      dueDate: null,
      scheduledStartDate: date,
      boardId: null,
      customFields: {},
    },
    settings,
    await districtToday(write),
    { dueDate: false, scheduledStartDate: true },
  );
  if (error) throw Invalid({ scheduledStartDate: error });
  return date;
}

export async function changeWorkOrderStatus(
  write: WriteDeps,
  actor: Actor,
  id: string,
  input: TWorkOrderStatusChange,
): Promise<TWorkOrderDetail> {
  const request = ZWorkOrderStatusChange.parse(input);
  const { loaded, settings } = await loadVisibleWorkOrder(write, actor, id, { forUpdate: true });
  if (!canChangeWorkOrderStatus(workOrderActorOf(actor), subjectOf(loaded), settings))
    throw Forbidden(M.workOrderMayNotChangeStatus);
  const { row } = loaded;
  const change = statusChangeOf(row.status, request.status);
  if (!change) return presentWorkOrderDetail(write.db, row, actor.user.id);
  const scheduledStartDate =
    change.toStatus === 'scheduled'
      ? await scheduledStartFor(write, actor, row, request, settings)
      : row.scheduledStartDate;
  const [updated] = await write.db
    .update(workOrders)
    .set({
      status: change.toStatus,
      timeCompleted: change.toStatus === 'complete' ? write.clock() : null,
      scheduledStartDate,
      timeOriginallyScheduled: row.timeOriginallyScheduled ?? scheduledStartDate,
      timeUpdated: write.clock(),
    })
    .where(eq(workOrders.id, id))
    .returning();
  if (!updated) throw new Error(`work order ${id} vanished while locked`);
  await recordStatus(write, id, { ...change, comment: request.comment }, actor.user.id);
  await recordAudit(write.db, {
    entity: 'workOrder',
    entityId: id,
    userId: actor.user.id,
    before: { status: row.status, scheduledStartDate: row.scheduledStartDate },
    after: { status: updated.status, scheduledStartDate: updated.scheduledStartDate },
  });
  const now = { ...loaded, row: updated };
  const kind =
    change.toStatus === 'complete'
      ? workOrderCompleted
      : change.toStatus === 'declined'
        ? workOrderDeclined
        : null;
  if (kind)
    await tell(write, actor, updated, subjectOf(now), settings, {
      kind,
      to: loaded.followerIds,
      comment: request.comment,
    });
  publishWorkOrder(write, now, settings, 'updated');
  return presentWorkOrderDetail(write.db, updated, actor.user.id);
}
