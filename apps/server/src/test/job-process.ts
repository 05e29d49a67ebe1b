import { z } from 'zod';
import { buildApp } from '../app.js';
import { recordAudit } from '../core/audit.js';
import { defineFeature } from '../core/feature.js';
import { defineJob } from '../core/jobs.js';
import { inTransaction } from '../core/write.js';
import { loadConfig } from '../config.js';
import { openPglite, openPostgres } from '../db/client.js';

/*
 * A server instance with one job of its own, for the crash test of the job queue
 * (core/jobs-crash.test.ts). JOB_PHASE=hang sends the job and hangs inside its write once the
 * marker is written (the test kills the process there); JOB_PHASE=finish lets it run to the end.
 * It prints JOB-IN-FLIGHT, READY and JOB-DONE as those moments come.
 */

const phase = process.env.JOB_PHASE;
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', JOB_POLLING_SECONDS: '0.5' });
const database = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL)
  : await openPglite(config.DATA_DIR);
await database.migrate();

const markerJob = defineJob({
  name: 'test.marker',
  data: z.object({ id: z.string() }),
  retry: { limit: 3, delaySeconds: 0, backoff: false },
  expireInSeconds: 1,
  async run({ data, write }) {
    await write(async (w) => {
      await recordAudit(w.db, {
        entity: 'job-test',
        entityId: data.id,
        userId: null,
        before: { applied: false },
        after: { applied: true },
      });
      if (phase !== 'hang') return;
      console.log('JOB-IN-FLIGHT');
      await new Promise(() => {});
    });
  },
});

const { app, deps } = await buildApp({
  config,
  database,
  secret: 'test-secret-test-secret-test-secret-0123',
  extraFeatures: [defineFeature({ name: 'test', jobs: [markerJob] })],
});
await app.ready();
if (phase === 'hang')
  await inTransaction(deps, 'online', (write) => write.enqueue(markerJob, { id: 'crash' }));
else {
  // The dead run is presumed dead once its expiry passes (pg-boss's maintenance does this every minute).
  setInterval(() => void deps.jobs.expire(), 500).unref();
  const check = setInterval(async () => {
    const rows = await database.sql.executeSql(
      `select state from pgboss.job where name = 'test.marker' union all select state from pgboss.archive where name = 'test.marker'`,
    );
    if (rows.rows.some((row) => row.state === 'completed')) {
      clearInterval(check);
      console.log('JOB-DONE');
    }
  }, 250);
}
console.log('READY');
process.once('SIGTERM', () => {
  void app.close().then(async () => {
    await database.close();
    process.exit(0);
  });
});
