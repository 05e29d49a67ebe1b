import {
  currentSchoolYear,
  DASHBOARD_CARD_LABELS,
  DASHBOARD_MESSAGES,
  LEADERBOARD_SCHOOLS,
  leaderboardCycles,
  TOP_WALKERS,
  type TDashboardOrderRequest,
  type TSchoolLeaderboard,
  type TTopWalkers,
} from '@schooldog/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { recordAudit } from '../../core/audit.js';
import { Invalid } from '../../http/errors.js';
import { insightCounts, topWalkers } from '../insights/public.js';
import { schools } from '../schools/public.js';
import { fullName, type UserRow, users } from '../users/public.js';

/** The insight count that holds a school's entries by month: 'global', totalObservations (entries, not quantities). */
const ENTRIES_COUNT = { countId: 'global', metric: 'totalObservations' } as const;

/**
 * The School Leaderboard (spec 000 §2): the 3 schools with the most entries logged in a cycle (a
 * month in the district's time zone, among the last 36), read from the insight counts kept with
 * every entry write, never from the entries.
 */
export async function schoolLeaderboard(
  db: Db,
  now: Date,
  timeZone: string,
  cycle: string | undefined,
): Promise<TSchoolLeaderboard> {
  const cycles = leaderboardCycles(now, timeZone);
  const chosen = cycle ?? cycles[0] ?? '';
  if (!cycles.includes(chosen)) {
    throw Invalid(
      { cycle: DASHBOARD_MESSAGES.leaderboardCycleInvalid },
      DASHBOARD_MESSAGES.leaderboardCycleInvalid,
    );
  }
  const rows = await db
    .select({ schoolId: insightCounts.schoolId, name: schools.name, count: insightCounts.count })
    .from(insightCounts)
    .innerJoin(schools, eq(schools.id, insightCounts.schoolId))
    .where(
      and(
        eq(insightCounts.countId, ENTRIES_COUNT.countId),
        eq(insightCounts.metric, ENTRIES_COUNT.metric),
        eq(insightCounts.month, chosen),
        gt(insightCounts.count, 0),
      ),
    )
    // Ties go by name, so the order never changes between two reads.
    .orderBy(desc(insightCounts.count), schools.name)
    .limit(LEADERBOARD_SCHOOLS);
  return { cycle: chosen, cycles, schools: rows };
}

/** Top Walkers (spec 000 §2): the 5 people with the most entries in a school year, each with more than 0. */
export async function topWalkersOf(
  db: Db,
  now: Date,
  timeZone: string,
  schoolYear: string | undefined,
): Promise<TTopWalkers> {
  const year = schoolYear ?? currentSchoolYear(now, timeZone);
  const rows = await db
    .select({
      userId: topWalkers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      count: topWalkers.count,
    })
    .from(topWalkers)
    .innerJoin(users, eq(users.id, topWalkers.userId))
    .where(and(eq(topWalkers.schoolYear, year), gt(topWalkers.count, 0)))
    .orderBy(desc(topWalkers.count), sql`lower(${users.lastName})`, sql`lower(${users.firstName})`)
    .limit(TOP_WALKERS);
  return {
    schoolYear: year,
    walkers: rows.map((row) => ({ userId: row.userId, name: fullName(row), count: row.count })),
  };
}

/** Saves the signed-in user's dashboardOrder (value, label, isDisabled), the label the card's English name. */
export async function saveDashboardOrder(
  tx: Tx,
  user: UserRow,
  request: TDashboardOrderRequest,
): Promise<UserRow> {
  const dashboardOrder = request.dashboardOrder.map(({ value, isDisabled }) => ({
    value,
    label: DASHBOARD_CARD_LABELS[value as keyof typeof DASHBOARD_CARD_LABELS],
    isDisabled,
  }));
  const [updated] = await tx.update(users).set({ dashboardOrder }).where(eq(users.id, user.id)).returning();
  if (!updated) throw new Error('user vanished during update');
  await recordAudit(tx, {
    entity: 'users',
    entityId: user.id,
    userId: user.id,
    before: { dashboardOrder: user.dashboardOrder },
    after: { dashboardOrder },
  });
  return updated;
}
