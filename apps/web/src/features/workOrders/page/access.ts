import {
  canChangeWorkOrderStatus,
  canCommentOnWorkOrder,
  canEditWorkOrder,
  canScheduleWorkOrders,
  type TMeResponse,
  type TTasksSettings,
  type TWorkOrderDetail,
  WORK_ORDER_STATUSES,
  type WorkOrderActor,
  type WorkOrderStatus,
  type WorkOrderSubject,
} from '@schooldog/domain';
import { resolvedPermissionsOf } from '../../auth/permissions';

/*
 * What the work order page offers the viewer: exactly what the server's routes accept, read from
 * the domain's rules (packages/domain/src/workOrders/rules.ts) as the server reads them.
 */

export const actorOf = (me: TMeResponse): WorkOrderActor => ({
  userId: me.user.id,
  permissions: resolvedPermissionsOf(me),
  isPrimarilyTaskUser: me.user.isPrimarilyTaskUser,
});

export const subjectOf = (order: TWorkOrderDetail): WorkOrderSubject => ({
  schoolId: order.schoolId,
  status: order.status,
  createdByUserId: order.createdBy?.id ?? null,
  assignedUserIds: order.assignees.map((person) => person.id),
  followerIds: order.followerIds,
});

export interface WorkOrderPageAccess {
  /** The statuses the viewer may move it to (never its own); empty when they may not change it. */
  statusChoices: WorkOrderStatus[];
  /** Whether a move to Scheduled may set a new scheduled start date. */
  canSchedule: boolean;
  /** Commenting, following and pinning (canCommentOnWorkOrder). */
  canComment: boolean;
  /** Editing its fields in the work order dialog (canEditWorkOrder). */
  canEdit: boolean;
}

export function workOrderPageAccess(
  me: TMeResponse,
  order: TWorkOrderDetail,
  settings: TTasksSettings,
): WorkOrderPageAccess {
  const actor = actorOf(me);
  const subject = subjectOf(order);
  const canSchedule = canScheduleWorkOrders(actor, settings);
  const canChange = canChangeWorkOrderStatus(actor, subject, settings);
  // Scheduled needs a scheduled start date: the one it has, or one the viewer may set (status.ts).
  const statusChoices = canChange
    ? WORK_ORDER_STATUSES.filter(
        (status) =>
          status !== order.status &&
          (status !== 'scheduled' || canSchedule || order.scheduledStartDate !== null),
      )
    : [];
  return {
    statusChoices,
    canSchedule,
    canComment: canCommentOnWorkOrder(actor, subject, settings),
    canEdit: canEditWorkOrder(actor, subject),
  };
}
