/**
 * Permission names and value shapes (spec 000 §6 "Permissions", spec 001 §6 "Permission model").
 * The names are the spec's own words; they are stored as keys of `user.permissions`.
 */
export const PERMISSIONS = [
  'log entries',
  'view entries',
  'manage entries',
  'manage other entries',
  'download entry reports',
  'send neighborhood watch',
  'view entry leaderboards',
  'send safety alerts',
  'receive safety alerts',
  'manage safety alerts',
  'propose tasks',
  'be proposed tasks',
  'manage tasks',
  'manage tasks settings',
  'manage task users',
  'record drills',
  'view assessments',
  'submit assessments',
  'manage assessments',
  'create rubrics',
  'manage rubrics',
  'view data insights',
  'manage data profiles',
  'download administrative reports',
  'manage users',
  'manage district',
  'manage schools',
] as const;
export type PermissionName = (typeof PERMISSIONS)[number];

/** Granted by resolution ("view district is granted to district users or those with manage district"), never stored. */
export const DERIVED_PERMISSIONS = ['view district'] as const;
export type AnyPermissionName = PermissionName | (typeof DERIVED_PERMISSIONS)[number];

declare const COMBINED: unique symbol;
/** A check of three or more alternatives, made by `anyPermissionOf` from typed names. */
type CombinedCheck = string & { readonly [COMBINED]: true };

/**
 * One permission name, or two alternatives separated by '|' ('log entries|view entries'), or more
 * made with `anyPermissionOf`. Typed, so a misspelled name does not compile.
 */
export type PermissionCheck = AnyPermissionName | `${AnyPermissionName}|${AnyPermissionName}` | CombinedCheck;

/** "Combined checks accept alternatives separated by a bar" (spec 000 §6): any of these names. */
export function anyPermissionOf(
  ...alternatives: [AnyPermissionName, ...AnyPermissionName[]]
): PermissionCheck {
  return alternatives.join('|') as CombinedCheck;
}

/** A stored or resolved permission: held everywhere (`always`) or at the listed schools. */
export interface PermissionValue {
  hasPermission: boolean;
  always: boolean;
  forSchools: string[];
}

/** `user.permissions` as stored: only the permissions the admin set. */
export type PermissionMap = Partial<Record<PermissionName, PermissionValue>>;

/** After resolution every name, including the derived ones, has a value. */
export type ResolvedPermissions = Record<AnyPermissionName, PermissionValue>;

const PERMISSION_NAME_SET: ReadonlySet<string> = new Set(PERMISSIONS);
const ANY_PERMISSION_NAME_SET: ReadonlySet<string> = new Set([...PERMISSIONS, ...DERIVED_PERMISSIONS]);

/** True for the stored permission names of spec 000 §6 "Permissions". */
export function isPermissionName(name: string): name is PermissionName {
  return PERMISSION_NAME_SET.has(name);
}

/** True for a stored permission name or a derived one such as 'view district' (spec 000 §6). */
export function isAnyPermissionName(name: string): name is AnyPermissionName {
  return ANY_PERMISSION_NAME_SET.has(name);
}

/** A fresh denied value: what a permission that is not held resolves to (spec 000 §6 "Resolution"). */
export function deniedPermission(): PermissionValue {
  return { hasPermission: false, always: false, forSchools: [] };
}

/** A fresh value held at every school ("always (all schools)", spec 001 §6). */
export function alwaysPermission(): PermissionValue {
  return { hasPermission: true, always: true, forSchools: [] };
}
