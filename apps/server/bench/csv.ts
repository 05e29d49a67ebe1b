import { spawn, spawnSync } from 'node:child_process';
import type { Database } from '../src/db/client.js';

/**
 * The CSV export against the database's own pace: for growing sets of schools (about 10,000,
 * 100,000 and 1,000,000 rows on 1,000,000 entries), the export over real HTTP and, on PostgreSQL,
 * `COPY` of the same rows (same filter, joins and order, plus the school's name) to stdout.
 * Prints rows/s of each, their ratio and the server's peak heap during the export.
 */

interface Sample {
  rows: number;
  exportRate: number;
  copyRate: number | null;
  heapMiB: number;
}

/** Export rows/s over COPY rows/s, on PostgreSQL, at the largest size. */
const RATIO_GOAL = 0.5;

export async function benchCsv(options: {
  address: string;
  cookie: string;
  kind: Database['kind'];
  schoolIds: string[];
  /** PostgreSQL's connection string, for psql (COPY); undefined on PGlite. */
  databaseUrl: string | undefined;
}): Promise<{ isOk: boolean }> {
  const { address, cookie, kind, schoolIds, databaseUrl } = options;
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
    if (copy && copy.rows !== exported.rows)
      throw new Error(`COPY answered ${copy.rows} rows, the export ${exported.rows}.`);
    const sample: Sample = {
      rows: exported.rows,
      exportRate: exported.rows / exported.seconds,
      copyRate: copy ? copy.rows / copy.seconds : null,
      heapMiB: exported.peakHeap / 1_048_576,
    };
    samples.push(sample);
    const rate = (value: number) => `${Math.round(value).toLocaleString('en-US')} rows/s`;
    console.log(
      `[${kind}] CSV ${sample.rows.toLocaleString('en-US').padStart(9)} rows in ${exported.seconds.toFixed(2)} s` +
        ` (${rate(sample.exportRate)})` +
        (copy
          ? ` | COPY ${copy.seconds.toFixed(2)} s (${rate(sample.copyRate ?? 0)}) | export/COPY ${(sample.exportRate / (sample.copyRate ?? 1)).toFixed(2)}`
          : '') +
        ` | peak heap +${sample.heapMiB.toFixed(1)} MiB` +
        (exported.healthMs === null
          ? ''
          : ` | slowest /api/health meanwhile ${exported.healthMs.toFixed(0)} ms`),
    );
  }

  // Flat heap: the largest export may hold at most twice the smallest's peak plus 16 MiB (garbage
  // not yet collected and the HTTP client's own buffers are in the sample too, so some slack).
  const smallest = samples[0];
  const largest = samples.at(-1);
  if (!smallest || !largest) return { isOk: false };
  const heapLimit = 2 * smallest.heapMiB + 16;
  const isHeapFlat = largest.heapMiB <= heapLimit;
  console.log(
    `[${kind}] heap ${isHeapFlat ? 'flat' : 'NOT FLAT'}: ${largest.heapMiB.toFixed(1)} MiB at ${largest.rows.toLocaleString('en-US')} rows (limit ${heapLimit.toFixed(1)} MiB)`,
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
 * Downloads one export, counting its lines; samples this process's heap every 10 ms meanwhile and,
 * when healthAddress is given, how long /api/health takes to answer during the export.
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
  // identity: the export itself is measured, not the compression in front of it.
  const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
  let lines = 0;
  for await (const chunk of response.body ?? []) lines += countNewlines(chunk);
  const seconds = (performance.now() - started) / 1000;
  isDone = true;
  await probe;
  clearInterval(sampler);
  return { rows: lines - 1, seconds, peakHeap, healthMs: healthMs as number | null };
}

function countNewlines(chunk: Uint8Array): number {
  let count = 0;
  for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) count++;
  return count;
}

/**
 * `COPY (the export's rows) TO STDOUT WITH CSV` through psql, which ships with PostgreSQL: the
 * server's fastest way to hand out rows, with no new dependency (pg-copy-streams) in the project.
 * The ids are inlined (COPY takes no parameters); they are the bench's own alphanumeric ids.
 * Rows with a quoted newline would count twice; the bench's entries have none.
 */
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
  const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', statement], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let rows = 0;
  for await (const chunk of psql.stdout) rows += countNewlines(chunk as Buffer);
  const code = await new Promise<number | null>((resolve) => psql.on('close', resolve));
  if (code !== 0) throw new Error(`psql exited with ${code}`);
  return { rows, seconds: (performance.now() - started) / 1000 };
}
