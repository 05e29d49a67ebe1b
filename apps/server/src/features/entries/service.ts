import {
  canChangeEntry,
  canSeeEntry,
  newId,
  observationChoiceError,
  type TEntry,
  type TObservationSettings,
} from '@schooldog/domain';
import { eq, inArray } from 'drizzle-orm';
import { defineBatch, type WriteDeps } from '../../core/write.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, Invalid, NotFound } from '../../http/errors.js';
import type { EventBus } from '../../platform/events.js';
import { withEntryAssessments } from '../assessments/public.js';
import { storedFiles } from '../files/public.js';
import { assertProfileOption } from '../dataProfiles/public.js';
import { schoolNameOf } from '../schools/public.js';
import { users } from '../users/public.js';
import { assertCanChangeWalkEntry, canSeeThroughWalk, findWalk, viewerOf } from '../walks/public.js';
import type { EntryChangeEvent } from './events.js';
import { entryWalkOf, presentEntry, type Reporter } from './presenter.js';
import {
  type NewObservationDeltaRow,
  type ObservationRow,
  observationDeltas,
  observations,
} from './tables.js';

/*
 * What logging, editing and deleting an entry share (create.ts, change.ts): loading an entry the
 * user may see, the checks on its choice and pictures, and its audit trail.
 */

/** Pictures no entry names any more leave storage once the change has committed. */
export async function discardPictures(deps: Pick<WriteDeps, 'db' | 'storage'>, paths: string[]) {
  if (paths.length === 0) return;
  await deps.db.delete(storedFiles).where(inArray(storedFiles.path, paths));
  // A file left behind by a failed delete is harmless: nothing names it and it is never served.
  await Promise.allSettled(paths.map((path) => deps.storage.delete(path)));
}

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

/** The audited fields that differ between two versions of an entry. */
export function deltaFields(before: Partial<ObservationRow>, after: Partial<ObservationRow>) {
  const fields: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of AUDITED) {
    const from = jsonValue(before[field] ?? null);
    const to = jsonValue(after[field] ?? null);
    if (JSON.stringify(from) !== JSON.stringify(to)) fields[field] = { from, to };
  }
  return fields;
}

/** A write's audit steps, stored once when it settles: one insert for all its entries. */
const auditTrail = defineBatch<NewObservationDeltaRow>('entry audit trail', async (write, rows) => {
  await write.db.insert(observationDeltas).values(rows);
});

/** One step of an entry's audit trail, by the acting user, online or from an offline device. */
export function recordDelta(
  deps: Pick<WriteDeps, 'later' | 'source'>,
  actor: Actor,
  row: ObservationRow,
  type: 'create' | 'update' | 'delete',
  fields: Record<string, { from: unknown; to: unknown }>,
) {
  deps.later(auditTrail, {
    id: newId(),
    observationId: row.id,
    schoolId: row.schoolId,
    type,
    deltaFields: fields,
    entrySource: deps.source,
    reportedByUserId: actor.user.id,
  });
}

/** Tells those who see the entry (at its school, its reporter, its walk's participants). */
export function publishEntry(
  deps: { events: EventBus },
  row: ObservationRow,
  action: EntryChangeEvent['action'],
  walkParticipantUserIds: string[] | undefined,
  schoolId = row.schoolId,
) {
  deps.events.publish({
    type: 'entry',
    id: row.id,
    action,
    schoolId,
    reportedByUserId: row.reportedByUserId,
    walkParticipantUserIds,
  });
}

export async function reporterOf(executor: Executor, userId: string): Promise<Reporter | null> {
  const [row] = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export function assertObservationChoice(settings: TObservationSettings, categoryId: string, itemId: string) {
  const error = observationChoiceError(settings, categoryId, itemId);
  if (error) throw Invalid({ [error.field]: error.message });
}

/**
 * An entry's school must exist (a walk's is known to), and a location data profile it names must
 * exist for that school (or for every school), with the option it names (spec 000 §3 "Data profile").
 */
export async function assertEntryPlace(
  db: Executor,
  place: {
    schoolId: string;
    locationDataProfileId: string | null;
    locationDataProfileOptionId: string | null;
    isWalkSchool?: boolean;
  },
) {
  // A walk's school was checked when the walk began, and schools are never deleted.
  if (!place.isWalkSchool && (await schoolNameOf(db, place.schoolId)) === null)
    throw Invalid({ schoolId: 'This school does not exist.' });
  await assertProfileOption(db, place);
}

/** Pictures named on an entry must be this entry's, uploaded by this user (or already on it). */
export async function assertPictures(
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
export async function loadVisibleEntry(db: Executor, actor: Actor, id: string): Promise<ObservationRow> {
  const [row] = await db.select().from(observations).where(eq(observations.id, id));
  if (!row || row.isDeleted) throw NotFound('Entry not found');
  // An entry of a walk is also seen by whoever may view the walk (spec 000 §6).
  if (!canSeeEntry(actor.permissions, actor.user.id, row) && !(await canSeeThroughWalk(db, actor, row)))
    throw NotFound('Entry not found');
  return row;
}

/** Loads an entry the actor may change or delete: a walk's rules inside a walk, manage rights outside. */
export async function loadChangeableEntry(
  db: Executor,
  actor: Actor,
  id: string,
  verb: 'change' | 'delete',
): Promise<ObservationRow> {
  const visible = await loadVisibleEntry(db, actor, id);
  if (visible.walkId) await assertCanChangeWalkEntry(db, actor, visible);
  else if (!canChangeEntry(viewerOf(actor), visible, null))
    throw Forbidden(`You may not ${verb} this entry.`);
  return visible;
}

/** What of its walk a stored entry carries (presentEntry). */
export async function walkOfEntry(executor: Executor, row: ObservationRow) {
  return entryWalkOf(row.walkId ? await findWalk(executor, row.walkId) : null);
}

export async function getEntry(deps: { db: Executor }, actor: Actor, id: string): Promise<TEntry> {
  const row = await loadVisibleEntry(deps.db, actor, id);
  const entry = presentEntry(
    row,
    await reporterOf(deps.db, row.reportedByUserId),
    await walkOfEntry(deps.db, row),
  );
  const [withLinks] = await withEntryAssessments(deps.db, [entry]);
  return withLinks ?? entry;
}
