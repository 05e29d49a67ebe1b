import { and, asc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import { defineScheduledJob } from '../../core/jobs.js';
import { inTransaction } from '../../core/write.js';
import { changeWalk, historyStep } from './change.js';
import { walks } from './tables.js';

export const AUTO_COMPLETE_COMMENT = 'Completed automatically 72 hours after submission.';

/**
 * Completes each walk in review whose autoCompleteAt has passed (spec 000 §4: 72 hours after
 * submission), each in a transaction of its own that locks and checks it again, so a walk reviewed
 * meanwhile is left alone and one walk that fails does not hold up the others. Completed at its due
 * time, which is when the rule made it complete, even if the server was down then. Answers the ids.
 */
export async function completeDueWalks(deps: AppDeps, now: Date): Promise<string[]> {
  const due = await deps.db
    .select({ id: walks.id })
    .from(walks)
    .where(and(eq(walks.status, 'review'), lte(walks.autoCompleteAt, now)))
    .orderBy(asc(walks.autoCompleteAt));
  const completed: string[] = [];
  for (const { id } of due) {
    const done = await inTransaction(deps, 'job', async (write) => {
      const [locked] = await write.db
        .select()
        .from(walks)
        .where(eq(walks.id, id))
        .for('update', { skipLocked: true });
      if (!locked || locked.status !== 'review' || !locked.autoCompleteAt || locked.autoCompleteAt > now)
        return false;
      const at = locked.autoCompleteAt;
      const { row } = await changeWalk(write, null, id, async (before) => ({
        status: 'complete',
        autoCompleteAt: null,
        timeCompleted: at,
        submissionHistory: [
          ...before.submissionHistory,
          historyStep(at, 'review', 'complete', null, { comments: AUTO_COMPLETE_COMMENT }),
        ],
      }));
      // Its assessments are saved or submitted by nobody, even if incomplete.
      await write.emit('walk.completed', { walk: row, byUserId: null });
      return true;
    });
    if (done) completed.push(id);
  }
  return completed;
}

/** Every minute, on one instance; after downtime, at start-up (the schedule catches up once). */
export const autoCompleteWalks = defineScheduledJob({
  name: 'walks.completeDue',
  schedule: { everyMinutes: 1 },
  data: z.object({ dueAt: z.string() }),
  // A sweep of many walks may take a while; it is safe to run again (each walk is checked when locked).
  expireInSeconds: 900,
  retry: { limit: 2, delaySeconds: 30 },
  async run({ deps }) {
    await completeDueWalks(deps, deps.clock());
  },
});
