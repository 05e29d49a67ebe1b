import type { TTasksSettings } from '../settings/schemas.js';
import { can, schoolsWhere } from '../permissions/check.js';
import { anyPermissionOf, type ResolvedPermissions } from '../permissions/names.js';
import { isClosedStatus, type WorkOrderStatus } from './statuses.js';

/*
 * Who may do what with a work order (spec 001 §6 "Work order rules"; issue 26 point 8). The server
 * applies these on every route; the web offers exactly what they allow. Every tasks permission is
 * already denied in the resolved map while enableWorkOrders is off (permissions/resolve.ts).
 * docs/decisions.md "Work orders: statuses, who sees and who changes" says why each reads so.
 */

/** Who acts: their resolved permissions and whether they are work order staff by role. */
export interface WorkOrderActor {
  userId: string;
  permissions: ResolvedPermissions;
  /** "primarily-task-user status" (spec 001 §6): work order staff. */
  isPrimarilyTaskUser: boolean;
}

/** What of a work order decides who sees and changes it. */
export interface WorkOrderSubject {
  schoolId: string;
  status: WorkOrderStatus;
  createdByUserId: string | null;
  assignedUserIds: readonly string[];
  followerIds: readonly string[];
}

type Settings = Pick<
  TTasksSettings,
  | 'restrictAssignmentPermissions'
  | 'restrictSchedulePermissions'
  | 'restrictAssignToTaskBoardPermissions'
  | 'restrictStatusChangePermissions'
  | 'restrictWorkOrderStaffViewPermissions'
>;

/** /tasks and the Work Orders menu item: propose, be proposed or manage tasks anywhere (spec 000 §2). */
export const canOpenWorkOrders = (permissions: ResolvedPermissions): boolean =>
  can(permissions, anyPermissionOf('propose tasks', 'be proposed tasks', 'manage tasks'));

/** Creating a work order at a school: 'propose tasks' there (managers propose too). */
export const canProposeWorkOrder = (permissions: ResolvedPermissions, schoolId?: string): boolean =>
  can(permissions, 'propose tasks|manage tasks', schoolId);

/** Managing a school's work orders: 'manage tasks' there. */
export const managesWorkOrdersAt = (permissions: ResolvedPermissions, schoolId: string): boolean =>
  can(permissions, 'manage tasks', schoolId);

/** Work order settings, boards and the restrictions: 'manage tasks settings'. */
export const canManageTasksSettings = (permissions: ResolvedPermissions): boolean =>
  can(permissions, 'manage tasks settings');

/** "Work order staff": primarily task users, and whoever manages the work order settings. */
export const isWorkOrderStaff = (actor: WorkOrderActor): boolean =>
  actor.isPrimarilyTaskUser || canManageTasksSettings(actor.permissions);

/**
 * A restriction of the settings (spec 001 §6): none lets everyone; workOrderManagers needs manage
 * tasks settings; workOrderStaff needs work order staff (which includes the managers).
 */
export function restrictionAllows(
  restriction: 'workOrderStaff' | 'workOrderManagers' | null,
  actor: WorkOrderActor,
): boolean {
  if (restriction === null) return true;
  if (restriction === 'workOrderManagers') return canManageTasksSettings(actor.permissions);
  return isWorkOrderStaff(actor);
}

const isInvolved = (actor: WorkOrderActor, order: WorkOrderSubject): boolean =>
  order.createdByUserId === actor.userId ||
  order.assignedUserIds.includes(actor.userId) ||
  order.followerIds.includes(actor.userId);

/**
 * Seeing a work order: whoever made, is assigned or follows it; whoever manages work orders at its
 * school; and work order staff (be proposed tasks) at its school, unless the settings restrict
 * staff to the work orders assigned to them (restrictWorkOrderStaffViewPermissions). A proposer
 * only sees their own.
 */
export function canSeeWorkOrder(actor: WorkOrderActor, order: WorkOrderSubject, settings: Settings): boolean {
  if (isInvolved(actor, order)) return true;
  if (managesWorkOrdersAt(actor.permissions, order.schoolId)) return true;
  return (
    can(actor.permissions, 'be proposed tasks', order.schoolId) &&
    !settings.restrictWorkOrderStaffViewPermissions
  );
}

/**
 * Which work orders a list shows beyond the viewer's own (made, assigned, followed): by school,
 * 'all' district-wide, [] for none.
 */
