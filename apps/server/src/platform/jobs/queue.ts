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
  /**
   * Jobs of the queue an instance runs at once. 1 runs them one by one, oldest first; more runs
   * each on its own as soon as a place is free, in no set order (each waits on its own network
   * round trip: a push to its push service).
   */
  concurrency: number;
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
  /**
   * Marks the job done inside the caller's transaction: its write and its completion commit
   * together, and nothing completes it again once the handler returns (so a handler lets its
   * write's failure throw: swallowed, the job would wait for its expiry to be retried).
   */
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

/** A job to write with others (sendAll). */
export interface JobToSend extends Pick<SendOptions, 'startAfter' | 'singletonKey'> {
  name: string;
  data: object;
}

export interface JobQueue {
  /** Creates (or migrates) pg-boss's schema and the queues. */
  start(): Promise<void>;
  /** Polls every queue and runs its jobs until stop(). */
  startWorkers(options?: { pollingIntervalSeconds?: number }): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Writes these jobs in one statement, in this transaction: they exist exactly when it commits. */
  sendAll(jobs: readonly JobToSend[], sql: SqlClient): Promise<void>;
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
  /** Queues woken while their worker was not waiting (fetching): it fetches again before it waits. */
  const woken = new Set<string>();
  const loops: Promise<void>[] = [];
  let stopping = false;

  /** Runs the job's handler; answers whether its write completed the job (completeWithin). */
  async function run(job: PgBossJob): Promise<boolean> {
    const handler = options.handlers.get(job.name);
    if (!handler) throw new Error(`no handler for job ${job.name}`);
    const isLastAttempt = job.retryCount >= job.retryLimit;
    let completedWithin = false;
    try {
      await handler({
        id: job.id,
        name: job.name,
        data: job.data,
        attempt: job.retryCount + 1,
        isLastAttempt,
        completeWithin: async (sql) => {
          await boss.complete(job.name, job.id, {}, { db: sql as PgBoss.Db });
          completedWithin = true;
        },
      });
      return completedWithin;
    } catch (error) {
      options.onFailure?.(job.name, isLastAttempt);
      const context = { err: error, job: { id: job.id, name: job.name, attempt: job.retryCount + 1 } };
      if (isLastAttempt)
        options.log.error(context, `job ${job.name} failed for good after ${job.retryCount + 1} attempts`);
      else options.log.warn(context, `job ${job.name} failed; it will be retried`);
      throw error;
    }
  }

  /** Up to `count` of the queue's due jobs, oldest first. */
  async function fetchDue(name: string, count: number) {
    const fetched = await boss.fetch<object>(name, { batchSize: count, includeMetadata: true });
    // Oldest first, as they were sent (the fetch's UPDATE returns them in no set order): two mails
    // to one person arrive in the order their news happened.
    return fetched.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime() || (a.id < b.id ? -1 : 1));
  }

  /**
   * Runs a fetched job to its end: completed, or failed (to be retried). Never throws: if even its
   * end cannot be recorded (the database is gone), it stays active until its expiry retries it.
   */
  async function runFetched(name: string, job: PgBossJob): Promise<void> {
    try {
      try {
        // A job its write completed is done once the handler returns (the write has committed).
        if (!(await run(job))) await boss.complete(name, job.id);
      } catch (error) {
        await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    } catch (error) {
      options.log.warn({ err: error, job: { id: job.id, name } }, 'recording the end of a job failed');
    }
  }

  /** Fetches up to a batch of the queue's due jobs and runs them one by one; answers how many. */
  async function runBatch(name: string): Promise<number> {
    const jobs = await fetchDue(name, BATCH);
    for (const job of jobs) await runFetched(name, job);
    return jobs.length;
  }

  /** Until the interval has passed or the queue is woken (at once if it was woken meanwhile). */
  function idle(name: string, intervalMs: number): Promise<void> {
    if (woken.delete(name)) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, intervalMs);
      function done() {
        clearTimeout(timer);
        wakers.delete(name);
        resolve();
      }
      wakers.set(name, done);
    });
  }

  /**
   * One queue's worker: runs its jobs while there are any, `concurrency` at once (one by one in
   * batches when 1), else waits for the interval or a wake-up. Running several, it fetches again
   * once half its places are free, so that each fetch brings several jobs.
   */
  async function workQueue(name: string, intervalMs: number, concurrency: number): Promise<void> {
    const running = new Set<Promise<void>>();
    while (!stopping) {
      // A wake-up from now on is either seen by this fetch or makes idle() return at once.
      woken.delete(name);
      let fetched = 0;
      try {
        if (concurrency === 1) fetched = await runBatch(name);
        else {
          const jobs = await fetchDue(name, concurrency - running.size);
          for (const job of jobs) {
            const task = runFetched(name, job).finally(() => running.delete(task));
            running.add(task);
          }
          fetched = jobs.length;
        }
      } catch (error) {
        options.log.warn({ err: error, queue: name }, 'fetching jobs failed');
      }
      if (stopping) break;
      if (running.size > concurrency / 2) {
        while (running.size > concurrency / 2) await Promise.race(running);
      } else if (fetched === 0) await idle(name, intervalMs);
    }
    await Promise.all(running);
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
      for (const spec of specs.values())
        loops.push(workQueue(spec.name, pollingIntervalSeconds * 1000, spec.concurrency));
    },
    send: (name, data, { sql, startAfter, singletonKey } = {}) =>
      boss.send(name, data, {
        ...(sql ? { db: sql as PgBoss.Db } : {}),
        ...(startAfter ? { startAfter } : {}),
        ...(singletonKey ? { singletonKey } : {}),
      }),
    async sendAll(jobs, sql) {
      if (jobs.length > 0) await boss.insert([...jobs], { db: sql as PgBoss.Db });
    },
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
      for (const name of names) {
        const waker = wakers.get(name);
        if (waker) waker();
        else woken.add(name);
      }
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
