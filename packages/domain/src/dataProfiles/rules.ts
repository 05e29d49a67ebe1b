import { can } from '../permissions/check.js';
import { anyPermissionOf, type ResolvedPermissions } from '../permissions/names.js';

/*
 * Who reads and who changes a data profile (spec 000 §6): view data insights at the profile's
 * school reads it, manage data profiles there changes it. A district-wide profile (no school)
 * needs the permission everywhere.
 */

function at(
  permissions: ResolvedPermissions,
  check: 'view data insights' | 'manage data profiles',
  schoolId: string | null,
) {
  if (schoolId !== null) return can(permissions, check, schoolId);
  const value = permissions[check];
  return value?.hasPermission === true && value.always;
}

export const canViewDataProfile = (permissions: ResolvedPermissions, schoolId: string | null) =>
  at(permissions, 'view data insights', schoolId);

export const canManageDataProfile = (permissions: ResolvedPermissions, schoolId: string | null) =>
  at(permissions, 'manage data profiles', schoolId);

/** The data profiles screens and menu entry: view data insights at one school at least. */
export const DATA_PROFILES_ACCESS = 'view data insights' as const;

/**
 * Who reads a school's profile options for the location picker: whoever logs entries or opens work
 * orders there (the entry and work order dialogs), or reads data insights.
 */
export const DATA_PROFILE_PICKER_ACCESS = anyPermissionOf(
  'log entries',
  'view entries',
  'propose tasks',
  'manage tasks',
  'be proposed tasks',
  'view data insights',
);

/** The name a typed location is compared by: trimmed and lower case, as an entry's searchable location. */
export const optionKey = (name: string) => name.trim().toLowerCase();
