export { can, canAtEverySchool, knownSchoolIdsOf, schoolsWhere } from './check.js';
export { defaultPermissionsForRole } from './defaults.js';
export {
  decodePermissions,
  encodePermissions,
  PERMISSIONS_CAP_MESSAGE,
  PERMISSIONS_ENCODED_MAX,
  permissionsFitCap,
} from './encode.js';
export {
  anyPermissionOf,
  type AnyPermissionName,
  DERIVED_PERMISSIONS,
  isAnyPermissionName,
  isPermissionName,
  PERMISSIONS,
  type PermissionCheck,
  type PermissionMap,
  type PermissionName,
  type PermissionValue,
  type ResolvedPermissions,
} from './names.js';
export { DASHBOARD_PERMISSION, type Landing, landingOf } from './landing.js';
export { type PermissionSettings, resolvePermissions } from './resolve.js';
export {
  friendlyRoleOf,
  isDistrictLevelRole,
  isDistrictUser,
  isRoleName,
  type PermissionSubject,
  ROLES,
  type RoleName,
  roleDisplayName,
  TASK_SIDE_ROLES,
  type TaskSideRoleName,
} from './roles.js';
