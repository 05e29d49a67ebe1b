import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps.js';
import type { BusEvent } from '../../platform/events.js';
import { completeWalkAssessments } from '../assessments/walk-completion.js';
import { historyStep } from './change.js';
import { publishWalk } from './notify.js';
import { type WalkRow, walks } from './tables.js';

const BATCH = 100;
export const SWEEP_INTERVAL_MS = 60_000;
export const AUTO_COMPLETE_COMMENT = 'Completed automatically 72 hours after submission.';

/**
 * Completes every walk in review whose autoCompleteAt has passed (spec 000 §4: 72 hours after
 * submission). The due time is a column, so it survives restarts; `skip locked` lets several
 * instances sweep at once without completing a walk twice or waiting on each other.
 */
export async function completeDueWalks(deps: Pick<AppDeps, 'db' | 'events'>, now: Date): Promise<string[]> {
  const completed: WalkRow[] = [];
  // The assessments' events wait for their transaction's commit, as the walks' do.
  const held: BusEvent[] = [];
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(walks)
        .where(and(eq(walks.status, 'review'), lte(walks.autoCompleteAt, now)))
        .orderBy(walks.autoCompleteAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows: WalkRow[] = [];
      for (const walk of due) {
        // Completed at its due time, which is when the rule made it complete (even if we were down).
        const at = walk.autoCompleteAt ?? now;
        // Skipped assessments saved, the others submitted by nobody, even if incomplete.
        const assessmentEvents = { publish: (event: BusEvent) => void held.push(event) };
        const score = await completeWalkAssessments(
          { db: tx, events: { ...deps.events, ...assessmentEvents }, clock: () => now },
          walk,
          null,
          { requireComplete: false },
        );
        const [row] = await tx
          .update(walks)
          .set({
            score,
            status: 'complete',
            autoCompleteAt: null,
            timeCompleted: at,
            timeUpdated: now,
            submissionHistory: [
              ...walk.submissionHistory,
              historyStep(at, 'review', 'complete', null, { comments: AUTO_COMPLETE_COMMENT }),
            ],
          })
          .where(eq(walks.id, walk.id))
          .returning();
        if (row) rows.push(row);
      }
      return rows;
    });
    completed.push(...batch);
    for (const event of held.splice(0)) deps.events.publish(event);
    if (batch.length < BATCH) break;
  }
  for (const row of completed) publishWalk(deps, row, 'updated');
  return completed.map((row) => row.id);
}

/**
 * Walks in review complete 72 hours after submission: swept once the app is ready (catching up on
 * whatever fell due while it was down) and every minute after, until the app closes.
 */
export function registerWalkSweeper(app: FastifyInstance, deps: AppDeps) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      await completeDueWalks(deps, deps.clock());
    } catch (error) {
      app.log.error({ err: error }, 'completing due walks failed');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
