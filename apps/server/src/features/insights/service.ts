import { type CountableEntry, insightChanges, leaderboardChanges, tagUsageChanges } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { readSettings } from '../../core/settings.js';
import { insightCounts, tagUsage, topWalkers } from './tables.js';

type Executor = Pick<Db, 'insert' | 'select'>;

/** Orders keys column by column, the way the counters' primary keys sort. */
function compareKeys(a: string[], b: string[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const order = (a[i] ?? '') < (b[i] ?? '') ? -1 : (a[i] ?? '') > (b[i] ?? '') ? 1 : 0;
    if (order !== 0) return order;
  }
  return 0;
}

/** Sums deltas by key, leaving out those that net to zero. */
function summed<T extends { delta: number }>(changes: T[], keyOf: (change: T) => string[]) {
  const byKey = new Map<string, { key: string[]; change: T }>();
  for (const change of changes) {
    const key = keyOf(change);
    const held = byKey.get(key.join('\u0000'));
    if (held) held.change = { ...held.change, delta: held.change.delta + change.delta };
    else byKey.set(key.join('\u0000'), { key, change });
  }
  return [...byKey.values()]
    .filter(({ change }) => change.delta !== 0)
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ change }) => change);
}

/** One entry write, as insights count it: the entry before and after (null for none). */
export interface EntryChange {
  before: CountableEntry | null;
  after: CountableEntry | null;
}

/**
 * Applies what a write's entry changes add up to in the insight counts, the topWalkers leaderboard
 * and tag usage, in the caller's transaction (so counts never drift from the entries): one upsert
 * per table, however many entries changed.
 */
export async function applyInsightChanges(
  executor: Executor,
  changes: readonly EntryChange[],
): Promise<void> {
  // Months and school years are the district's (its time zone, read in this transaction).
  const { timeZone } = await readSettings(executor, 'organization');
  // Rows are upserted in one fixed order (by key) in every transaction: two writes touching the
  // same counters in different orders would otherwise lock them crosswise and deadlock (seen under
  // the two-instance load bench as a 500 on an entry edit).
  const cells = summed(
    changes.flatMap(({ before, after }) => insightChanges(before, after, timeZone)),
    (cell) => [cell.countId, cell.metric, cell.month, cell.schoolId],
  );
  if (cells.length > 0) {
    await executor
      .insert(insightCounts)
      .values(cells.map(({ delta, ...cell }) => ({ ...cell, count: delta })))
      .onConflictDoUpdate({
        target: [insightCounts.countId, insightCounts.metric, insightCounts.month, insightCounts.schoolId],
        set: { count: sql`${insightCounts.count} + excluded.count` },
      });
  }
  const walkers = summed(
    changes.flatMap(({ before, after }) => leaderboardChanges(before, after, timeZone)),
    (walker) => [walker.schoolYear, walker.userId],
  );
  if (walkers.length > 0) {
    await executor
      .insert(topWalkers)
      .values(walkers.map(({ delta, ...key }) => ({ ...key, count: delta })))
      .onConflictDoUpdate({
        target: [topWalkers.schoolYear, topWalkers.userId],
        set: { count: sql`${topWalkers.count} + excluded.count` },
      });
  }
  const tags = summed(
    changes.flatMap(({ before, after }) =>
      [...tagUsageChanges(before, after)].map(([tag, delta]) => ({ tag, delta })),
    ),
    (tag) => [tag.tag],
  );
  if (tags.length > 0) {
    await executor
      .insert(tagUsage)
      .values(tags.map(({ tag, delta }) => ({ tag, count: delta })))
      .onConflictDoUpdate({ target: tagUsage.tag, set: { count: sql`${tagUsage.count} + excluded.count` } });
  }
}
