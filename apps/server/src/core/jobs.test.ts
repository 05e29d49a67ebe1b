import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openPglite } from '../db/client.js';
import {
  createTestApp,
  DATABASE_KINDS,
  describeEachDatabase,
  openTestDatabase,
  type TestApp,
} from '../test/harness.js';
import { recordAudit } from './audit.js';
import { defineFeature } from './feature.js';
import { defineJob, defineScheduledJob, sendDueSchedules } from './jobs.js';
import { inTransaction } from './write.js';

/*
 * The job queue (platform/jobs on pg-boss) as features use it: sent inside a write, retried with
 * backoff, failures logged and counted, schedules run once across instances and caught up once.
 */

const runs: { job: string; data: unknown; attempt: number }[] = [];
let failuresLeft = 0;

const recorded = defineJob({
  name: 'test.recorded',
  data: z.object({ id: z.string() }),
  retry: { limit: 5, delaySeconds: 0, backoff: false },
  async run({ data, attempt, write }) {
    runs.push({ job: 'test.recorded', data, attempt });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error(`attempt ${attempt} fails`);
    }
    await write((w) =>
      recordAudit(w.db, {
        entity: 'job-test',
        entityId: data.id,
        userId: null,
        before: { n: 0 },
        after: { n: 1 },
      }),
    );
  },
});

const doomed = defineJob({
  name: 'test.doomed',
  data: z.object({}),
  retry: { limit: 2, delaySeconds: 0, backoff: false },
  async run({ attempt }) {
    runs.push({ job: 'test.doomed', data: {}, attempt });
    throw new Error('the mail server is gone');
  },
});

const daily = defineScheduledJob({
  name: 'test.daily',
  schedule: { dailyAt: '06:00' },
  data: z.object({ dueAt: z.string() }),
  async run({ data }) {
    runs.push({ job: 'test.daily', data, attempt: 1 });
  },
});

const testFeature = defineFeature({ name: 'test', jobs: [recorded, doomed, daily] });

const markers = async (t: { database: Database }, id: string) =>
  (
    await t.database.raw(`select count(*)::int from audit_log where entity = 'job-test' and entity_id = $1`, [
      id,
    ])
  )[0]?.[0];

describeEachDatabase('jobs', (kind) => {
  let t: TestApp;
  let now = new Date('2026-09-01T11:00:00Z');
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { LOG_LEVEL: 'warn', METRICS_PORT: '0' },
      {
        clock: () => now,
        extraFeatures: [testFeature],
        logStream: { write: (line) => void lines.push(line) },
      },
    );
  });
  afterAll(() => t.close());

  it('a job sent inside a write exists exactly when the write commits', async () => {
    runs.length = 0;
    await expect(
      inTransaction(t.deps, 'online', async (write) => {
        await write.enqueue(recorded, { id: 'rolled-back' });
        throw new Error('the write fails after sending its job');
      }),
    ).rejects.toThrow('the write fails');
    await inTransaction(t.deps, 'online', (write) => write.enqueue(recorded, { id: 'committed' }));
    expect(await t.drainJobs()).toBe(1);
    expect(runs).toEqual([{ job: 'test.recorded', data: { id: 'committed' }, attempt: 1 }]);
    expect(await markers(t, 'committed')).toBe(1);
    expect(await t.drainJobs()).toBe(0);
  });

  it('the jobs of a write are sent together when it settles; those of a failed savepoint are not', async () => {
    runs.length = 0;
    await inTransaction(t.deps, 'online', async (write) => {
      await write.enqueue(recorded, { id: 'first' });
      await write
        .savepoint(async () => {
          await write.enqueue(recorded, { id: 'taken-back' });
          throw new Error('this part of the write fails');
        })
        .catch(() => {});
      await write.enqueue(recorded, { id: 'second' });
    });
    expect(await t.drainJobs()).toBe(2);
    expect(runs.map((run) => (run.data as { id: string }).id).sort()).toEqual(['first', 'second']);
  });

  it('a job that fails three times then succeeds is retried and applied once', async () => {
    runs.length = 0;
    failuresLeft = 3;
    lines.length = 0;
    await inTransaction(t.deps, 'online', (write) => write.enqueue(recorded, { id: 'flaky' }));
    // Each drain runs what is due; a retry is due at once here (no delay).
    for (let round = 0; round < 6 && (await markers(t, 'flaky')) === 0; round += 1) await t.drainJobs();
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3, 4]);
    expect(await markers(t, 'flaky')).toBe(1);
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter((line) => line.msg.includes('will be retried'))).toHaveLength(3);
    expect(logged.filter((line) => line.msg.includes('failed for good'))).toHaveLength(0);
  });

  it('a final failure is kept, logged as an error and counted for the operator', async () => {
    runs.length = 0;
    lines.length = 0;
    await inTransaction(t.deps, 'online', (write) => write.enqueue(doomed, {}));
    for (let round = 0; round < 5; round += 1) await t.drainJobs();
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    const errors = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 50);
    expect(errors.map((line) => line.msg)).toEqual(['job test.doomed failed for good after 3 attempts']);
    const [failed] = await t.database.raw(
      `select state, output->>'message' from pgboss.job where name = 'test.doomed'`,
      [],
    );
    expect(failed).toEqual(['failed', 'the mail server is gone']);
    const metrics =
      (await t.deps.metrics?.registry.getSingleMetricAsString('schooldog_job_failures_total')) ?? '';
    expect(metrics).toContain('schooldog_job_failures_total{queue="test.doomed",final="true"} 1');
    expect(metrics).toContain('schooldog_job_failures_total{queue="test.doomed",final="false"} 2');
  });

  it('a daily schedule runs once per day in the district time zone, and once after downtime', async () => {
    runs.length = 0;
    const send = () => sendDueSchedules(t.deps, [daily]);
    // 07:00 in New York (the demo district's default zone): 06:00 today is due.
    now = new Date('2026-09-01T11:00:00Z');
    expect(await send()).toEqual(['test.daily']);
    expect(await send()).toEqual([]);
    await t.drainJobs();
    expect(runs).toEqual([{ job: 'test.daily', data: { dueAt: '2026-09-01T10:00:00.000Z' }, attempt: 1 }]);
    // Down for three days: one run, for the latest due time, not one per missed day.
    now = new Date('2026-09-04T13:00:00Z');
    expect(await send()).toEqual(['test.daily']);
    expect(await send()).toEqual([]);
    await t.drainJobs();
    expect(runs.map((run) => run.data)).toEqual([
      { dueAt: '2026-09-01T10:00:00.000Z' },
      { dueAt: '2026-09-04T10:00:00.000Z' },
    ]);
  });
});

