import { spawn, spawnSync } from 'node:child_process';
import type { Database } from '../src/db/client.js';

/**
 * The CSV export against the database's own pace: for growing sets of schools (about 10,000,
 * 100,000 and 1,000,000 rows on 1,000,000 entries), the export over real HTTP and, on PostgreSQL,
 * `COPY` of the same rows (same filter, joins and order, plus the school's name) to stdout.
 * Prints rows/s of each, their ratio and the server's heap during the export.
 *
 * Both are read by another process, as a browser or psql would, and counted by `wc -l`: curl for
 * the export, psql for COPY (it ships with PostgreSQL; no pg-copy-streams dependency). Timed from
 * the start of that process to its end, connection set-up included for both.
 *
 * Heap, two ways: the peak of heapUsed sampled every 10 ms during the timed export (garbage not
 * yet collected included: it rises with the pace of the export until V8 collects, whatever the
 * size), and, in a second export of the same rows, the live heap: heapUsed right after a full
 * collection every 100 ms. The check is on the live heap: what the export holds must not grow
 * with the rows (1M at most twice 10k's plus 16 MiB), and export/COPY must be 0.5 or more at
 * the largest size on PostgreSQL. Either failing sets exit code 1.
 */

interface Sample {
  rows: number;
  exportRate: number;
  copyRate: number | null;
  liveMiB: number;
}

/** Export rows/s over COPY rows/s, on PostgreSQL, at the largest size. */
const RATIO_GOAL = 0.5;
const MiB = 1_048_576;

export async function benchCsv(options: {
  address: string;
  cookie: string;
  kind: Database['kind'];
  schoolIds: string[];
  /** PostgreSQL's connection string, for psql (COPY); undefined on PGlite. */
  databaseUrl: string | undefined;
}): Promise<{ isOk: boolean }> {
  const { address, cookie, kind, schoolIds, databaseUrl } = options;
  if (!global.gc) throw new Error('Run with node --expose-gc (npm run bench does).');
  const hasPsql = databaseUrl !== undefined && spawnSync('psql', ['--version']).status === 0;
  const samples: Sample[] = [];
  for (const schoolCount of [1, 10, schoolIds.length]) {
    // Every school: no school filter at all, as a district-wide export asks.
    const chosen = schoolCount === schoolIds.length ? [] : schoolIds.slice(0, schoolCount);
    let copy: { rows: number; seconds: number } | null = null;
    if (hasPsql && databaseUrl) {
      await copyRows(databaseUrl, chosen); // warms the same pages for both
      copy = await copyRows(databaseUrl, chosen);
    }
    const url = `${address}/api/entries.csv${chosen.length > 0 ? `?schoolIds=${chosen.join(',')}` : ''}`;
    const exported = await exportRows(url, cookie, kind === 'pglite' ? address : undefined);
    const liveMiB = await liveHeapDuring(() => download(url, cookie));
    if (copy && copy.rows !== exported.rows)
      throw new Error(`COPY answered ${copy.rows} rows, the export ${exported.rows}.`);
    const sample: Sample = {
      rows: exported.rows,
      exportRate: exported.rows / exported.seconds,
      copyRate: copy ? copy.rows / copy.seconds : null,
      liveMiB,
    };
    samples.push(sample);
    const rate = (value: number) => `${Math.round(value).toLocaleString('en-US')} rows/s`;
    console.log(
      `[${kind}] CSV ${sample.rows.toLocaleString('en-US').padStart(9)} rows in ${exported.seconds.toFixed(2)} s` +
        ` (${rate(sample.exportRate)})` +
        (copy
          ? ` | COPY ${copy.seconds.toFixed(2)} s (${rate(sample.copyRate ?? 0)}) | export/COPY ${(sample.exportRate / (sample.copyRate ?? 1)).toFixed(2)}`
          : '') +
        ` | heap peak +${(exported.peakHeap / MiB).toFixed(1)} MiB, live +${liveMiB.toFixed(1)} MiB` +
        (exported.healthMs === null
          ? ''
          : ` | slowest /api/health meanwhile ${exported.healthMs.toFixed(0)} ms`),
    );
  }

  const smallest = samples[0];
  const largest = samples.at(-1);
  if (!smallest || !largest) return { isOk: false };
  const heapLimit = 2 * smallest.liveMiB + 16;
  const isHeapFlat = largest.liveMiB <= heapLimit;
  console.log(
    `[${kind}] live heap ${isHeapFlat ? 'flat' : 'NOT FLAT'}: +${largest.liveMiB.toFixed(1)} MiB at ${largest.rows.toLocaleString('en-US')} rows (limit ${heapLimit.toFixed(1)} MiB)`,
  );
  let isFastEnough = true;
  if (largest.copyRate !== null) {
    const ratio = largest.exportRate / largest.copyRate;
    isFastEnough = ratio >= RATIO_GOAL;
    console.log(`[${kind}] export/COPY ${ratio.toFixed(2)} at the largest size (goal ${RATIO_GOAL} or more)`);
  } else if (kind === 'postgres') {
    console.log(`[${kind}] psql not found: COPY not measured`);
  }
  return { isOk: isHeapFlat && isFastEnough };
}

