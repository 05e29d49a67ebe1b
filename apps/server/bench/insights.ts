import { currentSchoolYear, leaderboardCycles } from '@schooldog/domain';
import { insightsRecountDifferences } from '../src/features/insights/public.js';
import { BENCH_PASSWORD, benchApp, freshPostgres, signedInHeaders } from './app.js';
import { rebuildKeptCounts } from './counts.js';
import { seedBenchDistrict, seedBenchEntries } from './seed.js';
import { measureInTurns, ms } from './stats.js';

/**
 * `npm run bench:insights` (issue 27 points 3 and 6): GET /api/insights and the dashboard's School
 * Leaderboard and Top Walkers (GET /api/leaderboards/schools, /top-walkers), the real routes, at
 * 10,000 entries and at 1,000,000 (BENCH_SMALL_ENTRIES, BENCH_LARGE_ENTRIES) in PostgreSQL; goal:
 * the large case's p95 at most 1.1 times the small case's, since the routes read the kept counts
 * only. Entries are bulk-loaded with SQL (the write path would take hours for a million), so the
 * counters and top walkers are built from them with SQL aggregates mirroring the domain's
 * insightChanges and leaderboardChanges (counts.ts); at the small size the bench checks them
 * against the domain's own recount first.
 */
const SMALL = Number(process.env.BENCH_SMALL_ENTRIES ?? 10_000);
const LARGE = Number(process.env.BENCH_LARGE_ENTRIES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const RATIO_MAX = 1.1;

const { database } = await freshPostgres('schooldog_bench_insights');
const bench = await benchApp(database);
const { app } = bench;

const { schoolIds, userIds, coordinator } = await seedBenchDistrict(database.db, {
  schools: 100,
  people: 1000,
  label: 'Walker',
  password: BENCH_PASSWORD,
});
const { cookie } = await signedInHeaders(bench, coordinator.email);

async function seed(entries: number) {
  const started = performance.now();
  await seedBenchEntries(database.db, { entries, schoolIds, userIds });
  await rebuildKeptCounts(database.db);
  const [[total, cells, walkers]] = (await database.raw(
    'select (select count(*) from observations)::int, (select count(*) from insight_counts)::int, (select count(*) from top_walkers)::int',
    [],
  )) as [[total: number, cells: number, walkers: number]];
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${Number(total).toLocaleString('en-US').padStart(9)} entries, ${Number(cells).toLocaleString('en-US')} counters, ${Number(walkers).toLocaleString('en-US')} top walkers rows (seeded in ${seconds} s)`,
  );
}

const now = new Date();
const month = (back: number) => {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return date.toISOString().slice(0, 7);
};
const range = `from=${month(11)}&to=${month(0)}`;
const cycles = leaderboardCycles(now);
const schoolYear = currentSchoolYear(now);
const twoYearsBack = Number(schoolYear.slice(0, 4)) - 2;
/** Each measured request: the insights the chart draws, then the dashboard's two leaderboards. */
const scenarios: Record<string, string> = {
  'all, 12 months, every school': `/api/insights?${range}`,
  'all, 5 years, every school': `/api/insights?from=${month(59)}&to=${month(0)}`,
  'category, concerns': `/api/insights?${range}&viewMode=category&categoryId=access&entryType=concern`,
  'user, 3 schools': `/api/insights?${range}&viewMode=user&userId=${userIds[7]}&schoolIds=${schoolIds.slice(0, 3).join(',')}`,
  'tag, district walks': `/api/insights?${range}&viewMode=tag&tag=door&walkType=district`,
  'leaderboard, this month': '/api/leaderboards/schools',
  'leaderboard, a year ago': `/api/leaderboards/schools?cycle=${cycles[12] ?? ''}`,
  'top walkers, this year': '/api/leaderboards/top-walkers',
  'top walkers, 2 years ago': `/api/leaderboards/top-walkers?schoolYear=${twoYearsBack}-${twoYearsBack + 1}`,
};

async function measure() {
  const fns = Object.fromEntries(
    Object.entries(scenarios).map(([label, url]) => [
      label,
      async () => {
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
      },
    ]),
  );
  return measureInTurns(RUNS, fns, 50);
}

await seed(SMALL);
const differences = await insightsRecountDifferences(database.db);
// Tag usage is not built: nothing measured here reads it.
const kept = differences.filter((line) => line.startsWith('cells') || line.startsWith('walkers'));
if (kept.length > 0) throw new Error(`kept counts differ from a recount: ${kept.slice(0, 5).join('; ')}`);
console.log('counters and top walkers equal the domain recount of the entries');
const small = await measure();
await seed(LARGE - SMALL);
const large = await measure();

let failed = false;
console.log(`runs: ${RUNS} per scenario, in turns`);
for (const label of Object.keys(scenarios)) {
  const [a, b] = [small[label], large[label]];
  if (!a || !b) continue;
  const ratio = b.p95 / a.p95;
  if (ratio > RATIO_MAX) failed = true;
  console.log(
    `${label.padEnd(30)} | ${SMALL.toLocaleString('en-US')}: p50 ${ms(a.p50)}, p95 ${ms(a.p95)} | ${LARGE.toLocaleString('en-US')}: p50 ${ms(b.p50)}, p95 ${ms(b.p95)} | p95 ratio ${ratio.toFixed(2)}x${ratio > RATIO_MAX ? ' OVER' : ''}`,
  );
}
if (failed) {
  console.log(
    `over the goal: the ${LARGE.toLocaleString('en-US')}-entry p95 at most ${RATIO_MAX}x the small one's`,
  );
  process.exitCode = 1;
}
await bench.close();
