import { can, canChangeEntry, canEditWalk, canViewWalk } from '@schooldog/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { on } from '../../core/domain-events.js';
import { defineBatch } from '../../core/write.js';
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

/**
 * The walk an entry is logged into, locked for the entry's write (so a submit cannot slip between
 * the check and the write): it must exist, and the actor must be able to edit it.
 */
export async function walkToLogInto(tx: Tx, actor: Actor, walkId: string): Promise<WalkRow> {
  const [walk] = await tx.select().from(walks).where(eq(walks.id, walkId)).for('update');
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
async function lockWalkForEntry(
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
type CountedChange = { before: CountedEntry | null; after: CountedEntry | null };

/**
 * A write's entry changes, counted once per walk when it settles: each walk's entry count and tag
 * counts move by its entries' before and after, and it is marked updated (Abandoned reads
 * timeUpdated). The walk rows are locked already (walkToLogInto, lockWalkOfEntry), so concurrent
 * writes apply one after another; they are updated in id order.
 */
const walkEntryCounting = defineBatch<CountedChange>('walk entry counts', async (write, changes) => {
  const byWalk = new Map<string, [CountedEntry, number][]>();
  for (const { before, after } of changes) {
    for (const [entry, sign] of [
      [before, -1],
      [after, 1],
    ] as const) {
      if (!entry?.walkId || entry.isDeleted) continue;
      const list = byWalk.get(entry.walkId) ?? [];
      list.push([entry, sign]);
      byWalk.set(entry.walkId, list);
    }
    // A walk whose entry changed without moving its counts is still marked updated.
    const walkId = after?.walkId ?? before?.walkId;
    if (walkId && !byWalk.has(walkId)) byWalk.set(walkId, []);
  }
  if (byWalk.size === 0) return;
  const rows = await write.db
    .select({ id: walks.id, entryCount: walks.entryCount, entryTags: walks.entryTags })
    .from(walks)
    .where(inArray(walks.id, [...byWalk.keys()]))
    .orderBy(asc(walks.id));
  for (const walk of rows) {
    const tags = { ...walk.entryTags };
    let entryCount = walk.entryCount;
    for (const [entry, sign] of byWalk.get(walk.id) ?? []) {
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
      .where(eq(walks.id, walk.id));
  }
});

/** The walks' reactions to entry writes, counted when the entry's write settles. */
export const walkEntrySubscribers = [
  on('entry.created', 'write', (write, { entry }) =>
    write.later(walkEntryCounting, { before: null, after: entry }),
  ),
  on('entry.changed', 'write', (write, { before, after }) =>
    write.later(walkEntryCounting, { before, after }),
  ),
  on('entry.deleted', 'write', (write, { entry }) =>
    write.later(walkEntryCounting, { before: entry, after: null }),
  ),
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

/**
 * Changing an entry of a walk locks the walk first (lockWalkForEntry); the walk answers who to tell
 * and what the entry carries of it. Null for a floating entry.
 */
export async function lockWalkOfEntry(tx: Tx, actor: Actor, entry: WalkEntry): Promise<WalkRow | null> {
  if (!entry.walkId) return null;
  return lockWalkForEntry(tx, entry.walkId, mayChangeEntryOf(actor, entry));
}
