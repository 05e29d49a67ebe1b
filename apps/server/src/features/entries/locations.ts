import type { TSchoolLocation } from '@schooldog/domain';
import { and, asc, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { assertMayReadSchool } from '../schools/public.js';
import { observations } from './tables.js';

/** The school's location profile: names used in entries, with counts and last use, sorted by name. */
export async function schoolLocations(db: Db, actor: Actor, schoolId: string): Promise<TSchoolLocation[]> {
  assertMayReadSchool(actor, schoolId);
  const rows = await db
    .select({
      key: observations.searchableLocation,
      // The most recent spelling names the location.
      name: sql<string>`(array_agg(${observations.location} order by ${observations.timestamp} desc))[1]`,
      count: count(),
      lastUsed: max(observations.timestamp),
    })
    .from(observations)
    .where(
      and(
        eq(observations.schoolId, schoolId),
        eq(observations.isDeleted, false),
        ne(observations.searchableLocation, ''),
      ),
    )
    .groupBy(observations.searchableLocation)
    .orderBy(asc(observations.searchableLocation), desc(max(observations.timestamp)));
  return rows.map((row) => ({
    name: row.name,
    count: row.count,
    lastUsed: (row.lastUsed ?? new Date(0)).toISOString(),
  }));
}
