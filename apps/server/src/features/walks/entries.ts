import { can, canChangeEntry, canEditWalk, canViewWalk } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { on } from '../../core/domain-events.js';
import type { WriteDeps } from '../../core/write.js';
import type { Executor, Tx } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { audienceOf, findWalk, viewerOf } from './access.js';
import { type WalkRow, walks } from './tables.js';

/** What of an entry the walk's rules read. */
type WalkEntry = Parameters<typeof canChangeEntry>[1];

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
 * Inside the entry's transaction, before its write: locks the walk (so a submit cannot slip between
 * the check and the write) and checks the rule again.
 */
export async function lockWalkForEntry(
  tx: Tx,
  walkId: string,
  allowed: (walk: WalkRow) => boolean,
): Promise<WalkRow> {
  const [walk] = await tx.select().from(walks).where(eq(walks.id, walkId)).for('update');
  if (!walk) throw NotFound('SchoolDog Walk not found');
  if (!allowed(walk)) throw Forbidden('You may not change the entries of this walk now.');
  return walk;
}

/** What of an entry a walk keeps count of. */
type CountedEntry = { walkId: string | null; isDeleted: boolean; tags: string[] };

/**
 * A walk's entries changed: its entry count and tag counts move by the entry's before and after,
 * and it is marked updated (Abandoned reads timeUpdated). The walk row is locked already
 * (lockWalkForEntry), so concurrent entries apply one after another.
 */
async function countWalkEntry(write: WriteDeps, before: CountedEntry | null, after: CountedEntry | null) {
  const walkId = after?.walkId ?? before?.walkId;
  if (!walkId) return;
  const [walk] = await write.db
    .select({ entryCount: walks.entryCount, entryTags: walks.entryTags })
    .from(walks)
    .where(eq(walks.id, walkId));
  if (!walk) return;
  const tags = { ...walk.entryTags };
  let entryCount = walk.entryCount;
  for (const [entry, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!entry || entry.isDeleted) continue;
    entryCount += sign;
    for (const tag of new Set(entry.tags)) {
      const next = (tags[tag] ?? 0) + sign;
      if (next > 0) tags[tag] = next;
      else delete tags[tag];
    }
  }
  await write.db
    .update(walks)
    .set({ entryCount, entryTags: tags, timeUpdated: write.clock() })
    .where(eq(walks.id, walkId));
}

/** The walks' reactions to entry writes, in the entry's transaction. */
export const walkEntrySubscribers = [
  on('entry.created', 'write', (write, { entry }) => countWalkEntry(write, null, entry)),
  on('entry.changed', 'write', (write, { before, after }) => countWalkEntry(write, before, after)),
  on('entry.deleted', 'write', (write, { entry }) => countWalkEntry(write, entry, null)),
];

/** Whether the actor may see an entry of a walk because they may view the walk. */
export async function canSeeThroughWalk(executor: Executor, actor: Actor, entry: Pick<WalkEntry, 'walkId'>) {
  if (!entry.walkId) return false;
  const walk = await findWalk(executor, entry.walkId);
  return walk ? canViewWalk(viewerOf(actor), audienceOf(walk)) : false;
}

/** Editing or deleting an entry of a walk: canChangeEntry, or 403. */
export async function assertCanChangeWalkEntry(executor: Executor, actor: Actor, entry: WalkEntry) {
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

const mayChangeEntryOf = (actor: Actor, entry: WalkEntry) => (walk: WalkRow) =>
  canChangeEntry(viewerOf(actor), entry, walk);
export const mayLogInto = (actor: Actor) => (walk: WalkRow) => canEditWalk(viewerOf(actor), walk);

/**
 * Changing an entry of a walk locks the walk first (lockWalkForEntry); the walk answers who to tell
 * and what the entry carries of it. Null for a floating entry.
 */
export async function lockWalkOfEntry(tx: Tx, actor: Actor, entry: WalkEntry): Promise<WalkRow | null> {
  if (!entry.walkId) return null;
  return lockWalkForEntry(tx, entry.walkId, mayChangeEntryOf(actor, entry));
}
