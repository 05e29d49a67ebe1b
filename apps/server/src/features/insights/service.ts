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

/**
 * Applies what one entry write changes in the insight counts, the topWalkers leaderboard and tag
 * usage, in the caller's transaction (so counts never drift from the entries).
 */
export async function applyInsightChanges(
  executor: Executor,
  before: CountableEntry | null,
  after: CountableEntry | null,
): Promise<void> {
  // Months and school years are the district's (its time zone, read in this transaction).
  const { timeZone } = await readSettings(executor, 'organization');
  // Rows are upserted in one fixed order (by key) in every transaction: two writes touching the
  // same counters in different orders would otherwise lock them crosswise and deadlock (seen under
  // the two-instance load bench as a 500 on an entry edit).
  const cells = insightChanges(before, after, timeZone).sort((a, b) =>
    compareKeys([a.countId, a.metric, a.month, a.schoolId], [b.countId, b.metric, b.month, b.schoolId]),
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
  const walkers = leaderboardChanges(before, after, timeZone).sort((a, b) =>
    compareKeys([String(a.schoolYear), a.userId], [String(b.schoolYear), b.userId]),
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
  const tags = [...tagUsageChanges(before, after)].sort(([a], [b]) => compareKeys([a], [b]));
  if (tags.length > 0) {
    await executor
      .insert(tagUsage)
      .values(tags.map(([tag, delta]) => ({ tag, count: delta })))
      .onConflictDoUpdate({ target: tagUsage.tag, set: { count: sql`${tagUsage.count} + excluded.count` } });
  }
}
