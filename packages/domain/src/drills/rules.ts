import { can, schoolsWhere } from '../permissions/check.js';
import type { ResolvedPermissions } from '../permissions/names.js';

/*
 * Who may do what with drills (spec 000 §2 "Pages need record drills. Lists are limited to schools
 * where the user may record drills", §6): one permission, at the drill's school.
 */

export const RECORD_DRILLS = 'record drills' as const;

/** The Drills menu item, pages and action: record drills at any school. */
export const canUseDrills = (permissions: ResolvedPermissions): boolean => can(permissions, RECORD_DRILLS);

/** Recording, seeing, updating or deleting a drill at this school. */
export const canRecordDrillAt = (permissions: ResolvedPermissions, schoolId: string): boolean =>
  can(permissions, RECORD_DRILLS, schoolId);

/** The schools whose drills the user sees: every school, or these. */
export const drillSchoolsOf = (permissions: ResolvedPermissions): 'all' | string[] =>
  schoolsWhere(permissions, RECORD_DRILLS);
