import { lt } from 'drizzle-orm';
import type { z } from 'zod';
import { transactionSql } from '../db/sql-text.js';
import type { QueueSpec, RunningJob } from '../platform/jobs/queue.js';
import { latestDue, type Schedule } from '../platform/jobs/schedule.js';
import { jobSchedules } from '../platform/jobs/tables.js';
import type { AppDeps } from './deps.js';
import { inTransaction, type WriteDeps } from './write.js';

/*
 * A feature's background work: a job it defines in its own folder and lists in its manifest
 * (`jobs`). It is sent from inside a write (`write.enqueue`), so it exists exactly when the write
 * commits, or sent by its schedule; it runs on any instance, once, retried with backoff when it
 * fails, and a final failure is logged and counted (platform/jobs/queue.ts).
 */

export interface JobContext<D> {
  data: D;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  isLastAttempt: boolean;
  deps: AppDeps;
  /**
   * The job's write: committed together with the job's completion, so a run killed part-way is
   * retried from scratch and a finished one is never applied twice. A job that writes in several
   * transactions (a sweep in batches) uses inTransaction itself and is idempotent instead.
   */
  write<T>(run: (write: WriteDeps) => Promise<T>): Promise<T>;
}

export interface FeatureJob<D extends object = object> {
  /** '<feature>.<job>': a pg-boss queue of its own. */
  name: string;
  data: z.ZodType<D>;
  retry?: Partial<QueueSpec['retry']>;
  /** How long a run may take before it is presumed dead and retried (default 5 minutes). */
  expireInSeconds?: number;
  /** Runs an instance makes at once (default 1: one by one, oldest first; see QueueSpec). */
  concurrency?: number;
  run(context: JobContext<D>): Promise<void>;
}

/** What a scheduled job receives: the due time it runs for. */
export interface ScheduledData {
  dueAt: string;
}

export interface ScheduledJob extends FeatureJob<ScheduledData> {
  schedule: Schedule;
}

export const defineJob = <D extends object>(job: FeatureJob<D>): FeatureJob<D> => job;
export const defineScheduledJob = (job: ScheduledJob): ScheduledJob => job;

const DEFAULT_RETRY = { limit: 5, delaySeconds: 30, backoff: true };
const DEFAULT_EXPIRY_SECONDS = 300;

/** The queue settings of a job. */
export function queueSpecOf(job: FeatureJob): QueueSpec {
  return {
    name: job.name,
    retry: { ...DEFAULT_RETRY, ...job.retry },
    expireInSeconds: job.expireInSeconds ?? DEFAULT_EXPIRY_SECONDS,
    concurrency: job.concurrency ?? 1,
  };
}

/** Runs one job of a feature with the app's deps. */
export async function runFeatureJob<D extends object>(
  deps: AppDeps,
  job: FeatureJob<D>,
  running: RunningJob,
): Promise<void> {
  const data = job.data.parse(running.data);
  await job.run({
    data,
    attempt: running.attempt,
    isLastAttempt: running.isLastAttempt,
    deps,
    write: (run) =>
      inTransaction(deps, 'job', async (write) => {
        const result = await run(write);
        await running.completeWithin(transactionSql(write.db));
        return result;
      }),
  });
}

/**
 * Sends each scheduled job whose latest due time has not been sent yet. The due time is claimed by
 * one conditional upsert in the sending transaction, so several instances send it once, and after
 * downtime the missed runs collapse into one for the latest due time.
 */
export async function sendDueSchedules(deps: AppDeps, jobs: readonly ScheduledJob[]): Promise<string[]> {
  if (jobs.length === 0) return [];
  const now = deps.clock();
  const { timeZone } = await deps.settings.get('organization');
  const sent: string[] = [];
  for (const job of jobs) {
    const due = latestDue(job.schedule, now, timeZone);
    const claimed = await inTransaction(deps, 'job', async (write) => {
      const [row] = await write.db
        .insert(jobSchedules)
        .values({ name: job.name, lastDueAt: due })
        .onConflictDoUpdate({
          target: jobSchedules.name,
          set: { lastDueAt: due },
          setWhere: lt(jobSchedules.lastDueAt, due),
        })
        .returning();
      if (!row) return false;
      await write.enqueue(job, { dueAt: due.toISOString() });
      return true;
    });
    if (claimed) sent.push(job.name);
  }
  return sent;
}