/**
 * One timed export; samples this process's heap every 10 ms meanwhile and, when healthAddress is
 * given (PGlite: one session for every request), how long /api/health takes during the export.
 */
async function exportRows(url: string, cookie: string, healthAddress: string | undefined) {
  global.gc?.();
  const baseline = process.memoryUsage().heapUsed;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed - baseline);
  }, 10);
  let isDone = false;
  let healthMs: number | null = null;
  const probe = (async () => {
    if (!healthAddress) return;
    healthMs = 0;
    while (!isDone) {
      const asked = performance.now();
      const health = await fetch(`${healthAddress}/api/health`);
      await health.arrayBuffer();
      healthMs = Math.max(healthMs, performance.now() - asked);
    }
  })();
  const started = performance.now();
  const lines = await download(url, cookie);
  const seconds = (performance.now() - started) / 1000;
  isDone = true;
  await probe;
  clearInterval(sampler);
  return { rows: lines - 1, seconds, peakHeap, healthMs: healthMs as number | null };
}

/** The heap this process holds during work: the most after a full collection, every 100 ms. */
async function liveHeapDuring(work: () => Promise<unknown>): Promise<number> {
  global.gc?.();
  const baseline = process.memoryUsage().heapUsed;
  let live = 0;
  const sample = () => {
    global.gc?.();
    live = Math.max(live, process.memoryUsage().heapUsed - baseline);
  };
  const sampler = setInterval(sample, 100);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return live / MiB;
}

/** Lines of a shell pipeline's output, counted by `wc -l`; the pipeline fails on any failure. */
async function countLines(pipeline: string, env: Record<string, string>): Promise<number> {
  const shell = spawn('bash', ['-c', `set -o pipefail; ${pipeline} | wc -l`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  for await (const chunk of shell.stdout) output += String(chunk);
  const code = await new Promise<number | null>((resolve) => shell.on('close', resolve));
  if (code !== 0) throw new Error(`${pipeline} exited with ${code}`);
  return Number(output.trim());
}

/**
 * The export downloaded by curl, its lines counted (identity: the export itself is measured, not
 * the compression in front of it). Rows with a quoted newline would count twice; the bench's
 * entries have none.
 */
const download = (url: string, cookie: string) =>
  countLines('curl -sS --fail -H "cookie: $COOKIE" -H "accept-encoding: identity" "$URL"', {
    COOKIE: cookie,
    URL: url,
  });

/** `COPY (the export's rows) TO STDOUT WITH CSV` through psql; the ids are the bench's own. */
async function copyRows(
  databaseUrl: string,
  schoolIds: string[],
): Promise<{ rows: number; seconds: number }> {
  const ids = schoolIds.map((id) => `'${id.replace(/[^A-Za-z0-9]/g, '')}'`).join(', ');
  const bySchool = schoolIds.length > 0 ? ` and o.school_id in (${ids})` : '';
  const statement =
    `copy (select o.*, u.first_name, u.last_name, w.status, w.leader_user_id, w.collaborators, s.name` +
    ` from observations o left join users u on u.id = o.reported_by_user_id` +
    ` left join walks w on w.id = o.walk_id left join schools s on s.id = o.school_id` +
    ` where not o.is_deleted${bySchool}` +
    ` order by o.timestamp desc, o.id desc) to stdout with csv`;
  const started = performance.now();
  const rows = await countLines('psql -X -q -v ON_ERROR_STOP=1 -d "$DATABASE" -c "$STATEMENT"', {
    DATABASE: databaseUrl,
    STATEMENT: statement,
  });
  return { rows, seconds: (performance.now() - started) / 1000 };
}
