import { can, canAtEverySchool, schoolsWhere } from '../permissions/check.js';
import type { ResolvedPermissions } from '../permissions/names.js';

/*
 * "Reports card and download buttons need download entry reports" (spec 000 §6): the explorer's
 * CSV and PDF, a walk's CSV and its PDF reports. One rule for the web's buttons and the server.
 */

const DOWNLOAD = 'download entry reports';

/** A walk's downloads (its CSV and PDF reports): download entry reports at the walk's school. */
export function canDownloadWalkReports(
  permissions: ResolvedPermissions,
  walk: { schoolId: string },
): boolean {
  return can(permissions, DOWNLOAD, walk.schoolId);
}

/**
 * The explorer's downloads for the selected schools: allowed with download entry reports at every
 * selected school, or at one school at least when none is selected. `schools` bounds what a
 * download holds: "without a global permission, schools are restricted to those where the user
 * has it".
 */
export function entryDownloadScope(
  permissions: ResolvedPermissions,
  selectedSchoolIds: readonly string[],
): { mayDownload: boolean; schools: 'all' | string[] } {
  const mayDownload =
    selectedSchoolIds.length > 0
      ? canAtEverySchool(permissions, DOWNLOAD, [...selectedSchoolIds])
      : can(permissions, DOWNLOAD);
  return { mayDownload, schools: schoolsWhere(permissions, DOWNLOAD) };
}
