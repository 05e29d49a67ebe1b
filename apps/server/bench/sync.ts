import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newId, SYNC_PUSH_MAX, type TSyncPushResponse, type TWalk } from '@schooldog/domain';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { seedDistrict, seedUser } from '../src/seed/demo.js';

/**
 * `npm run bench:sync` (issue 22): a walker back online with ENTRIES queued entries of a walk. The
 * device pushes them SYNC_PUSH_MAX at a time; the same entries logged one POST each, as the app
 * does online, are the yardstick. The ratio is the median round's push time over its single
 * creates'. Goal: at most 0.5 on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the local
 * test server); exit code 1 over it.
 */
const ENTRIES = Number(process.env.BENCH_SYNC_ENTRIES ?? 500);
const ROUNDS = Number(process.env.BENCH_SYNC_ROUNDS ?? 3);
const GOAL = 0.5;
const PASSWORD = 'bench-password-123';
const DATABASE_NAME = 'schooldog_sync_bench';

async function freshPostgres(): Promise<Database> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
  await admin.query(`create database ${DATABASE_NAME}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE_NAME}`;
  return openPostgres(url.toString());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function run(kind: Database['kind']): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schooldog-bench-sync-'));
  const database = kind === 'postgres' ? await freshPostgres() : await openPglite();
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    SIGN_IN_RATE_LIMIT: '1000',
  });
  const { app, deps } = await buildApp({
    config,
    database,
    secret: 'bench-secret-bench-secret-bench-secret-0',
    webDist: dataDir,
  });
  const [school] = await seedDistrict(database.db, deps.settings);
  if (!school) throw new Error('no school');
  const walker = await seedUser(database.db, 'educator', {
    schoolIds: [school.id],
    password: PASSWORD,
    email: 'walker@bench.test',
  });
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: config.publicUrl },
    payload: { email: walker.email, password: PASSWORD },
  });
  const cookie = String([signIn.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  const headers = { cookie, origin: config.publicUrl };

  const startWalk = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/walks',
      headers,
      payload: { schoolId: school.id },
    });
    if (response.statusCode !== 201) throw new Error(`walk: ${response.statusCode} ${response.body}`);
    return response.json<TWalk>().id;
  };
  /** What a device queues for an entry: its own id and the time it was logged. */
  const entries = (walkId: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: newId(),
      schoolId: school.id,
      walkId,
      observationCategoryId: 'cameras',
      observationItemId: 'cameras-1',
      observationType: index % 3 === 0 ? 'praise' : 'concern',
      quantity: 1 + (index % 3),
      location: `Room ${index % 40}`,
      timestamp: new Date(Date.now() - (count - index) * 60_000).toISOString(),
    }));

  /** Logs the entries one POST each; answers the time taken. */
  const singles = async (list: ReturnType<typeof entries>) => {
    const started = performance.now();
    for (const payload of list) {
      const response = await app.inject({ method: 'POST', url: '/api/entries', headers, payload });
      if (response.statusCode !== 201) throw new Error(`entry: ${response.statusCode} ${response.body}`);
    }
    return performance.now() - started;
  };
  const clientId = newId();
  let seq = 0;
  /** Pushes the entries as one push of queued entry.create mutations; answers the time taken. */
  const pushed = async (list: ReturnType<typeof entries>) => {
    const mutations = list.map((args) => ({ seq: ++seq, name: 'entry.create', args }));
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers,
      payload: { clientId, mutations },
    });
    const body = response.json<TSyncPushResponse>();
    if (response.statusCode !== 200 || body.results.some((result) => result.status !== 'applied'))
      throw new Error(`push: ${response.statusCode} ${response.body.slice(0, 500)}`);
    return performance.now() - started;
  };

  // Warm-up (JIT, statement plans); then each round logs ENTRIES entries both ways, each in a walk
  // of its own, a push's worth at a time in turns, so that the machine's other work falls on both.
  await singles(entries(await startWalk(), SYNC_PUSH_MAX));
  await pushed(entries(await startWalk(), SYNC_PUSH_MAX));
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [singleWalk, pushWalk] = [await startWalk(), await startWalk()];
    let [single, push] = [0, 0];
    for (let turn = 0; turn * SYNC_PUSH_MAX < ENTRIES; turn++) {
      const count = Math.min(SYNC_PUSH_MAX, ENTRIES - turn * SYNC_PUSH_MAX);
      if (turn % 2 === 0) {
        single += await singles(entries(singleWalk, count));
        push += await pushed(entries(pushWalk, count));
      } else {
        push += await pushed(entries(pushWalk, count));
        single += await singles(entries(singleWalk, count));
      }
    }
    ratios.push(push / single);
    console.log(
      `[${kind}] round ${round + 1}: ${ENTRIES} single creates ${(single / 1000).toFixed(2)} s, ` +
        `pushed ${(push / 1000).toFixed(2)} s; ratio ${(push / single).toFixed(2)}`,
    );
  }
  const ratio = median(ratios);
  console.log(`[${kind}] offline push / single creates: ${ratio.toFixed(2)} (goal ≤ ${GOAL})`);
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return ratio;
}

// BENCH_DATABASES=pglite (or postgres) runs one of them.
const kinds = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
for (const kind of ['postgres', 'pglite'] as const) {
  if (!kinds.includes(kind)) continue;
  if ((await run(kind)) > GOAL) process.exitCode = 1;
}
