import { can } from '@schooldog/domain';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import { defineScheduledJob } from '../../core/jobs.js';
import { inTransaction } from '../../core/write.js';
import type { NotificationKind } from '../../platform/notify/kinds.js';
import { observations } from '../entries/public.js';
import { notify } from '../notifications/public.js';
import { type Candidate, candidates } from '../users/public.js';
import { cycleAt, type DistrictCycle } from './cycle.js';
import { newCycleBeginning, nudge } from './notifications.js';
import { digestSends } from './tables.js';

/*
 * The monthly digests (issue 25 point 5): a daily run at 08:00 in the district's time zone sends
 * the new-cycle email on the 1st and the nudge on the 15th, each once per person and cycle.
 */

/** The day of the cycle each digest goes out. */
const NEW_CYCLE_DAY = 1;
const NUDGE_DAY = 15;
/**
 * Days after that day on which a run still sends the cycle's digest if none went out yet: the
 * schedule collapses the runs an outage missed into one, so a server down all through the 1st
 * sends it at its first run of the 2nd or 3rd; later it would be news of another week.
 */
const CATCH_UP_DAYS = 2;

/** Claims and notifies this many people per write. */
const PER_WRITE = 200;

/** Active people who take this digest: the preference on, never product staff. */
const takes = (person: Candidate, kind: NotificationKind) =>
  !person.isSchoolDogStaff &&
  kind.preference !== undefined &&
  person.user.communicationPreferences[kind.preference] !== false;

const entriesBetween = (start: Date, end: Date) =>
  and(eq(observations.isDeleted, false), gte(observations.timestamp, start), lt(observations.timestamp, end));

/** Whether this run sends the cycle's digest of a kind: on its day, or catching up on a missed one. */
async function isDue(
  deps: AppDeps,
  kind: NotificationKind,
  cycle: DistrictCycle,
  day: number,
): Promise<boolean> {
  if (cycle.day === day) return true;
  if (cycle.day < day || cycle.day > day + CATCH_UP_DAYS) return false;
  const [sent] = await deps.db
    .select({ userId: digestSends.userId })
    .from(digestSends)
    .where(and(eq(digestSends.kind, kind.kind), eq(digestSends.cycle, cycle.cycle)))
    .limit(1);
  return !sent;
}

/**
 * Tells each person once per cycle: their row in digest_sends is claimed (inserted unless there)
 * in the write that notifies them, a few hundred people a write, in id order so that two runs at
 * once wait on each other's rows rather than deadlock. Answers who was told now.
 */
async function sendOnce<D extends object>(
  deps: AppDeps,
  kind: NotificationKind<D>,
  cycle: string,
  userIds: readonly string[],
  data: D,
): Promise<string[]> {
  const told: string[] = [];
  const ordered = [...userIds].sort();
  for (let from = 0; from < ordered.length; from += PER_WRITE) {
    const part = ordered.slice(from, from + PER_WRITE);
    const claimed = await inTransaction(deps, 'job', async (write) => {
      const rows = await write.db
        .insert(digestSends)
        .values(part.map((userId) => ({ userId, kind: kind.kind, cycle })))
        .onConflictDoNothing()
        .returning({ userId: digestSends.userId });
      const ids = rows.map((row) => row.userId);
      await notify(write, kind, { to: ids, data });
      return ids;
    });
    told.push(...claimed);
  }
  return told;
}

/** The new cycle's email, to every active person with newCycleBeginning on. */
async function sendNewCycle(deps: AppDeps, cycle: DistrictCycle, people: Candidate[]): Promise<string[]> {
  const [last] = await deps.db
    .select({ entries: count() })
    .from(observations)
    .where(entriesBetween(cycle.previous.start, cycle.start));
  const to = people.filter((person) => takes(person, newCycleBeginning)).map((person) => person.id);
  return sendOnce(deps, newCycleBeginning, cycle.cycle, to, {
    cycle: cycle.cycle,
    previousCycle: cycle.previous.cycle,
    districtEntries: last?.entries ?? 0,
  });
}

/** The nudge, to active people with nudge on who may log entries and logged none this cycle. */
async function sendNudges(deps: AppDeps, cycle: DistrictCycle, people: Candidate[]): Promise<string[]> {
  const logged = new Set(
    (
      await deps.db
        .selectDistinct({ userId: observations.reportedByUserId })
        .from(observations)
        .where(entriesBetween(cycle.start, cycle.end))
    ).map((row) => row.userId),
  );
  const to = people
    .filter(
      (person) => takes(person, nudge) && can(person.permissions, 'log entries') && !logged.has(person.id),
    )
    .map((person) => person.id);
  return sendOnce(deps, nudge, cycle.cycle, to, { cycle: cycle.cycle });
}

/** The digests due at `at` (a run's due time), each sent once per person and cycle. Answers who was told. */
export async function sendDigests(deps: AppDeps, at: Date): Promise<{ newCycle: string[]; nudge: string[] }> {
  const { timeZone } = await deps.settings.get('organization');
  const cycle = cycleAt(at, timeZone);
  const sendsNewCycle = await isDue(deps, newCycleBeginning, cycle, NEW_CYCLE_DAY);
  const sendsNudge = await isDue(deps, nudge, cycle, NUDGE_DAY);
  if (!sendsNewCycle && !sendsNudge) return { newCycle: [], nudge: [] };
  const people = await candidates(deps);
  return {
    newCycle: sendsNewCycle ? await sendNewCycle(deps, cycle, people) : [],
    nudge: sendsNudge ? await sendNudges(deps, cycle, people) : [],
  };
}

/**
 * Every day at 08:00 in the district's time zone, on one instance; it acts for its due time, so a
 * retry the next day still sends the 1st's digest, and at most once per person however often it runs.
 */
export const sendDigestsDaily = defineScheduledJob({
  name: 'digests.send',
  schedule: { dailyAt: '08:00' },
  data: z.object({ dueAt: z.string() }),
  // Writes in parts of its own (each claims its people), so a rerun after a crash sends the rest.
  expireInSeconds: 900,
  retry: { limit: 5, delaySeconds: 120, backoff: true },
  async run({ deps, data }) {
    await sendDigests(deps, new Date(data.dueAt));
  },
});
