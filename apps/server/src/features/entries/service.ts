import {
  can,
  canManageEntry,
  canSeeEntry,
  entryTags,
  isDistrictUser,
  newId,
  observationChoiceError,
  searchableLocation,
  type TCreateEntryRequest,
  type TEntry,
  type TObservationSettings,
  type TUpdateEntryRequest,
  walkTypeFor,
  ZCreateEntryRequest,
} from '@schooldog/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.js';
import type { EventBus } from '../../platform/events.js';
import type { FileStorage } from '../../platform/storage.js';
import { storedFiles } from '../files/tables.js';
import { applyInsightChanges } from '../insights/service.js';
import type { SettingsService } from '../settings/service.js';
import { users } from '../users/tables.js';
import {
  assertCanChangeWalkEntry,
  canSeeThroughWalk,
  mayChangeEntryOf,
  mayLogInto,
  touchWalkFor,
  walkToLogInto,
} from '../walks/entries.js';
import { countable, presentEntry, type Reporter } from './presenter.js';
import { type NewObservationRow, type ObservationRow, observationDeltas, observations } from './tables.js';

export interface EntryDeps {
  db: Db;
  settings: SettingsService;
  events: EventBus;
  storage: FileStorage;
  /** The app's clock (walk times read it); the machine's time when absent. */
  clock?: () => Date;
}

const nowOf = (deps: EntryDeps) => deps.clock?.() ?? new Date();

/** Pictures no entry names any more leave storage once the change has committed. */
export async function discardPictures(deps: EntryDeps, paths: string[]) {
  if (paths.length === 0) return;
  await deps.db.delete(storedFiles).where(inArray(storedFiles.path, paths));
  // A file left behind by a failed delete is harmless: nothing names it and it is never served.
  await Promise.allSettled(paths.map((path) => deps.storage.delete(path)));
}

type Executor = Pick<Db, 'select'>;

const AUDITED = [
  'observationType',
  'observationCategoryId',
  'observationItemId',
  'quantity',
  'location',
  'locationDataProfileId',
  'locationDataProfileOptionId',
  'comment',
  'imagePaths',
  'timestamp',
  'schoolId',
  'tags',
  'manualTags',
] as const satisfies readonly (keyof ObservationRow)[];

const jsonValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

function deltaFields(before: Partial<ObservationRow>, after: Partial<ObservationRow>) {
  const fields: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of AUDITED) {
    const from = jsonValue(before[field] ?? null);
    const to = jsonValue(after[field] ?? null);
    if (JSON.stringify(from) !== JSON.stringify(to)) fields[field] = { from, to };
  }
  return fields;
}

/** The acting user as the reporter of the entry they just logged (no need to read them again). */
const reporterFrom = (actor: Actor): Reporter => ({
  id: actor.user.id,
  firstName: actor.user.firstName,
  lastName: actor.user.lastName,
});

