import {
  isAnyPermissionName,
  type PermissionCheck,
  type PermissionValue,
  type ResolvedPermissions,
} from './names.js';

/** The held values of the check's alternatives ("Combined checks accept alternatives separated by a bar"); unknown names drop out. */
function heldAlternatives(permissions: ResolvedPermissions, check: PermissionCheck): PermissionValue[] {
  return (
    check
      .split('|')
      .map((name) => name.trim())
      .filter(isAnyPermissionName)
      // A missing value (e.g. a map parsed from an older API response) counts as denied rather than throwing.
      .map((name): PermissionValue | undefined => permissions[name])
      .filter((value): value is PermissionValue => value?.hasPermission === true)
  );
}

/** "It passes when hasPermission is set and it is always granted, or the school is in forSchools" (spec 000 §6 "Resolution"). */
export function can(permissions: ResolvedPermissions, check: PermissionCheck, schoolId?: string): boolean {
  // Without a school this is "the any-school check": always, or a non-empty school list. One alternative passing is enough.
  return heldAlternatives(permissions, check).some((value) =>
    schoolId === undefined
      ? value.always || value.forSchools.length > 0
      : value.always || value.forSchools.includes(schoolId),
  );
}

/** "With view entries at every selected school" (spec 000 §6 "Seeing entries"): the check passes at each school; none selected fails. */
export function canAtEverySchool(
  permissions: ResolvedPermissions,
  check: PermissionCheck,
  schoolIds: string[],
): boolean {
  if (schoolIds.length === 0) return false;
  return schoolIds.every((schoolId) => can(permissions, check, schoolId));
}

/** "Schools are restricted to those where the user has it" (spec 000 §6): 'all' for a global permission, else the sorted school ids. */
export function schoolsWhere(permissions: ResolvedPermissions, check: PermissionCheck): 'all' | string[] {
  const held = heldAlternatives(permissions, check);
  if (held.some((value) => value.always)) return 'all';
  return [...new Set(held.flatMap((value) => value.forSchools))].sort();
}

/**
 * The schools a user works with: their own (roleSchoolIds) and every school where they hold any
 * permission; 'all' when one is held everywhere. A crew member saved with a school and district-wide
 * work order permissions sees work orders at every school, so every school's name must be known to
 * them (on the device too, for the list, the board, the page and the print sheet offline).
 */
export function knownSchoolIdsOf(
  permissions: ResolvedPermissions,
  roleSchoolIds: readonly string[],
): 'all' | string[] {
  const held = Object.values(permissions).filter((value) => value?.hasPermission === true);
  if (held.some((value) => value.always)) return 'all';
  return [...new Set([...roleSchoolIds, ...held.flatMap((value) => value.forSchools)])].sort();
}
