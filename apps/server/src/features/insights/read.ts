import {
  DATA_PROFILE_MESSAGES,
  insightCountIdOf,
  insightMetricOf,
  insightQuerySchools,
  insightSchoolsOf,
  monthsBetween,
  type TInsightChoices,
  type TInsightQuery,
  type TInsightResult,
} from '@schooldog/domain';
import { and, asc, between, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden } from '../../http/errors.js';
import { schools } from '../schools/public.js';
import { fullName, users } from '../users/public.js';
import { insightCounts } from './tables.js';

/** The schools a query reads, by name; refused when one chosen is not the person's to read. */
async function schoolsRead(db: Executor, actor: Actor, chosen: readonly string[]) {
  const allowed = insightQuerySchools(actor.permissions, chosen);
  if (allowed === null) throw Forbidden(DATA_PROFILE_MESSAGES.dataProfileMayNotView);
  const query = db.select({ id: schools.id, name: schools.name }).from(schools);
  const rows = allowed === 'all' ? await query : await query.where(inArray(schools.id, allowed));
  return rows.sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }) || a.id.localeCompare(b.id),
  );
}

/**
 * GET /api/insights: one insight count record's metric by month, per school and in total (spec 000
 * §2, §3 "Insight counts"). Reads the counters only (one range of the primary key: record, metric,
 * months), never the entries, so its time does not grow with them.
 */
export async function readInsights(
  db: Executor,
  actor: Actor,
  query: TInsightQuery,
): Promise<TInsightResult> {
  const read = await schoolsRead(db, actor, query.schoolIds);
  const countId = insightCountIdOf(query);
  const metric = insightMetricOf(query);
  const months = monthsBetween(query.from, query.to);
  const conditions = [
    eq(insightCounts.countId, countId),
    eq(insightCounts.metric, metric),
    between(insightCounts.month, query.from, query.to),
  ];
  // Everyone's counts when the person reads every school and chose none; else theirs only.
  const everySchool = query.schoolIds.length === 0 && insightSchoolsOf(actor.permissions) === 'all';
  if (!everySchool)
    conditions.push(
      inArray(
        insightCounts.schoolId,
        read.map((school) => school.id),
      ),
    );
  const rows =
    read.length === 0
      ? []
      : await db
          .select({
            schoolId: insightCounts.schoolId,
            month: insightCounts.month,
            count: sql<number>`sum(${insightCounts.count})::int`,
          })
          .from(insightCounts)
          .where(and(...conditions))
          .groupBy(insightCounts.schoolId, insightCounts.month);
  const monthIndex = new Map(months.map((month, index) => [month, index]));
  const bySchool = new Map(read.map((school) => [school.id, months.map(() => 0)]));
  for (const row of rows) {
    const series = bySchool.get(row.schoolId);
    const index = monthIndex.get(row.month);
    if (series && index !== undefined) series[index] = Number(row.count);
  }
  const series = read.map((school) => ({
    schoolId: school.id,
    schoolName: school.name,
    counts: bySchool.get(school.id) ?? [],
  }));
  const total = months.map((_, index) =>
    series.reduce((sum, school) => sum + (school.counts[index] ?? 0), 0),
  );
  return { countId, metric, months, schools: series, total };
}

/**
 * The user and tag pickers' choices: the people and tags with counts at the schools the person
 * reads (from the counters' record ids, never the entries), people by name, tags alphabetically.
 */
export async function insightChoices(db: Executor, actor: Actor): Promise<TInsightChoices> {
  const mayRead = insightSchoolsOf(actor.permissions);
  if (mayRead !== 'all' && mayRead.length === 0) return { users: [], tags: [] };
  const idsLike = async (prefix: string) => {
    const conditions = [
      like(insightCounts.countId, `${prefix}%`),
      eq(insightCounts.metric, 'totalObservations'),
    ];
    if (mayRead !== 'all') conditions.push(inArray(insightCounts.schoolId, mayRead));
    const rows = await db
      .select({ countId: insightCounts.countId })
      .from(insightCounts)
      .where(and(...conditions, sql`${insightCounts.count} <> 0`))
      .groupBy(insightCounts.countId)
      .orderBy(asc(insightCounts.countId));
    return rows.map((row) => row.countId.slice(prefix.length));
  };
  const [userIds, tags] = await Promise.all([idsLike('user--'), idsLike('tag--')]);
  const people =
    userIds.length === 0
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, userIds));
  return {
    users: people
      .map((person) => ({ id: person.id, name: fullName(person) || person.id }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    tags: tags.map((tag) => decodeURIComponent(tag)).sort((a, b) => a.localeCompare(b)),
  };
}
