import { resolvePermissions, ZEntriesQuery } from '@schooldog/domain';
import { encodeCursor } from '../src/db/cursor.js';
import { entriesFilter, entriesOrder, entriesPageSql } from '../src/features/entries/query.js';
import { benchCsv } from './csv.js';
import { seedBenchDistrict, seedBenchEntries } from './seed.js';
import { measureInTurns, ms } from './stats.js';
import { BENCH_PASSWORD, benchApp, freshPglite, freshPostgres, signedInHeaders } from './app.js';

/**
 * `npm run bench`: the entries explorer API against the same query as raw SQL, on 1,000,000
 * entries in PostgreSQL (BENCH_DATABASE_URL, default the local test server) and a smaller set in
 * PGlite; then the CSV export's pace against COPY and its memory as rows grow (bench/csv.ts).
 */
const POSTGRES_ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const PGLITE_ENTRIES = Number(process.env.BENCH_PGLITE_ENTRIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3000);

async function run(kind: 'postgres' | 'pglite', total: number) {
  const postgres = kind === 'postgres' ? await freshPostgres('schooldog_bench') : undefined;
  const database = postgres?.database ?? (await freshPglite());
  const bench = await benchApp(database);
  const { app } = bench;

  const {
    schoolIds,
    userIds: reporterIds,
    coordinator,
  } = await seedBenchDistrict(database.db, {
    schools: 100,
    people: 300,
    label: 'Reporter',
    password: BENCH_PASSWORD,
  });

  const started = performance.now();
  await seedBenchEntries(database.db, { entries: total, schoolIds, userIds: reporterIds });
  console.log(
    `\n[${kind}] seeded ${total.toLocaleString('en-US')} entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const { cookie } = await signedInHeaders(bench, coordinator.email);

  // School + date + type filters: one school, one school year, concerns.
  const year = new Date().getUTCFullYear();
  const params = {
    schoolIds: schoolIds[7] ?? '',
    dateRange: `${year - 2}-07-01,${year - 1}-06-30`,
    entryTypes: 'concern',
  };
  const query = ZEntriesQuery.parse(params);
  const actor = {
    user: coordinator,
    sessionId: null,
    permissions: resolvePermissions(coordinator, { enableWorkOrders: true }),
    isDistrictUser: true,
  };
  const filter = entriesFilter(actor, query);
  const [matching] = await database.raw(`select count(*)::int from observations o where ${filter.where}`, [
    ...filter.values,
  ]);
  const matchingCount = Number(matching?.[0] ?? 0);
  const [deep] = await database.raw(
    `select o.timestamp, o.id from observations o where ${filter.where} order by ${entriesOrder(false)} offset ${Math.floor(matchingCount * 0.8)} limit 1`,
    [...filter.values],
  );
  const deepCursor = deep ? encodeCursor(deep[0] as Date, deep[1] as string) : undefined;

  // The API's own statement, run bare through the same driver: what the API adds is the difference.
  const pageSql = (cursor: string | undefined) =>
    entriesPageSql(filter, { cursor, sortAsc: false, limit: query.limit + 1 });

  const results: Record<string, { p50: number; p95: number }> = {};
  for (const [label, cursor] of [
    ['first page', undefined],
    ['deep cursor page', deepCursor],
  ] as const) {
    const url = `/api/entries?${new URLSearchParams({ ...params, ...(cursor ? { cursor } : {}) })}`;
    const { text, values } = pageSql(cursor);
    // Both answer the same entries: the API's page is the statement's rows less the look-ahead one.
    const sqlRows = await database.raw(text, values);
    const apiPage = (await app.inject({ method: 'GET', url, headers: { cookie } })).json<{
      entries: { id: string }[];
    }>();
    if (
      apiPage.entries.map((entry) => entry.id).join() !==
      sqlRows
        .slice(0, query.limit)
        .map((row) => row[0])
        .join()
    )
      throw new Error(`The API and the statement disagree on the ${label}.`);
    const timed = await measureInTurns(RUNS, {
      api: async () => {
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      },
      sql: () => database.raw(text, values),
    });
    results[`API ${label}`] = timed.api;
    results[`SQL ${label}`] = timed.sql;
    const plan = JSON.stringify(await database.raw(`explain (format json) ${text}`, values));
    const usesIndex = /Index (Only )?Scan|Bitmap Index Scan/.test(plan);
    const indexes = [...new Set(plan.match(/"Index Name":\s*"[^"]+"/g) ?? [])].join(', ');
    console.log(`[${kind}] ${label}: plan uses an index: ${usesIndex ? 'yes' : 'NO'} (${indexes})`);
    if (!usesIndex) process.exitCode = 1;
  }
  console.log(`[${kind}] matching entries: ${matchingCount.toLocaleString('en-US')}; runs: ${RUNS}`);
  for (const label of ['first page', 'deep cursor page']) {
    const api = results[`API ${label}`];
    const raw = results[`SQL ${label}`];
    if (!api || !raw) continue;
    console.log(
      `[${kind}] ${label.padEnd(17)} API p50 ${ms(api.p50)}, p95 ${ms(api.p95)} | SQL p50 ${ms(raw.p50)}, p95 ${ms(raw.p95)} | p95 ratio ${(api.p95 / raw.p95).toFixed(2)}x`,
    );
  }

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const csv = await benchCsv({ address, cookie, kind, schoolIds, databaseUrl: postgres?.url });
  if (!csv.isOk) process.exitCode = 1;
  await bench.close();
}

// BENCH_DATABASES=pglite (or postgres) runs one of them.
const kinds = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
if (kinds.includes('postgres')) await run('postgres', POSTGRES_ENTRIES);
if (kinds.includes('pglite')) await run('pglite', PGLITE_ENTRIES);