async function reporterOf(executor: Executor, userId: string): Promise<Reporter | null> {
  const [row] = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The person a floating entry's walk type follows: its reporter (spec 000 §4 "Walk"). */
async function walkPersonOf(executor: Executor, actor: Actor, userId: string) {
  if (userId === actor.user.id)
    return { isDistrictUser: actor.isDistrictUser, roleSchoolIds: actor.user.roleSchoolIds };
  const [row] = await executor.select().from(users).where(eq(users.id, userId));
  return row ? { isDistrictUser: isDistrictUser(row), roleSchoolIds: row.roleSchoolIds } : null;
}

function assertObservationChoice(settings: TObservationSettings, categoryId: string, itemId: string) {
  const error = observationChoiceError(settings, categoryId, itemId);
  if (error) throw Invalid({ [error.field]: error.message });
}

/** Pictures named on an entry must be this entry's, uploaded by this user (or already on it). */
async function assertPictures(
  executor: Executor,
  entryId: string,
  userId: string,
  paths: string[],
  kept: string[],
) {
  const fresh = paths.filter((path) => !kept.includes(path));
  if (fresh.length === 0) return;
  const prefix = `observations/${entryId}/`;
  if (fresh.some((path) => !path.startsWith(prefix)))
    throw Invalid({ imagePaths: 'A picture belongs to another entry.' });
  const found = await executor
    .select({ path: storedFiles.path, uploadedByUserId: storedFiles.uploadedByUserId })
    .from(storedFiles)
    .where(inArray(storedFiles.path, fresh));
  const mine = new Set(found.filter((file) => file.uploadedByUserId === userId).map((file) => file.path));
  if (fresh.some((path) => !mine.has(path)))
    throw Invalid({ imagePaths: 'A picture has not been uploaded yet.' });
}

/** Loads an entry the actor may see (404 otherwise, so ids are not probed). */
export async function loadVisibleEntry(db: Db, actor: Actor, id: string): Promise<ObservationRow> {
  const [row] = await db.select().from(observations).where(eq(observations.id, id));
  if (!row || row.isDeleted) throw NotFound('Entry not found');
  // An entry of a walk is also seen by whoever may view the walk (spec 000 §6).
  if (!canSeeEntry(actor.permissions, actor.user.id, row) && !(await canSeeThroughWalk(db, actor, row)))
    throw NotFound('Entry not found');
  return row;
}

export async function getEntry(deps: EntryDeps, actor: Actor, id: string): Promise<TEntry> {
  const row = await loadVisibleEntry(deps.db, actor, id);
  return presentEntry(row, await reporterOf(deps.db, row.reportedByUserId));
}

/**
 * Logs a floating entry (spec 000 §4 "Entry"): validated, tagged, audited with a create delta and
 * counted in the insight counts, all in one transaction. A repeated id returns the stored entry.
 */
export async function createEntry(
  deps: EntryDeps,
  actor: Actor,
  input: TCreateEntryRequest,
): Promise<{ entry: TEntry; isNew: boolean }> {
  const request = ZCreateEntryRequest.parse(input);
  // Logged in a walk: the walk's school and walk type apply, and its participants log while in progress.
  const walk = request.walkId ? await walkToLogInto(deps.db, actor, request.walkId) : null;
  if (!walk && !can(actor.permissions, 'log entries', request.schoolId))
    throw Forbidden('You may not log entries at this school.');
  const id = request.id ?? newId();
  const existing = await deps.db.select().from(observations).where(eq(observations.id, id));
  if (existing[0]) {
    if (existing[0].reportedByUserId !== actor.user.id)
      throw Conflict('An entry with this id already exists.');
    return { entry: presentEntry(existing[0], reporterFrom(actor)), isNew: false };
  }
  const settings = await deps.settings.get('observation');
  assertObservationChoice(settings, request.observationCategoryId, request.observationItemId);
  const row: NewObservationRow = {
    id,
    observationType: request.observationType,
    observationCategoryId: request.observationCategoryId,
    observationItemId: request.observationItemId,
    quantity: request.quantity,
    location: request.location,
    searchableLocation: searchableLocation(request.location),
    locationDataProfileId: request.locationDataProfileId,
    locationDataProfileOptionId: request.locationDataProfileOptionId,
    comment: request.comment,
    imagePaths: request.imagePaths,
    timestamp: request.timestamp ? new Date(request.timestamp) : nowOf(deps),
    schoolId: walk?.schoolId ?? request.schoolId,
    reportedByUserId: actor.user.id,
    walkId: walk?.id ?? null,
    walkType:
      walk?.walkType ??
      walkTypeFor(
        { isDistrictUser: actor.isDistrictUser, roleSchoolIds: actor.user.roleSchoolIds },
        request.schoolId,
      ),
    isFloating: !walk,
    ...entryTags(settings, request.observationCategoryId, request.observationItemId, request.manualTags),
  };
  let participants: string[] | undefined;
  const created = await deps.db.transaction(async (tx) => {
    if (walk)
      participants = (await touchWalkFor(tx, walk.id, nowOf(deps), mayLogInto(actor))).participantUserIds;
    await assertPictures(tx, id, actor.user.id, request.imagePaths, []);
    // A concurrent retry of the same create inserts nothing here and reads the winner below.
    const [inserted] = await tx.insert(observations).values(row).onConflictDoNothing().returning();
    if (!inserted) return null;
    await tx.insert(observationDeltas).values({
      id: newId(),
      observationId: id,
      schoolId: inserted.schoolId,
      type: 'create',
      deltaFields: deltaFields({}, inserted),
      reportedByUserId: actor.user.id,
    });
    await applyInsightChanges(tx, null, countable(inserted));
    return inserted;
  });
  if (!created) return createEntry(deps, actor, { ...input, id });
  deps.events.publish({
    type: 'entry',
    id,
    action: 'created',
    schoolId: created.schoolId,
    reportedByUserId: actor.user.id,
    walkParticipantUserIds: participants,
  });
  return { entry: presentEntry(created, reporterFrom(actor)), isNew: true };
}

/** Edits an entry: only changed fields are written and audited; the counts move with it. */
export async function updateEntry(
  deps: EntryDeps,
  actor: Actor,
  id: string,
  patch: TUpdateEntryRequest,
): Promise<TEntry> {
  const visible = await loadVisibleEntry(deps.db, actor, id);
  if (visible.walkId) {
    await assertCanChangeWalkEntry(deps.db, actor, visible);
    if (patch.schoolId && patch.schoolId !== visible.schoolId)
      throw Invalid({ schoolId: 'An entry logged in a walk stays at the walk’s school.' });
  } else if (!canManageEntry(actor.permissions, actor.user.id, visible)) {
    throw Forbidden('You may not change this entry.');
  }
  if (
    patch.schoolId &&
    patch.schoolId !== visible.schoolId &&
    !can(actor.permissions, 'log entries', patch.schoolId)
  ) {
    throw Forbidden('You may not log entries at this school.');
  }
  const settings = await deps.settings.get('observation');
  const reporter = await walkPersonOf(deps.db, actor, visible.reportedByUserId);
  const result = await deps.db.transaction(async (tx) => {
    // The row is locked so concurrent edits apply their count changes one after another.
    const [before] = await tx.select().from(observations).where(eq(observations.id, id)).for('update');
    if (!before || before.isDeleted) throw NotFound('Entry not found');
    const next = nextVersion(settings, reporter, before, patch);
    const changes = deltaFields(before, { ...before, ...next });
    if (Object.keys(changes).length === 0 && next.walkType === before.walkType)
      return { row: before, changed: false, fromSchoolId: before.schoolId, removedPictures: [] };
    const participants = before.walkId
      ? (await touchWalkFor(tx, before.walkId, nowOf(deps), mayChangeEntryOf(actor, before)))
          .participantUserIds
      : undefined;
    await assertPictures(tx, id, actor.user.id, next.imagePaths ?? before.imagePaths, before.imagePaths);
    const [row] = await tx.update(observations).set(next).where(eq(observations.id, id)).returning();
    if (!row) throw NotFound('Entry not found');
    await tx.insert(observationDeltas).values({
      id: newId(),
      observationId: id,
      schoolId: row.schoolId,
      type: 'update',
      deltaFields: changes,
      reportedByUserId: actor.user.id,
    });
    await applyInsightChanges(tx, countable(before), countable(row));
    const removedPictures = before.imagePaths.filter((path) => !row.imagePaths.includes(path));
    return { row, changed: true, fromSchoolId: before.schoolId, removedPictures, participants };
  });
  const { row } = result;
  if (result.changed) {
    await discardPictures(deps, result.removedPictures);
    // A move to another school is announced at both, so those who saw it at the old one refetch.
    for (const schoolId of new Set([result.fromSchoolId, row.schoolId])) {
      deps.events.publish({
        type: 'entry',
        id,
        action: 'updated',
        schoolId,
        reportedByUserId: row.reportedByUserId,
        walkParticipantUserIds: result.participants,
      });
    }
  }
  return presentEntry(row, await reporterOf(deps.db, row.reportedByUserId));
}

/** The entry after a patch, with its derived fields (tags, searchable location, walk type). */
function nextVersion(
  settings: TObservationSettings,
  reporter: { isDistrictUser: boolean; roleSchoolIds: readonly string[] } | null,
  before: ObservationRow,
  patch: TUpdateEntryRequest,
): Partial<ObservationRow> {
  const categoryId = patch.observationCategoryId ?? before.observationCategoryId;
  const itemId = patch.observationItemId ?? before.observationItemId;
  if (patch.observationCategoryId !== undefined || patch.observationItemId !== undefined) {
    assertObservationChoice(settings, categoryId, itemId);
  }
  const location = patch.location ?? before.location;
  const schoolId = patch.schoolId ?? before.schoolId;
  const { timestamp, ...rest } = patch;
  return {
    ...rest,
    timestamp: timestamp ? new Date(timestamp) : before.timestamp,
    location,
    searchableLocation: searchableLocation(location),
    ...entryTags(settings, categoryId, itemId, patch.manualTags ?? before.manualTags),
    // A floating entry's walk type follows its reporter and its school.
    walkType:
      before.walkId === null && schoolId !== before.schoolId && reporter
        ? walkTypeFor(reporter, schoolId)
        : before.walkType,
  };
}

/** Deletes an entry: permanently when floating, softly (isDeleted) inside a walk. */
export async function deleteEntry(deps: EntryDeps, actor: Actor, id: string): Promise<void> {
  const visible = await loadVisibleEntry(deps.db, actor, id);
  if (visible.walkId) await assertCanChangeWalkEntry(deps.db, actor, visible);
  else if (!canManageEntry(actor.permissions, actor.user.id, visible))
    throw Forbidden('You may not delete this entry.');
  let participants: string[] | undefined;
  const deleted = await deps.db.transaction(async (tx) => {
    if (visible.walkId)
      participants = (await touchWalkFor(tx, visible.walkId, nowOf(deps), mayChangeEntryOf(actor, visible)))
        .participantUserIds;
    // Only the delete that actually removes the row changes the counts (a repeat is a no-op).
    const [before] =
      visible.walkId === null
        ? await tx
            .delete(observations)
            .where(and(eq(observations.id, id), eq(observations.isDeleted, false)))
            .returning()
        : await tx
            .update(observations)
            .set({ isDeleted: true })
            .where(and(eq(observations.id, id), eq(observations.isDeleted, false)))
            .returning();
    if (!before) return null;
    await tx.insert(observationDeltas).values({
      id: newId(),
      observationId: id,
      schoolId: before.schoolId,
      type: 'delete',
      deltaFields: { isDeleted: { from: false, to: true } },
      reportedByUserId: actor.user.id,
    });
    // For a soft delete `before` is the row as updated: count what it was.
    await applyInsightChanges(tx, countable({ ...before, isDeleted: false }), null);
    return before;
  });
  if (deleted) {
    // Entries in a walk are only marked deleted; their pictures stay with them.
    if (visible.walkId === null) await discardPictures(deps, deleted.imagePaths);
    deps.events.publish({
      type: 'entry',
      id,
      action: 'deleted',
      schoolId: deleted.schoolId,
      reportedByUserId: deleted.reportedByUserId,
      walkParticipantUserIds: participants,
    });
  }
}
