import { newId, SYNC_PUSH_MAX, type TSyncPushResponse, type TWalk } from '@schooldog/domain';
import { seedDistrict, seedUser } from '../src/seed/demo.js';
import { BENCH_PASSWORD, benchApp, freshPglite, freshPostgres, signedInHeaders } from './app.js';

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
const DATABASE_NAME = 'schooldog_sync_bench';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function run(kind: 'pglite' | 'postgres'): Promise<number> {
  const database = kind === 'postgres' ? (await freshPostgres(DATABASE_NAME)).database : await freshPglite();
  const bench = await benchApp(database);
  const { app, deps } = bench;
  const [school] = await seedDistrict(database.db, deps.settings);
  if (!school) throw new Error('no school');
  const walker = await seedUser(database.db, 'educator', {
    schoolIds: [school.id],
    password: BENCH_PASSWORD,
    email: 'walker@bench.test',
  });
  const headers = await signedInHeaders(bench, walker.email);

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
  await bench.close();
  return ratio;
}

// BENCH_DATABASES=pglite (or postgres) runs one of them.
const kinds = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
for (const kind of ['postgres', 'pglite'] as const) {
  if (!kinds.includes(kind)) continue;
  if ((await run(kind)) > GOAL) process.exitCode = 1;
}
