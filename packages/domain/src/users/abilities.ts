import { encodePermissions, permissionsFitCap, PERMISSIONS_CAP_MESSAGE } from '../permissions/encode.js';
import { schoolsWhere } from '../permissions/check.js';
import type { PermissionMap, ResolvedPermissions } from '../permissions/names.js';
import { isDistrictLevelRole, isDistrictUser } from '../permissions/roles.js';
import { USER_ADMIN_MESSAGES as M } from './messages.js';

/**
 * Who may manage whom (spec 001 §5 "Users", §6 "User administration"; docs/decisions.md "User
 * administration: who manages whom"). Pure, so the server enforces and the web shows the same.
 */

/** The signed-in administrator, as /api/me and the server's actor both know them. */
export interface UserAdminActor {
  id: string;
  isSchoolDogStaff: boolean;
  permissions: ResolvedPermissions;
}

/** The fields of a managed user these rules read. */
export interface UserAdminSubject {
  id: string;
  role: string;
  isDistrictLevel: boolean;
  isSchoolDogStaff: boolean;
  roleSchoolIds: string[];
}

/** A user as a create or edit would leave them. */
export interface UserAdminDraft extends Omit<UserAdminSubject, 'id'> {
  permissions: PermissionMap;
}

export interface UserAdminAbilities {
  /** Open the edit dialog and save the fields below that are allowed (names, title, preferences...). */
  canEdit: boolean;
  canChangeRole: boolean;
  canChangePermissions: boolean;
  /** The district-level flag and the schools. */
  canChangeDistrictAndSchools: boolean;
  canArchive: boolean;
  canDelete: boolean;
  canSignOutEverywhere: boolean;
  /** See and reset the user's second factors (one's own are changed on /users/edit). */
  canManageMfa: boolean;
}

/**
 * Whether a new user of this role starts district-level: "district-level staff isDistrictLevel true"
 * (spec 001 §9) and "New work order staff: isDistrictLevel true on create" (§3): the district-level
 * roles and maintenance staff, who work at every school. The dialog ticks the flag when such a role
 * is chosen; the server sets it on create and import.
 */
export function isDistrictLevelOnCreate(role: string): boolean {
  return isDistrictLevelRole(role) || role === 'maintenance_staff';
}

/** Where the actor holds 'manage users': 'all' (always, or product staff) or those schools. */
export function manageUsersScope(actor: Pick<UserAdminActor, 'permissions'>): 'all' | string[] {
  return schoolsWhere(actor.permissions, 'manage users');
}

/**
 * Whether the actor may manage this user at all: product staff manage everyone; otherwise nobody
 * manages product staff; a grant at every school manages every other user; a grant at some schools
 * manages the school-level users all of whose schools are within it (never a district user).
 */
export function canManageUser(actor: UserAdminActor, target: Omit<UserAdminSubject, 'id'>): boolean {
  if (actor.isSchoolDogStaff) return true;
  if (target.isSchoolDogStaff) return false;
  const scope = manageUsersScope(actor);
  if (scope === 'all') return true;
  if (scope.length === 0 || isDistrictUser({ ...target, permissions: {} })) return false;
  return target.roleSchoolIds.length > 0 && target.roleSchoolIds.every((id) => scope.includes(id));
}

/** What the actor may do to this user in the admin screens (spec 001 §5 self rules included). */
export function userAdminAbilities(actor: UserAdminActor, target: UserAdminSubject): UserAdminAbilities {
  const manages = canManageUser(actor, target);
  const isSelf = actor.id === target.id;
  return {
    canEdit: manages,
    canChangeRole: manages && !isSelf,
    canChangePermissions: manages && !isSelf,
    canChangeDistrictAndSchools: manages && !isSelf,
    canArchive: manages && !isSelf,
    canDelete: manages && !isSelf,
    canSignOutEverywhere: manages,
    canManageMfa: manages && !isSelf,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/** Whether two permission maps grant the same (their canonical encodings match). */
export function samePermissions(a: PermissionMap, b: PermissionMap): boolean {
  return encodePermissions(a) === encodePermissions(b);
}

/**
 * Why the actor may not make this create (before null) or edit, or null when they may. The answer
 * is a 403 message: self rules first, then staff, then the reach of a school-scoped grant.
 */
export function userChangeRefusal(
  actor: UserAdminActor,
  before: (UserAdminSubject & { permissions: PermissionMap }) | null,
  next: UserAdminDraft,
): string | null {
  if (before && before.id === actor.id) {
    if (next.role !== before.role) return M.ownRoleFixed;
    if (!samePermissions(next.permissions, before.permissions)) return M.ownPermissionsFixed;
    if (next.isDistrictLevel !== before.isDistrictLevel || !sameSet(next.roleSchoolIds, before.roleSchoolIds))
      return M.ownSchoolsFixed;
  }
  if (!actor.isSchoolDogStaff && (next.isSchoolDogStaff || before?.isSchoolDogStaff))
    return M.onlyStaffManageStaff;
  if (before && !canManageUser(actor, before)) return M.mayNotManageUser;
  const scope = manageUsersScope(actor);
  if (actor.isSchoolDogStaff || scope === 'all') return null;
  if (isDistrictUser({ ...next, permissions: {} })) return M.districtOutsideGrant;
  if (!next.roleSchoolIds.every((id) => scope.includes(id))) return M.schoolsOutsideGrant;
  // A school-scoped manager gives access only at their schools, and never at every school.
  const permissionsChanged = !before || !samePermissions(next.permissions, before.permissions);
  const withinGrant = Object.values(next.permissions).every(
    (value) => !value?.hasPermission || (!value.always && value.forSchools.every((id) => scope.includes(id))),
  );
  if (permissionsChanged && !withinGrant) return M.schoolsOutsideGrant;
  return null;
}

/** Field problems of a user as it would be saved: schools for a school-level user, the permission cap. */
export function userDraftProblems(next: UserAdminDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isDistrictUser({ ...next }) && next.roleSchoolIds.length === 0)
    problems.roleSchoolIds = M.schoolsNeeded;
  if (!permissionsFitCap(next.permissions)) problems.permissions = PERMISSIONS_CAP_MESSAGE;
  return problems;
}
