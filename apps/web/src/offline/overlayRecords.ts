import {
  cleanTags,
  entryTags,
  participantsOf,
  searchableLocation,
  type TEntry,
  type TWalk,
  walkTypeFor,
  ZWalkContext,
} from '@schooldog/domain';
import {
  changesNamed,
  type OverlayContext,
  type PendingArgs,
  type PendingChangeOf,
  type PersonSummary,
} from './pendingChanges';

/*
 * One record after the user's queued changes, built the way the server builds it (entries:
 * apps/server/src/features/entries/create.ts and change.ts; walks: walks/service.ts), so a record
 * that exists only on this device looks like any other until the server's copy replaces it.
 */

/** Same instant, in the server's form (toISOString), so records sort and compare alike. */
function isoOf(time: string): string {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? time : date.toISOString();
}

/** The keys actually sent: a patch never blanks a field it does not name. */
function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function personOf(ctx: OverlayContext): PersonSummary {
  const { id, firstName, lastName } = ctx.user;
  return { id, firstName, lastName };
}

function tagFields(ctx: OverlayContext, categoryId: string, itemId: string, manualTags: readonly string[]) {
  return entryTags(ctx.settings ?? { categories: [], items: [] }, categoryId, itemId, manualTags);
}

/** A walk started on this device: in progress, led by the user, as POST /api/walks makes it. */
export function walkFromCreate(change: PendingChangeOf<'walk.create'>, ctx: OverlayContext): TWalk {
  const { id, schoolId, collaboratorUserIds } = change.args;
  const leader = personOf(ctx);
  const collaborators = [...new Set(collaboratorUserIds)].filter((userId) => userId !== leader.id);
  const known = ctx.peopleAt?.(schoolId) ?? [];
  const people = [
    leader,
    ...collaborators.flatMap((userId) => known.filter((person) => person.id === userId).slice(0, 1)),
  ];
  const queuedAt = isoOf(change.queuedAt);
  return {
    id,
    schoolId,
    status: 'inprogress',
    walkType: walkTypeFor(ctx.user, schoolId),
    currentStage: 'observations',
    leaderUserId: leader.id,
    createdByUserId: leader.id,
    collaborators,
    participantUserIds: participantsOf(leader.id, collaborators),
    people,
    awaitingReviewBy: null,
    assessmentIds: [],
    submissionHistory: [],
    context: ZWalkContext.parse({}),
    entryCount: 0,
    tags: [],
    score: null,
    isAbandoned: false,
    timeSubmitted: null,
    autoCompleteAt: null,
    timeCreated: queuedAt,
    timeUpdated: queuedAt,
    timeCompleted: null,
    timeArchived: null,
    archivedByUserId: null,
  };
}

/** A walk as known here: started on this device, else as the server last answered. */
function knownWalk(walkId: string, ctx: OverlayContext): TWalk | null {
  const created = changesNamed(ctx.changes, 'walk.create').find((change) => change.args.id === walkId);
  if (created) return walkFromCreate(created, ctx);
  return ctx.walkOf?.(walkId) ?? null;
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
  const { timestamp, schoolId: newSchoolId, ...fields } = changes;
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

/** A walk after a change of its context, collaborators or leader (PATCH /api/walks/:id). */
export function applyWalkUpdate(walk: TWalk, change: PendingChangeOf<'walk.update'>): TWalk {
  const { context, collaboratorUserIds, leaderUserId } = change.args.changes;
  let leader = walk.leaderUserId;
  let collaborators = collaboratorUserIds ? [...new Set(collaboratorUserIds)] : walk.collaborators;
  if (leaderUserId && leaderUserId !== leader && collaborators.includes(leaderUserId)) {
    collaborators = [...collaborators.filter((id) => id !== leaderUserId), leader];
    leader = leaderUserId;
  }
  return {
    ...walk,
    context: context ? { ...walk.context, ...definedOnly(context) } : walk.context,
    leaderUserId: leader,
    collaborators,
    participantUserIds: participantsOf(leader, collaborators),
    timeUpdated: isoOf(change.queuedAt),
  };
}

/** Newest first, as the server orders entries (timestamp, then id). */
export function byNewestEntry(a: TEntry, b: TEntry): number {
  if (a.timestamp !== b.timestamp) return a.timestamp < b.timestamp ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Newest first, as the server orders walks (timeCreated, then id). */
export function byNewestWalk(a: TWalk, b: TWalk): number {
  if (a.timeCreated !== b.timeCreated) return a.timeCreated < b.timeCreated ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
