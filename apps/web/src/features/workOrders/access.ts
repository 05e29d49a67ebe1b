import {
  anyPermissionOf,
  type PermissionCheck,
  type TMeResponse,
  type TWorkOrder,
  type WorkOrderActor,
  type WorkOrderSubject,
} from '@schooldog/domain';
import { resolvedPermissionsOf } from '../auth/permissions';

/** Who reaches /tasks and its menu item: propose, be proposed or manage tasks (spec 001 §2; canOpenWorkOrders). */
export const WORK_ORDERS_PERMISSION = anyPermissionOf('propose tasks', 'be proposed tasks', 'manage tasks');

/** Who may create a work order somewhere: propose tasks (managers propose too; canProposeWorkOrder). */
export const CREATE_WORK_ORDER_PERMISSION: PermissionCheck = 'propose tasks|manage tasks';

/** The signed-in user as the domain's work order rules read them. */
export function workOrderActorOf(me: TMeResponse): WorkOrderActor {
  return {
    userId: me.user.id,
    permissions: resolvedPermissionsOf(me),
    isPrimarilyTaskUser: me.user.isPrimarilyTaskUser,
  };
}

/** A listed work order as the rules read it. */
export function workOrderSubjectOf(order: TWorkOrder): WorkOrderSubject {
  return {
    schoolId: order.schoolId,
    status: order.status,
    createdByUserId: order.createdBy?.id ?? null,
    assignedUserIds: order.assignees.map((person) => person.id),
    followerIds: order.followerIds,
  };
}
