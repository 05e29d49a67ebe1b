import {
  can,
  entryTags,
  isDistrictUser,
  searchableLocation,
  type TEntry,
  type TObservationSettings,
  type TUpdateEntryRequest,
  walkTypeFor,
} from '@schooldog/domain';
import { and, eq } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, Invalid, NotFound } from '../../http/errors.js';
import { entryAssessmentLinks } from '../assessments/public.js';
import { users } from '../users/public.js';
import { lockWalkOfEntry } from '../walks/public.js';
import { presentEntry } from './presenter.js';
import {
  assertEntryPlace,
  assertObservationChoice,
  assertPictures,
  deltaFields,
  discardPictures,
  loadChangeableEntry,
  publishEntry,
  recordDelta,
  reporterOf,
  walkOfEntry,
} from './service.js';
import { type ObservationRow, observations } from './tables.js';
import { makeEntryWorkOrders } from './work-orders.js';

/*
 * Editing and deleting an entry (spec 000 §6): by whoever manages it, or by a walk's rules inside a
 * walk; audited, and announced ('entry.changed', 'entry.deleted') to the subscribers that keep the
 * counts, the walk and its assessments in step in the same transaction.
 */

/** The person a floating entry's walk type follows: its reporter (spec 000 §4 "Walk"). */
async function walkPersonOf(executor: Executor, actor: Actor, userId: string) {
  if (userId === actor.user.id)
    return { isDistrictUser: actor.isDistrictUser, roleSchoolIds: actor.user.roleSchoolIds };
  const [row] = await executor.select().from(users).where(eq(users.id, userId));
  return row ? { isDistrictUser: isDistrictUser(row), roleSchoolIds: row.roleSchoolIds } : null;
}

/**
 * Edits an entry: only changed fields are written and audited; the counts move with it. Work orders
 * drafted in the edit dialog are made from it after, in the same write.
 */
export async function updateEntry(
  deps: WriteDeps,
  actor: Actor,
  id: string,
  input: TUpdateEntryRequest,
): Promise<TEntry> {
  const { tasksToAddOnSubmission: drafts = [], ...patch } = input;
  const entry = await updateFields(deps, actor, id, patch);
  if (drafts.length === 0) return entry;
  const [row] = await deps.db.select().from(observations).where(eq(observations.id, id));
  if (!row) throw NotFound('Entry not found');
  return { ...entry, createdWorkOrderIds: await makeEntryWorkOrders(deps, actor, row, drafts) };
}

async function updateFields(
  deps: WriteDeps,
  actor: Actor,
  id: string,
  patch: Omit<TUpdateEntryRequest, 'tasksToAddOnSubmission'>,
): Promise<TEntry> {
  const visible = await loadChangeableEntry(deps.db, actor, id, 'change');
  if (visible.walkId && patch.schoolId && patch.schoolId !== visible.schoolId)
    throw Invalid({ schoolId: 'An entry logged in a walk stays at the walk’s school.' });
  if (
    patch.schoolId &&
    patch.schoolId !== visible.schoolId &&
    !can(actor.permissions, 'log entries', patch.schoolId)
  ) {
    throw Forbidden('You may not log entries at this school.');
  }
  const place = {
    schoolId: patch.schoolId ?? visible.schoolId,
    locationDataProfileId:
      patch.locationDataProfileId !== undefined ? patch.locationDataProfileId : visible.locationDataProfileId,
    locationDataProfileOptionId:
      patch.locationDataProfileOptionId !== undefined
        ? patch.locationDataProfileOptionId
        : visible.locationDataProfileOptionId,
  };
  if (
    place.schoolId !== visible.schoolId ||
    place.locationDataProfileId !== visible.locationDataProfileId ||
    place.locationDataProfileOptionId !== visible.locationDataProfileOptionId
  )
    await assertEntryPlace(deps.db, place);
  const settings = await deps.settings.get('observation');
  const reporter = await walkPersonOf(deps.db, actor, visible.reportedByUserId);
  // The row is locked so concurrent edits apply their count changes one after another.
  const tx = deps.db;
  const [before] = await tx.select().from(observations).where(eq(observations.id, id)).for('update');
  if (!before || before.isDeleted) throw NotFound('Entry not found');
  const next = nextVersion(settings, reporter, before, patch);
  const changes = deltaFields(before, { ...before, ...next });
  if (Object.keys(changes).length === 0 && next.walkType === before.walkType) {
    const unchanged = presentEntry(
      before,
      await reporterOf(tx, before.reportedByUserId),
      await walkOfEntry(tx, before),
    );
    deps.later(entryAssessmentLinks, unchanged);
    return unchanged;
  }
  const walk = await lockWalkOfEntry(tx, actor, before);
  await assertPictures(tx, id, actor.user.id, next.imagePaths ?? before.imagePaths, before.imagePaths);
  const [row] = await tx.update(observations).set(next).where(eq(observations.id, id)).returning();
  if (!row) throw NotFound('Entry not found');
  recordDelta(deps, actor, row, 'update', changes);
  await deps.emit('entry.changed', { before, after: row });
  await discardPictures(
    deps,
    before.imagePaths.filter((path) => !row.imagePaths.includes(path)),
  );
  // A move to another school is announced at both, so those who saw it at the old one refetch.
  for (const schoolId of new Set([before.schoolId, row.schoolId]))
    publishEntry(deps, row, 'updated', walk?.participantUserIds, schoolId);
  const entry = presentEntry(row, await reporterOf(tx, row.reportedByUserId), walk);
  deps.later(entryAssessmentLinks, entry);
  return entry;
}

/** The entry after a patch, with its derived fields (tags, searchable location, walk type). */
function nextVersion(
  settings: TObservationSettings,
  reporter: { isDistrictUser: boolean; roleSchoolIds: readonly string[] } | null,
  before: ObservationRow,
  patch: Omit<TUpdateEntryRequest, 'tasksToAddOnSubmission'>,
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
export async function deleteEntry(deps: WriteDeps, actor: Actor, id: string): Promise<void> {
  const visible = await loadChangeableEntry(deps.db, actor, id, 'delete');
  const tx = deps.db;
  const participants = (await lockWalkOfEntry(tx, actor, visible))?.participantUserIds;
  // Only the delete that actually removes the row changes the counts (a repeat is a no-op).
  const [deleted] =
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
  if (!deleted) return;
  recordDelta(deps, actor, deleted, 'delete', { isDeleted: { from: false, to: true } });
  // For a soft delete `deleted` is the row as updated: announce what it was.
  await deps.emit('entry.deleted', { entry: { ...deleted, isDeleted: false } });
  // Entries in a walk are only marked deleted; their pictures stay with them.
  if (visible.walkId === null) await discardPictures(deps, deleted.imagePaths);
  publishEntry(deps, deleted, 'deleted', participants);
}
