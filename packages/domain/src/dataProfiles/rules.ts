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

/**
 * Who downloads a profile's room labels (the QR code sheet, beyond the spec): manage data profiles
 * at its school. Posting codes on doors decides where entries land, as the profile's options do
 * (docs/decisions.md "Room labels"). A district-wide profile has none: a label names its school.
 */
export const canPrintRoomLabels = (permissions: ResolvedPermissions, schoolId: string | null) =>
  schoolId !== null && canManageDataProfile(permissions, schoolId);

/** An option's entries on its page: whoever views or logs entries where the profile is (their own then). */
export function canListOptionEntries(permissions: ResolvedPermissions, schoolId: string | null) {
  const check = anyPermissionOf('view entries', 'log entries');
  return schoolId === null ? can(permissions, check) : can(permissions, check, schoolId);
}

/** An option's work orders on its page: whoever reaches the work orders (those they may see). */
export const OPTION_WORK_ORDERS_ACCESS = anyPermissionOf(
  'propose tasks',
  'be proposed tasks',
  'manage tasks',
);

/** The months of an option's trend. */
export const OPTION_TREND_MONTHS = 12;

/** The last `count` months (YYYY-MM) ending with `month`, oldest first. */
export function monthsEndingWith(month: string, count: number = OPTION_TREND_MONTHS): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const total = year * 12 + (monthNumber - 1) - (count - 1 - index);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

/** Where a room's QR code leads: the app's Log Entry with the school and the room filled in. */
export const ROOM_LOG_PATH = '/log';

export interface RoomLogTarget {
  schoolId: string;
  profileId: string;
  optionId: string;
}

/** The address a room label's QR code encodes. */
export function roomLogUrl(publicUrl: string, target: RoomLogTarget): string {
  const query = new URLSearchParams({
    schoolId: target.schoolId,
    profileId: target.profileId,
    optionId: target.optionId,
  });
  return `${publicUrl.replace(/\/$/, '')}${ROOM_LOG_PATH}?${query.toString()}`;
}

/** The room a /log address names, or null when one of its parts is missing. */
export function roomLogTargetOf(search: URLSearchParams): RoomLogTarget | null {
  const schoolId = search.get('schoolId');
  const profileId = search.get('profileId');
  const optionId = search.get('optionId');
  if (!schoolId || !profileId || !optionId) return null;
  return { schoolId, profileId, optionId };
}
