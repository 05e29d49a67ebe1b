import { canChangeEntry, canEditWalk, canViewWalk, can, type WalkType } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { countable } from '../entries/presenter.js';
import { type ObservationRow, observations } from '../entries/tables.js';
import { applyInsightChanges } from '../insights/service.js';
import { audienceOf, findWalk, viewerOf } from './access.js';
import { type WalkRow, walks } from './tables.js';

/*
 * Entries inside a walk (spec 000 §6): logged by its participants while in progress, changed by the
 * leader or (collaborators) only their own, seen by whoever can view the walk.
 */

/** The walk an entry is logged into: it must exist, and the actor must be able to edit it. */
export async function walkToLogInto(executor: Executor, actor: Actor, walkId: string): Promise<WalkRow> {
  const walk = await findWalk(executor, walkId);
  if (!walk) throw NotFound('SchoolDog Walk not found');
  if (!canEditWalk(viewerOf(actor), walk) || !can(actor.permissions, 'log entries', walk.schoolId))
    throw Forbidden(
      'Only the leader and collaborators can log entries in a walk, and only while it is in progress.',
    );
  return walk;
}

/**
 * Inside the entry's transaction: locks the walk (so a submit cannot slip between the check and
 * the write), checks the rule again and marks the walk updated (Abandoned reads timeUpdated).
 */
export async function touchWalkFor(
  tx: Tx,
  walkId: string,
  now: Date,
  allowed: (walk: WalkRow) => boolean,
): Promise<WalkRow> {
  const [walk] = await tx.select().from(walks).where(eq(walks.id, walkId)).for('update');
  if (!walk) throw NotFound('SchoolDog Walk not found');
  if (!allowed(walk)) throw Forbidden('You may not change the entries of this walk now.');
  const [touched] = await tx.update(walks).set({ timeUpdated: now }).where(eq(walks.id, walkId)).returning();
  return touched ?? walk;
}

/** Whether the actor may see an entry of a walk because they may view the walk. */
export async function canSeeThroughWalk(executor: Executor, actor: Actor, entry: ObservationRow) {
  if (!entry.walkId) return false;
  const walk = await findWalk(executor, entry.walkId);
  return walk ? canViewWalk(viewerOf(actor), audienceOf(walk)) : false;
}

/** Editing or deleting an entry of a walk: canChangeEntry, or 403. */
export async function assertCanChangeWalkEntry(executor: Executor, actor: Actor, entry: ObservationRow) {
  const walk = entry.walkId ? await findWalk(executor, entry.walkId) : undefined;
  if (!walk) throw NotFound('SchoolDog Walk not found');
  if (!canChangeEntry(viewerOf(actor), entry, walk)) {
    throw Forbidden(
      walk.status === 'inprogress'
        ? 'Collaborators can change only their own entries.'
        : 'The entries of a walk can be changed only while it is in progress.',
    );
  }
  return walk;
}

const mayChangeEntryOf = (actor: Actor, entry: ObservationRow) => (walk: WalkRow) =>
  canChangeEntry(viewerOf(actor), entry, walk);
export const mayLogInto = (actor: Actor) => (walk: WalkRow) => canEditWalk(viewerOf(actor), walk);

/**
 * Changing an entry of a walk touches the walk (touchWalkFor); the walk answers who to tell and
 * what the entry carries of it. Null for a floating entry.
 */
export async function touchWalkOfEntry(
  tx: Tx,
  actor: Actor,
  entry: ObservationRow,
  now: Date,
): Promise<WalkRow | null> {
  if (!entry.walkId) return null;
  return touchWalkFor(tx, entry.walkId, now, mayChangeEntryOf(actor, entry));
}

/** A new leader changes the walk type: its entries follow, and the counts move with them. */
export async function moveWalkEntries(tx: Tx, walkId: string, walkType: WalkType) {
  const before = await tx.select().from(observations).where(eq(observations.walkId, walkId)).for('update');
  if (before.length === 0) return;
  const after = await tx
    .update(observations)
    .set({ walkType })
    .where(eq(observations.walkId, walkId))
    .returning();
  const byId = new Map(after.map((row) => [row.id, row]));
  for (const row of before) {
    const moved = byId.get(row.id);
    if (moved) await applyInsightChanges(tx, countable(row), countable(moved));
  }
}

/** Deleting a walk deletes its entries; the counts lose the ones not already deleted. */
export async function deleteWalkEntries(tx: Tx, walkId: string): Promise<ObservationRow[]> {
  const deleted = await tx.delete(observations).where(eq(observations.walkId, walkId)).returning();
  for (const row of deleted) {
    if (!row.isDeleted) await applyInsightChanges(tx, countable(row), null);
  }
  return deleted;
}
