import PgBoss from 'pg-boss';
import type { SqlClient } from '../../db/client.js';

/*
 * Durable jobs on pg-boss 10 (a PostgreSQL queue: SKIP LOCKED fetches, retries with backoff,
 * expiry of jobs whose runner died, archiving), over the app's own database, PGlite or PostgreSQL.
 * It knows queues, not features: core/jobs.ts binds the features' job definitions to the app.
 */

export const JOB_SCHEMA = 'pgboss';
/** Jobs fetched at once per queue: each is still run, completed or failed on its own. */
const BATCH = 5;

/** How a queue retries and when a run is presumed dead. */
export interface QueueSpec {
  name: string;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A run still active after this long is presumed dead (its process crashed) and retried. */
  expireInSeconds: number;
}

/** One run of a job, as its handler sees it. */
export interface RunningJob {
  id: string;
  name: string;
  data: unknown;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  /** No retry follows if this run fails. */
  isLastAttempt: boolean;
  /** Marks the job done inside the caller's transaction: its write and its completion commit together. */
  completeWithin(sql: SqlClient): Promise<void>;
}

export type JobHandler = (job: RunningJob) => Promise<void>;

export interface JobFailureLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface SendOptions {
  /** Write the job in this transaction (transactionSql): it exists exactly when the write commits. */
  sql?: SqlClient;
  /** Not before this time. */
  startAfter?: Date;
  /** A job with the same key that is not yet done makes this one a no-op. */
  singletonKey?: string;
}

export interface JobQueue {
  /** Creates (or migrates) pg-boss's schema and the queues. */
  start(): Promise<void>;
  /** Polls every queue and runs its jobs until stop(). */
  startWorkers(options?: { pollingIntervalSeconds?: number }): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Runs every job available now, across queues, until none is left (tests; the CLI). Answers how many ran. */
  drain(): Promise<number>;
  /** Wakes this instance's workers of these queues (after a commit that sent them jobs). */
  wake(names: Iterable<string>): void;
  /** Fails the jobs whose run outlived its expiry, so that they are retried (maintenance does it too). */
  expire(): Promise<void>;
  /** Lets the running jobs finish (up to timeoutMs), then stops. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  readonly boss: PgBoss;
}

interface PgBossJob {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

export function createJobQueue(options: {
  sql: SqlClient;
  queues: readonly QueueSpec[];
  handlers: ReadonlyMap<string, JobHandler>;
  log: JobFailureLog;
  /** Counts failures (final ones apart) for the operator's metrics. */
  onFailure?: (queue: string, isFinal: boolean) => void;
  /** Runs pg-boss's maintenance here (expiring dead runs, archiving): on instances that run jobs. */
  supervise: boolean;
  maintenanceIntervalSeconds?: number;
}): JobQueue {
  const boss = new PgBoss({
    db: options.sql as PgBoss.Db,
    schema: JOB_SCHEMA,
    // Our own schedules (core/schedules.ts) use the app's clock and catch up after downtime.
    schedule: false,
    supervise: options.supervise,
    migrate: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    // Done and failed jobs move to the archive after an hour and leave it after 30 days, so an
    // operator can still read a failure's error (pgboss.archive) long after it happened.
    archiveCompletedAfterSeconds: 3_600,
    deleteAfterDays: 30,
  });
  boss.on('error', (error: Error) => options.log.warn({ err: error }, 'job queue maintenance failed'));
  const specs = new Map(options.queues.map((queue) => [queue.name, queue]));
  const wakers = new Map<string, () => void>();
  const loops: Promise<void>[] = [];
  let stopping = false;

  async function run(job: PgBossJob): Promise<void> {
    const handler = options.handlers.get(job.name);
    if (!handler) throw new Error(`no handler for job ${job.name}`);
    const isLastAttempt = job.retryCount >= job.retryLimit;
    try {
      await handler({
        id: job.id,
        name: job.name,
        data: job.data,
        attempt: job.retryCount + 1,
        isLastAttempt,
        completeWithin: (sql) => boss.complete(job.name, job.id, {}, { db: sql as PgBoss.Db }),
      });
    } catch (error) {
      options.onFailure?.(job.name, isLastAttempt);
      const context = { err: error, job: { id: job.id, name: job.name, attempt: job.retryCount + 1 } };
      if (isLastAttempt)
        options.log.error(context, `job ${job.name} failed for good after ${job.retryCount + 1} attempts`);
      else options.log.warn(context, `job ${job.name} failed; it will be retried`);
      throw error;
    }
  }

  /** Fetches up to a batch of the queue's due jobs and runs them one by one; answers how many. */
  async function runBatch(name: string): Promise<number> {
    const fetched = await boss.fetch<object>(name, { batchSize: BATCH, includeMetadata: true });
    // Oldest first, as they were sent (the fetch's UPDATE returns them in no set order): two mails
    // to one person arrive in the order their news happened.
    const jobs = fetched.sort(
      (a, b) => a.createdOn.getTime() - b.createdOn.getTime() || (a.id < b.id ? -1 : 1),
    );
    for (const job of jobs) {
      try {
        await run(job);
        await boss.complete(name, job.id);
      } catch (error) {
        await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
    return jobs.length;
  }

  /** One queue's worker: runs batches while there are jobs, else waits for the interval or a wake-up. */
  async function workQueue(name: string, intervalMs: number): Promise<void> {
    while (!stopping) {
      let ran = 0;
      try {
        ran = await runBatch(name);
      } catch (error) {
        options.log.warn({ err: error, queue: name }, 'fetching jobs failed');
      }
      if (ran > 0 || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, intervalMs);
        function done() {
          clearTimeout(timer);
          wakers.delete(name);
          resolve();
        }
        wakers.set(name, done);
      });
    }
  }

  return {
    boss,
    async start() {
      await boss.start();
      for (const queue of options.queues) {
        const settings = {
          name: queue.name,
          retryLimit: queue.retry.limit,
          retryDelay: queue.retry.delaySeconds,
          retryBackoff: queue.retry.backoff,
          expireInSeconds: queue.expireInSeconds,
        };
        await boss.createQueue(queue.name, settings);
        await boss.updateQueue(queue.name, settings);
      }
    },
    async startWorkers({ pollingIntervalSeconds = 2 } = {}) {
      stopping = false;
      for (const name of specs.keys()) loops.push(workQueue(name, pollingIntervalSeconds * 1000));
    },
    send: (name, data, { sql, startAfter, singletonKey } = {}) =>
      boss.send(name, data, {
        ...(sql ? { db: sql as PgBoss.Db } : {}),
        ...(startAfter ? { startAfter } : {}),
        ...(singletonKey ? { singletonKey } : {}),
      }),
    async drain() {
      let ran = 0;
      for (let found = true; found;) {
        found = false;
        for (const name of specs.keys()) {
          const count = await runBatch(name);
          ran += count;
          if (count > 0) found = true;
        }
      }
      return ran;
    },
    wake(names) {
      for (const name of names) wakers.get(name)?.();
    },
    expire: () => boss.expire(),
    async stop({ timeoutMs = 10_000 } = {}) {
      stopping = true;
      for (const wake of wakers.values()) wake();
      // The running jobs finish (or, past the time limit, are retried elsewhere after their expiry).
      await Promise.race([
        Promise.all(loops),
        new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
      ]);
      loops.length = 0;
      await boss.stop({ graceful: false, close: false });
    },
  };
}
