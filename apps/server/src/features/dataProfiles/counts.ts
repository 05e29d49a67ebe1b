import { and, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { observations } from '../entries/public.js';

/**
 * A profile's entries by option (spec 000 §3 countsByOptionId, mostRecentTimestampByOptionId): read
 * from the entries with one grouped query over observations_location_option_idx rather than kept
 * on write, so they can never disagree with the entries (docs/decisions.md "Data profiles").
 */
export async function optionCounts(db: Executor, profileId: string) {
  const rows = await db
    .select({
      optionId: observations.locationDataProfileOptionId,
      count: count(),
      latest: max(observations.timestamp),
      latestId: sql<string>`(array_agg(${observations.id} order by ${observations.timestamp} desc))[1]`,
    })
    .from(observations)
    .where(
      and(
        eq(observations.locationDataProfileId, profileId),
        isNotNull(observations.locationDataProfileOptionId),
        eq(observations.isDeleted, false),
      ),
    )
    .groupBy(observations.locationDataProfileOptionId)
    .orderBy(desc(count()));
  const countsByOptionId: Record<string, number> = {};
  const mostRecentTimestampByOptionId: Record<string, string> = {};
  const mostRecentEntryByOptionId: Record<string, { id: string; timestamp: string }> = {};
  for (const row of rows) {
    if (row.optionId === null || row.latest === null) continue;
    const timestamp = new Date(row.latest).toISOString();
    countsByOptionId[row.optionId] = row.count;
    mostRecentTimestampByOptionId[row.optionId] = timestamp;
    mostRecentEntryByOptionId[row.optionId] = { id: row.latestId, timestamp };
  }
  return { countsByOptionId, mostRecentTimestampByOptionId, mostRecentEntryByOptionId };
}
