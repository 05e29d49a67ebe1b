/** Percentile of a list of milliseconds (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * Runs each function `warmup` times unmeasured, then `runs` rounds in which every function runs
 * once, in turn; answers p50 and p95 in ms for each. Taking turns means that background work of
 * the machine or the database (autovacuum, a checkpoint) falls on all of them alike.
 */
export async function measureInTurns<K extends string>(
  runs: number,
  fns: Record<K, () => Promise<unknown>>,
  warmup = 100,
): Promise<Record<K, { p50: number; p95: number }>> {
  const entries = Object.entries(fns) as [K, () => Promise<unknown>][];
  for (let index = 0; index < warmup; index++) for (const [, fn] of entries) await fn();
  const times = new Map<K, number[]>(entries.map(([name]) => [name, []]));
  for (let index = 0; index < runs; index++) {
    for (const [name, fn] of entries) {
      const start = performance.now();
      await fn();
      times.get(name)?.push(performance.now() - start);
    }
  }
  const result = {} as Record<K, { p50: number; p95: number }>;
  for (const [name, values] of times)
    result[name] = { p50: percentile(values, 50), p95: percentile(values, 95) };
  return result;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