describe.each(DATABASE_KINDS)('jobs across instances and restarts [%s]', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'schooldog-jobs-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const now = new Date('2026-09-02T11:00:00Z');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** An instance of the app on `database` (two of them share one, as instances share PostgreSQL). */
  const instance = (database: Database) =>
    buildApp({
      config,
      database,
      secret: 'test-secret-test-secret-test-secret-0123',
      webDist: join(dataDir, 'no-web'),
      clock: () => now,
      runJobs: false,
      extraFeatures: [testFeature],
    });

  it('two instances run a schedule once', { timeout: 120_000 }, async () => {
    runs.length = 0;
    const database = await openTestDatabase(kind);
    const a = await instance(database);
    const b = await instance(database);
    try {
      await Promise.all([a.app.ready(), b.app.ready()]);
      const sent = await Promise.all([sendDueSchedules(a.deps, [daily]), sendDueSchedules(b.deps, [daily])]);
      expect(sent.flat()).toEqual(['test.daily']);
      await Promise.all([a.deps.jobs.drain(), b.deps.jobs.drain()]);
      expect(runs.filter((run) => run.job === 'test.daily')).toHaveLength(1);
    } finally {
      await a.app.close();
      await b.app.close();
      await database.close();
    }
  });

  it('a restart loses no queued job', { timeout: 120_000 }, async () => {
    runs.length = 0;
    const open = () => (kind === 'pglite' ? openPglite(join(dataDir, 'restart')) : openTestDatabase(kind));
    const first = await open();
    await first.migrate();
    const before = await instance(first);
    await before.app.ready();
    await inTransaction(before.deps, 'online', async (write) => {
      await write.enqueue(recorded, { id: 'survives-1' });
      await write.enqueue(recorded, { id: 'survives-2' });
    });
    await before.app.close();
    if (kind === 'pglite') await first.close();

    const second = kind === 'pglite' ? await open() : first;
    const after = await instance(second);
    try {
      await after.app.ready();
      expect(await after.deps.jobs.drain()).toBe(2);
      expect(runs.map((run) => JSON.stringify(run.data)).sort()).toEqual([
        '{"id":"survives-1"}',
        '{"id":"survives-2"}',
      ]);
    } finally {
      await after.app.close();
      await second.close();
    }
  });
});
