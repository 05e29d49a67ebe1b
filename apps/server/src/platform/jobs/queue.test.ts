import { afterEach, expect, it } from 'vitest';
import type { Database, SqlClient } from '../../db/client.js';
import { describeEachDatabase, openTestDatabase } from '../../test/harness.js';
import { createJobQueue, type JobHandler, type JobQueue } from './queue.js';

/*
 * The workers an instance runs (startWorkers): woken after a commit rather than waiting for their
 * polling interval, never missing a wake-up that comes while they fetch, and running a queue's jobs
 * side by side when the queue says so (issue 25 point 7: an alert's pushes go out at once).
 */

/** Longer than any test: a job that runs at all ran because it was woken. */
const POLLING_SECONDS = 600;
const retry = { limit: 0, delaySeconds: 0, backoff: false };

describeEachDatabase('job workers', (kind) => {
  let database: Database | undefined;
  let queue: JobQueue | undefined;
  afterEach(async () => {
    await queue?.stop({ timeoutMs: 1_000 });
    await database?.close();
  });

  /** Workers of one queue on a fresh database; `sql` wraps the database's if given. */
  async function workers(
    name: string,
    concurrency: number,
    handler: JobHandler,
    sql?: (inner: SqlClient) => SqlClient,
  ) {
    database = await openTestDatabase(kind);
    queue = createJobQueue({
      sql: sql ? sql(database.sql) : database.sql,
      queues: [{ name, retry, expireInSeconds: 60, concurrency }],
      handlers: new Map([[name, handler]]),
      log: { warn: () => {}, error: () => {} },
      supervise: false,
    });
    await queue.start();
    await queue.startWorkers({ pollingIntervalSeconds: POLLING_SECONDS });
    return queue;
  }

  it('a wake-up that comes while the worker fetches is kept: the job sent then runs at once', async () => {
    const ran: unknown[] = [];
    let hold: { fetched: () => void; release: Promise<void> } | null = null;
    let release = () => {};
    const fetched = new Promise<void>((resolve) => {
      hold = { fetched: resolve, release: new Promise((done) => (release = done)) };
    });
    // Holds the answer of the next fetch (SKIP LOCKED) until released: the fetch found nothing.
    const gated = (inner: SqlClient): SqlClient => ({
      async executeSql(text, values) {
        const result = await inner.executeSql(text, values);
        const held = hold;
        if (held && text.includes('SKIP LOCKED')) {
          hold = null;
          held.fetched();
          await held.release;
        }
        return result;
      },
    });
    // The worker fetches as it starts; sent and woken while that fetch is on its way back empty.
    const jobs = await workers('test.woken', 1, async (job) => void ran.push(job.data), gated);
    await fetched;
    await jobs.send('test.woken', { n: 1 });
    jobs.wake(['test.woken']);
    release();
    await expect.poll(() => ran).toEqual([{ n: 1 }]);
  });

  it('a queue of concurrency 3 runs three jobs at once', async () => {
    let running = 0;
    let most = 0;
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const jobs = await workers('test.side-by-side', 3, async () => {
      running += 1;
      most = Math.max(most, running);
      await finished;
      running -= 1;
    });
    for (let n = 0; n < 4; n += 1) await jobs.send('test.side-by-side', { n });
    jobs.wake(['test.side-by-side']);
    await expect.poll(() => running).toBe(3);
    finish();
    await expect
      .poll(
        async () =>
          (
            await database?.raw(
              `select count(*)::int from pgboss.job where name = 'test.side-by-side' and state = 'completed'`,
              [],
            )
          )?.[0]?.[0],
      )
      .toBe(4);
    expect(most).toBe(3);
  });
});
