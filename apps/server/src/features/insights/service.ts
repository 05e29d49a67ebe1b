import { type CountableEntry, insightChanges, leaderboardChanges, tagUsageChanges } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insightCounts, tagUsage, topWalkers } from './tables.js';

type Executor = Pick<Db, 'insert'>;

/**
 * Applies what one entry write changes in the insight counts, the topWalkers leaderboard and tag
 * usage, in the caller's transaction (so counts never drift from the entries).
 */
export async function applyInsightChanges(
  executor: Executor,
  before: CountableEntry | null,
  after: CountableEntry | null,
): Promise<void> {
  const cells = insightChanges(before, after);
  if (cells.length > 0) {
    await executor
      .insert(insightCounts)
      .values(cells.map(({ delta, ...cell }) => ({ ...cell, count: delta })))
      .onConflictDoUpdate({
        target: [insightCounts.countId, insightCounts.metric, insightCounts.month, insightCounts.schoolId],
        set: { count: sql`${insightCounts.count} + excluded.count` },
      });
  }
  const walkers = leaderboardChanges(before, after);
  if (walkers.length > 0) {
    await executor
      .insert(topWalkers)
      .values(walkers.map(({ delta, ...key }) => ({ ...key, count: delta })))
      .onConflictDoUpdate({
        target: [topWalkers.schoolYear, topWalkers.userId],
        set: { count: sql`${topWalkers.count} + excluded.count` },
      });
  }
  const tags = [...tagUsageChanges(before, after)];
  if (tags.length > 0) {
    await executor
      .insert(tagUsage)
      .values(tags.map(([tag, delta]) => ({ tag, count: delta })))
      .onConflictDoUpdate({ target: tagUsage.tag, set: { count: sql`${tagUsage.count} + excluded.count` } });
  }
}
