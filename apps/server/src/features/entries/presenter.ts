import type { CountableEntry, TEntry, TEntryWalk } from '@schooldog/domain';
import type { ObservationRow } from './tables.js';

export interface Reporter {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * An entry read with its reporter's names (left joined: null when the reporter is gone) and what
 * of its walk it carries (null when floating).
 */
export interface EntryWithNames {
  entry: ObservationRow;
  firstName: string | null;
  lastName: string | null;
  walk: TEntryWalk | null;
}

export const presentEntryWithNames = ({ entry, firstName, lastName, walk }: EntryWithNames): TEntry =>
  presentEntry(
    entry,
    firstName === null || lastName === null ? null : { id: entry.reportedByUserId, firstName, lastName },
    walk,
  );

/** What of its walk an entry carries: what canChangeEntry reads, so the web shows Edit as the server allows. */
export const entryWalkOf = (walk: TEntryWalk | null | undefined): TEntryWalk | null =>
  walk ? { status: walk.status, leaderUserId: walk.leaderUserId, collaborators: walk.collaborators } : null;

/** One entry as the API presents it. */
export function presentEntry(
  row: ObservationRow,
  reporter: Reporter | null,
  walk: TEntryWalk | null,
): TEntry {
  return {
    id: row.id,
    observationType: row.observationType,
    observationCategoryId: row.observationCategoryId,
    observationItemId: row.observationItemId,
    quantity: row.quantity,
    location: row.location,
    searchableLocation: row.searchableLocation,
    locationDataProfileId: row.locationDataProfileId,
    locationDataProfileOptionId: row.locationDataProfileOptionId,
    comment: row.comment,
    imagePaths: row.imagePaths,
    timestamp: row.timestamp.toISOString(),
    schoolId: row.schoolId,
    reportedByUserId: row.reportedByUserId,
    reportedBy: reporter,
    walkId: row.walkId,
    walk: entryWalkOf(walk),
    walkType: row.walkType,
    tags: row.tags,
    manualTags: row.manualTags,
    searchableTags: row.searchableTags,
    isFloating: row.isFloating,
    isDeleted: row.isDeleted,
    observationNumber: row.observationNumber,
    timeCreated: row.timeCreated.toISOString(),
    timeUpdated: row.timeUpdated.toISOString(),
    // Filled where entries are read for a screen (features/assessments/entry-links.ts).
    assessments: [],
    createdSafetyAlertIds: row.createdSafetyAlertIds,
    createdWorkOrderIds: row.createdTaskIds,
  };
}

/** What of a stored entry the insight counts read. */
export function countable(row: ObservationRow): CountableEntry {
  return {
    observationType: row.observationType,
    walkType: row.walkType,
    quantity: row.quantity,
    schoolId: row.schoolId,
    observationCategoryId: row.observationCategoryId,
    observationItemId: row.observationItemId,
    locationDataProfileId: row.locationDataProfileId,
    locationDataProfileOptionId: row.locationDataProfileOptionId,
    searchableTags: row.searchableTags,
    reportedByUserId: row.reportedByUserId,
    timestamp: row.timestamp.toISOString(),
    isDeleted: row.isDeleted,
  };
}
