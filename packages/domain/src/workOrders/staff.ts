import { can, schoolsWhere } from '../permissions/check.js';
import type { PermissionMap, PermissionName, ResolvedPermissions } from '../permissions/names.js';
import type { RoleName } from '../permissions/roles.js';
import { samePermissions, type UserAdminAbilities } from '../users/abilities.js';
import { WORK_ORDER_STAFF_MESSAGES as M } from './staffMessages.js';

/*
 * Work order staff (spec 001 §2 "Work Order Staff: search, create, edit (dialog)", §3, §6;
 * docs/decisions.md "Work order staff"). Pure, so the server enforces and the web shows the same.
 */

/** Who sees the section: whoever opens Work Order Settings (spec 001 §6). */
export const WORK_ORDER_STAFF_VIEW_PERMISSION = 'manage tasks settings';

/** The roles a staff manager gives and edits: the school-level crews ("maintenance roles become work order staff"). */
export const WORK_ORDER_STAFF_ROLES = [
  'maintenance_staff',
  'custodial',
] as const satisfies readonly RoleName[];

/** The permissions a staff manager gives: the work order ones below managing the settings. */
export const WORK_ORDER_STAFF_PERMISSIONS = [
  'propose tasks',
  'be proposed tasks',
  'manage tasks',
] as const satisfies readonly PermissionName[];

/** Spec 001 §9 "Work order staff suggestions". */
export const WORK_ORDER_STAFF_TITLE_SUGGESTIONS = [
  'Facilities Manager',
  'Technician',
  'Custodian',
  'Groundskeeper',
  'IT Specialist',
] as const;

/** The signed-in manager, as /api/me and the server's actor both know them. */
export interface WorkOrderStaffActor {
  id: string;
  permissions: ResolvedPermissions;
}

/** The fields of a user these rules read. */
export interface WorkOrderStaffSubject {
  id: string;
  role: string;
  isSchoolDogStaff: boolean;
  isPrimarilyTaskUser: boolean;
  permissions: PermissionMap;
}

/**
 * Who the Work Order Staff section lists: a primarily-task user, or anyone who may be proposed
 * tasks (the people work orders are assigned to). The restrictions' "work order staff" (rules.ts
 * isWorkOrderStaff) are the primarily-task users and the managers: who may assign, not who is assigned.
 */
export function listsAsWorkOrderStaff(
  user: Pick<WorkOrderStaffSubject, 'isPrimarilyTaskUser' | 'permissions'>,
) {
  return user.isPrimarilyTaskUser || user.permissions['be proposed tasks']?.hasPermission === true;
}

export const canSeeWorkOrderStaff = (permissions: ResolvedPermissions): boolean =>
  can(permissions, WORK_ORDER_STAFF_VIEW_PERMISSION);

/** "Creating or editing work order staff needs manage task users", on the settings page (manage tasks settings). */
export const canManageWorkOrderStaff = (permissions: ResolvedPermissions): boolean =>
  canSeeWorkOrderStaff(permissions) && can(permissions, 'manage task users');

const isStaffRole = (role: string) => (WORK_ORDER_STAFF_ROLES as readonly string[]).includes(role);
const isStaffPermission = (name: string) =>
  (WORK_ORDER_STAFF_PERMISSIONS as readonly string[]).includes(name);

/** A map without the work order staff permissions: what a staff manager may not change. */
function othersOf(permissions: PermissionMap): PermissionMap {
  return Object.fromEntries(Object.entries(permissions).filter(([name]) => !isStaffPermission(name)));
}

/** What the actor may do to this user in the staff dialog: all of it, or nothing (never oneself). */
export function workOrderStaffAbilities(
  actor: WorkOrderStaffActor,
  target: Omit<WorkOrderStaffSubject, 'permissions'>,
): UserAdminAbilities {
  const may =
    canManageWorkOrderStaff(actor.permissions) &&
    target.id !== actor.id &&
    !target.isSchoolDogStaff &&
    isStaffRole(target.role);
  return {
    canEdit: may,
    canChangeRole: may,
    canChangePermissions: may,
    canChangeDistrictAndSchools: may,
    canArchive: false,
    canDelete: false,
    canSignOutEverywhere: false,
    canManageMfa: false,
  };
}

/**
 * Why the actor may not make this create (before null) or edit of work order staff, or null: a
 * 403 message. A staff manager gives a crew role and the work order permissions, where they
 * themselves manage task users; everything else about the user stays as user administration left it.
 */
export function workOrderStaffChangeRefusal(
  actor: WorkOrderStaffActor,
  before: WorkOrderStaffSubject | null,
  next: { role: string; permissions: PermissionMap },
): string | null {
  if (!canManageWorkOrderStaff(actor.permissions)) return M.mayNotManageStaff;
  if (before && !workOrderStaffAbilities(actor, before).canEdit) return M.notEditableStaff;
  if (!isStaffRole(next.role)) return M.staffRoleOnly;
  if (!samePermissions(othersOf(next.permissions), before ? othersOf(before.permissions) : {}))
    return M.staffPermissionsOnly;
  const scope = schoolsWhere(actor.permissions, 'manage task users');
  if (scope === 'all') return null;
  const changed = WORK_ORDER_STAFF_PERMISSIONS.filter(
    (name) => !samePermissions({ [name]: next.permissions[name] }, { [name]: before?.permissions[name] }),
  );
  const withinGrant = changed.every((name) => {
    const value = next.permissions[name];
    return !value?.hasPermission || (!value.always && value.forSchools.every((id) => scope.includes(id)));
  });
  return withinGrant ? null : M.staffSchoolsOutsideGrant;
}
