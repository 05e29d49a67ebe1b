import { DEFAULT_TIME_ZONE, newId } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import { insightsRecountDifferences } from '../src/features/insights/public.js';
import { schools } from '../src/features/schools/tables.js';
import { users } from '../src/features/users/tables.js';
import { seedUser } from '../src/seed/demo.js';
import { BENCH_PASSWORD, benchApp, freshPostgres, signedInHeaders } from './app.js';
import { seedBenchEntries } from './seed.js';
import { measureInTurns, ms } from './stats.js';

/**
 * `npm run bench:insights` (issue 27 points 3 and 6): GET /api/insights, the real route, at 10,000
 * entries and at 1,000,000 (BENCH_SMALL_ENTRIES, BENCH_LARGE_ENTRIES) in PostgreSQL; goal: the
 * large case's p95 at most 1.1 times the small case's, since the route reads the counters only.
 * Entries are bulk-loaded with SQL (the write path would take hours for a million), so the counters
 * are built from them with one SQL aggregate mirroring the domain's insightChanges; at the small
 * size the bench checks them against the domain's own recount first.
 */
const SMALL = Number(process.env.BENCH_SMALL_ENTRIES ?? 10_000);
const LARGE = Number(process.env.BENCH_LARGE_ENTRIES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const RATIO_MAX = 1.1;

const { database } = await freshPostgres('schooldog_bench_insights');
const bench = await benchApp(database);
const { app } = bench;

const schoolIds = Array.from({ length: 100 }, () => newId());
await database.db.insert(schools).values(
  schoolIds.map((id, index) => ({
    id,
    name: `School ${String(index + 1).padStart(3, '0')}`,
    address: { street: '', street2: '', city: '', state: '', zip: '' },
  })),
);
const userIds = Array.from({ length: 1000 }, () => newId());
await database.db.insert(users).values(
  userIds.map((id, index) => ({
    id,
    name: `Walker ${index}`,
    email: `walker${index}@bench.test`,
    firstName: 'Walker',
    lastName: String(index),
    role: 'educator',
    friendlyRole: 'Educator',
  })),
);
const coordinator = await seedUser(database.db, 'district_safety_coordinator', {
  schoolIds: [],
  password: BENCH_PASSWORD,
  email: 'coordinator@bench.test',
});
const { cookie } = await signedInHeaders(bench, coordinator.email);

/** The counters of every entry, as insightChanges makes them (bench entries carry no location). */
async function rebuildCounts() {
  await database.db.execute(sql`truncate insight_counts`);
  await database.db.execute(sql`
    insert into insight_counts (count_id, metric, month, school_id, count)
    select c.count_id, m.metric, to_char(o.timestamp at time zone ${DEFAULT_TIME_ZONE}, 'YYYY-MM'), o.school_id,
      sum(m.amount)::int
    from observations o
    cross join lateral unnest(
      array['global', 'category--' || o.observation_category_id,
        'category--' || o.observation_category_id || '--item--' || o.observation_item_id,
        'user--' || o.reported_by_user_id]
      || array(select distinct 'tag--' || lower(t) from unnest(o.searchable_tags) t)
    ) as c(count_id)
    cross join lateral (
      select (case o.observation_type when 'concern' then 'Concerns' when 'praise' then 'Praises' else 'Other' end) as type,
        initcap(o.walk_type) as walk
    ) as k
    cross join lateral (values
      ('total', o.quantity), ('total' || k.type, o.quantity), ('total' || k.walk, o.quantity),
      ('total' || k.walk || k.type, o.quantity), ('totalObservations', 1)
    ) as m(metric, amount)
    where not o.is_deleted
    group by 1, 2, 3, 4
  `);
  await database.db.execute(sql`vacuum analyze insight_counts`);
}

async function seed(entries: number) {
  const started = performance.now();
  await seedBenchEntries(database.db, { entries, schoolIds, userIds });
  await rebuildCounts();
  const [[total, cells]] = (await database.raw(
    'select (select count(*) from observations)::int, (select count(*) from insight_counts)::int',
    [],
  )) as [[total: number, cells: number]];
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${Number(total).toLocaleString('en-US').padStart(9)} entries, ${Number(cells).toLocaleString('en-US')} counters (seeded in ${seconds} s)`,
  );
}

const now = new Date();
const month = (back: number) => {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return date.toISOString().slice(0, 7);
};
const range = `from=${month(11)}&to=${month(0)}`;
const scenarios: Record<string, string> = {
  'all, 12 months, every school': range,
  'all, 5 years, every school': `from=${month(59)}&to=${month(0)}`,
  'category, concerns': `${range}&viewMode=category&categoryId=access&entryType=concern`,
  'user, 3 schools': `${range}&viewMode=user&userId=${userIds[7]}&schoolIds=${schoolIds.slice(0, 3).join(',')}`,
  'tag, district walks': `${range}&viewMode=tag&tag=door&walkType=district`,
};

async function measure() {
  const fns = Object.fromEntries(
    Object.entries(scenarios).map(([label, query]) => [
      label,
      async () => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/insights?${query}`,
          headers: { cookie },
        });
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
      },
    ]),
  );
  return measureInTurns(RUNS, fns, 50);
}

await seed(SMALL);
const differences = await insightsRecountDifferences(database.db);
const cellDifferences = differences.filter((line) => line.startsWith('cells'));
if (cellDifferences.length > 0)
  throw new Error(`counters differ from a recount: ${cellDifferences.slice(0, 5).join('; ')}`);
console.log('counters equal the domain recount of the entries');
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
