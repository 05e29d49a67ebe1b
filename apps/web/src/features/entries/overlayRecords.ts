import { cleanTags, entryTags, searchableLocation, type TEntry, walkTypeFor } from '@schooldog/domain';
import { definedOnly, isoOf, personOf } from '../../offline/overlay';
import type { OverlayContext, PendingArgs, PendingChangeOf } from '../../offline/pendingChanges';
import { knownWalk } from '../walks/overlayRecords';

/*
 * An entry after the user's queued changes, built the way the server builds it
 * (apps/server/src/features/entries/create.ts and change.ts), so an entry that exists only on this
 * device looks like any other until the server's copy replaces it.
 */

function tagFields(ctx: OverlayContext, categoryId: string, itemId: string, manualTags: readonly string[]) {
  return entryTags(ctx.settings ?? { categories: [], items: [] }, categoryId, itemId, manualTags);
}

/** An entry logged on this device, as POST /api/entries makes it (in a walk: the walk's school and type). */
export function entryFromCreate(change: PendingChangeOf<'entry.create'>, ctx: OverlayContext): TEntry {
  const args = change.args;
  const walkId = args.walkId ?? null;
  const walk = walkId ? knownWalk(walkId, ctx) : null;
  const schoolId = walk?.schoolId ?? args.schoolId;
  const queuedAt = isoOf(change.queuedAt);
  return {
    id: args.id,
    observationType: args.observationType,
    observationCategoryId: args.observationCategoryId,
    observationItemId: args.observationItemId,
    quantity: args.quantity,
    location: args.location,
    searchableLocation: searchableLocation(args.location),
    locationDataProfileId: args.locationDataProfileId,
    locationDataProfileOptionId: args.locationDataProfileOptionId,
    comment: args.comment,
    imagePaths: args.imagePaths,
    timestamp: args.timestamp ? isoOf(args.timestamp) : queuedAt,
    schoolId,
    reportedByUserId: ctx.user.id,
    reportedBy: personOf(ctx),
    walkId,
    walk: walk
      ? { status: walk.status, leaderUserId: walk.leaderUserId, collaborators: walk.collaborators }
      : null,
    walkType: walk?.walkType ?? walkTypeFor(ctx.user, schoolId),
    ...tagFields(ctx, args.observationCategoryId, args.observationItemId, args.manualTags),
    isFloating: walkId === null,
    isDeleted: false,
    // The server numbers entries; 0 until it has this one.
    observationNumber: 0,
    timeCreated: queuedAt,
    timeUpdated: queuedAt,
    // The server links it to its walk's assessments once it has it.
    assessments: [],
    // The server makes the entry's alert once it has it (offline alerts wait for sync).
    createdSafetyAlertIds: [],
    // Its drafted work orders show as made here ('ID Pending') until the server makes them.
    createdWorkOrderIds: (args.tasksToAddOnSubmission ?? []).map((draft) => draft.id),
  };
}

/** The tags after an edit: recomputed when the observation or the manual tags change. */
function tagsAfter(entry: TEntry, changes: PendingArgs<'entry.update'>['changes'], ctx: OverlayContext) {
  const { observationCategoryId, observationItemId, manualTags } = changes;
  const unchanged = { tags: entry.tags, manualTags: entry.manualTags, searchableTags: entry.searchableTags };
  if (observationCategoryId === undefined && observationItemId === undefined && manualTags === undefined)
    return unchanged;
  const categoryId = observationCategoryId ?? entry.observationCategoryId;
  const itemId = observationItemId ?? entry.observationItemId;
  const manual = manualTags ?? entry.manualTags;
  if (ctx.settings) return tagFields(ctx, categoryId, itemId, manual);
  // Without the settings the category and item tags are unknown: keep the ones it had.
  const oldManual = new Set(entry.manualTags.map((tag) => tag.toLowerCase()));
  const kept = entry.tags.filter((tag) => !oldManual.has(tag.toLowerCase()));
  const cleanManual = cleanTags(manual);
  const tags = cleanTags([...kept, ...cleanManual]);
  return { tags, manualTags: cleanManual, searchableTags: tags.map((tag) => tag.toLowerCase()) };
}

/** An entry after an edit, with its derived fields (PATCH /api/entries/:id). */
export function applyEntryUpdate(
  entry: TEntry,
  change: PendingChangeOf<'entry.update'>,
  ctx: OverlayContext,
): TEntry {
  const changes = definedOnly(change.args.changes);
  // Drafted work orders are the server's to make; the entry lists them once it has.
  const { timestamp, schoolId: newSchoolId, tasksToAddOnSubmission: _drafts, ...fields } = changes;
  const location = fields.location ?? entry.location;
  // An entry logged in a walk stays at the walk's school (the server refuses the move).
  const schoolId = entry.walkId === null && newSchoolId ? newSchoolId : entry.schoolId;
  const isMovedByReporter = schoolId !== entry.schoolId && entry.reportedByUserId === ctx.user.id;
  return {
    ...entry,
    ...fields,
    timestamp: timestamp ? isoOf(timestamp) : entry.timestamp,
    location,
    searchableLocation: searchableLocation(location),
    schoolId,
    // A floating entry's walk type follows its reporter and its school.
    walkType: isMovedByReporter ? walkTypeFor(ctx.user, schoolId) : entry.walkType,
    ...tagsAfter(entry, change.args.changes, ctx),
    timeUpdated: isoOf(change.queuedAt),
  };
}

/** Newest first, as the server orders entries (timestamp, then id). */
export function byNewestEntry(a: TEntry, b: TEntry): number {
  if (a.timestamp !== b.timestamp) return a.timestamp < b.timestamp ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
