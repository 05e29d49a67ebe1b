import {
  can,
  DERIVED_PERMISSIONS,
  PERMISSIONS,
  type PermissionCheck,
  type PermissionValue,
  type ResolvedPermissions,
  type TMeResponse,
} from '@schooldog/domain';

const DENIED: PermissionValue = { hasPermission: false, always: false, forSchools: [] };
const resolvedCache = new WeakMap<TMeResponse, ResolvedPermissions>();

/**
 * /api/me sends the resolved permissions as a plain record; `can` wants every name present.
 * A name missing from the response counts as denied.
 */
export function resolvedPermissionsOf(me: TMeResponse): ResolvedPermissions {
  const cached = resolvedCache.get(me);
  if (cached) return cached;
  const names = [...PERMISSIONS, ...DERIVED_PERMISSIONS];
  const resolved = Object.fromEntries(
    names.map((name) => [name, me.permissions[name] ?? DENIED]),
  ) as ResolvedPermissions;
  resolvedCache.set(me, resolved);
  return resolved;
}

/** The web side of the shared rule: shows or hides, while only the server decides (ARCHITECTURE §5). */
export function userCan(me: TMeResponse, check: PermissionCheck, schoolId?: string): boolean {
  return can(resolvedPermissionsOf(me), check, schoolId);
}
