import {
  type AnyPermissionName,
  alwaysPermission,
  deniedPermission,
  PERMISSIONS,
  type PermissionName,
  type PermissionValue,
  type ResolvedPermissions,
} from './names.js';
import { isDistrictUser, type PermissionSubject } from './roles.js';

/** The app settings resolution depends on (spec 000 §3 "App settings (global)"). */
export interface PermissionSettings {
  enableWorkOrders: boolean;
}

/** "Product staff have every permission except be proposed tasks and receive safety alerts" (spec 000 §6). */
const STAFF_OWN_MAP_ONLY: ReadonlySet<PermissionName> = new Set([
  'be proposed tasks',
  'receive safety alerts',
]);

/**
 * "Anything with tasks in the name is denied unless the app setting enableWorkOrders is on"
 * (spec 000 §6; 001 §1 says "every permission whose name contains tasks"). Applied literally:
 * propose tasks, be proposed tasks, manage tasks and manage tasks settings. 'manage task users'
 * says "task", not "tasks", so it is left as stored: it only acts inside Work Order Settings,
 * which needs 'manage tasks settings' (denied); work-order routes should check the setting as well.
 */
const isTasksPermission = (name: PermissionName): boolean => name.includes('tasks');

/** Resolves a user's stored map into every permission's effective value (spec 000 §6 "Resolution"). */
export function resolvePermissions(
  user: PermissionSubject,
  settings: PermissionSettings,
): ResolvedPermissions {
  // Every key is filled below; TypeScript cannot follow that through the loop, hence the one cast.
  const resolved = {} as Record<AnyPermissionName, PermissionValue>;
  for (const name of PERMISSIONS) {
    resolved[name] = resolveOne(user, name, settings);
  }
  resolved['view district'] =
    isDistrictUser(user) || heldAtAnySchool(resolved['manage district'])
      ? alwaysPermission()
      : deniedPermission();
  return resolved;
}

function resolveOne(
  user: PermissionSubject,
  name: PermissionName,
  settings: PermissionSettings,
): PermissionValue {
  if (isTasksPermission(name) && !settings.enableWorkOrders) return deniedPermission();
  if (user.isSchoolDogStaff && !STAFF_OWN_MAP_ONLY.has(name)) return alwaysPermission();
  return fromStored(user.permissions[name]);
}

/**
 * A stored value, copied and normalised: hasPermission false, nothing stored, or a per-school grant
 * with no school all resolve to denied (none of them passes a check); school ids are de-duplicated
 * and sorted. So equal meanings compare equal.
 */
function fromStored(stored: PermissionValue | undefined): PermissionValue {
  if (stored?.hasPermission !== true) return deniedPermission();
  if (stored.always) return alwaysPermission();
  const forSchools = Array.isArray(stored.forSchools) ? [...new Set(stored.forSchools)].sort() : [];
  return forSchools.length === 0 ? deniedPermission() : { hasPermission: true, always: false, forSchools };
}

function heldAtAnySchool(value: PermissionValue): boolean {
  return value.hasPermission && (value.always || value.forSchools.length > 0);
}