export function workOrderSchoolsSeen(actor: WorkOrderActor, settings: Settings): 'all' | string[] {
  const managed = schoolsWhere(actor.permissions, 'manage tasks');
  const staffed = settings.restrictWorkOrderStaffViewPermissions
    ? []
    : schoolsWhere(actor.permissions, 'be proposed tasks');
  if (managed === 'all' || staffed === 'all') return 'all';
  return [...new Set([...managed, ...staffed])].sort();
}

/** Editing its fields: who manages work orders at its school, and its maker while it is open. */
export const canEditWorkOrder = (actor: WorkOrderActor, order: WorkOrderSubject): boolean =>
  managesWorkOrdersAt(actor.permissions, order.schoolId) ||
  (order.createdByUserId === actor.userId &&
    !isClosedStatus(order.status) &&
    canProposeWorkOrder(actor.permissions, order.schoolId));

/** Assigning staff, choosing the board and scheduling: unrestricted unless the settings say (001 §6). */
export const canAssignWorkOrders = (actor: WorkOrderActor, settings: Settings): boolean =>
  restrictionAllows(settings.restrictAssignmentPermissions, actor);
export const canChooseWorkOrderBoard = (actor: WorkOrderActor, settings: Settings): boolean =>
  restrictionAllows(settings.restrictAssignToTaskBoardPermissions, actor);
export const canScheduleWorkOrders = (actor: WorkOrderActor, settings: Settings): boolean =>
  restrictionAllows(settings.restrictSchedulePermissions, actor);

/**
 * Changing its status: its managers, its assignees and its maker; restricted to workOrderStaff,
 * only work order staff who may see it (spec 001 §6).
 */
export function canChangeWorkOrderStatus(
  actor: WorkOrderActor,
  order: WorkOrderSubject,
  settings: Settings,
): boolean {
  if (!canSeeWorkOrder(actor, order, settings)) return false;
  if (settings.restrictStatusChangePermissions === 'workOrderStaff') return isWorkOrderStaff(actor);
  return (
    managesWorkOrdersAt(actor.permissions, order.schoolId) ||
    order.assignedUserIds.includes(actor.userId) ||
    order.createdByUserId === actor.userId
  );
}

/** Commenting, following and pinning: whoever sees it. */
export const canCommentOnWorkOrder = canSeeWorkOrder;

/** A person the work order might be assigned to, as the rule reads them. */
export interface AssigneeCandidate {
  id: string;
  permissions: ResolvedPermissions;
  isArchived: boolean;
}

/**
 * "Assignees are users who can be proposed tasks" (spec 001 §6) at the work order's school, not
 * archived; a board that prevents non-assigned users takes only its assigned users.
 */
export function isEligibleAssignee(
  candidate: AssigneeCandidate,
  schoolId: string,
  board: { assignedUserIds: readonly string[]; preventNonAssignedUsers: boolean } | null,
): boolean {
  if (candidate.isArchived || !can(candidate.permissions, 'be proposed tasks', schoolId)) return false;
  return !board?.preventNonAssignedUsers || board.assignedUserIds.includes(candidate.id);
}

/** The status a history replays to: its last change's, else the initial one. */
export const replayStatus = (
  initial: WorkOrderStatus,
  history: readonly { toStatus: WorkOrderStatus }[],
): WorkOrderStatus => history.at(-1)?.toStatus ?? initial;

/** The assignees an assignment history replays to: its last record's, else none. */
export const replayAssignees = (history: readonly { assignedUserIds: readonly string[] }[]): string[] => [
  ...(history.at(-1)?.assignedUserIds ?? []),
];

/**
 * A status change as the history records it, or null when it repeats the latest status (spec 001
 * §4: "A status update is ignored if the latest history status equals the new one").
 */
export function statusChangeOf(
  current: WorkOrderStatus,
  next: WorkOrderStatus,
): { fromStatus: WorkOrderStatus; toStatus: WorkOrderStatus } | null {
  return current === next ? null : { fromStatus: current, toStatus: next };
}

/**
 * An assignment change as the history records it, or null when the assignees stay the same; the
 * newly assigned join the followers (spec 001 §4).
 */
export function assignmentChangeOf(previous: readonly string[], next: readonly string[]) {
  const before = new Set(previous);
  const after = [...new Set(next)];
  if (after.length === before.size && after.every((id) => before.has(id))) return null;
  return {
    assignedUserIds: after,
    previousAssignedUserIds: [...before],
    newlyAssignedUserIds: after.filter((id) => !before.has(id)),
  };
}
