/** Percentile of a list of milliseconds (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times, and returns p50 and p95 in ms. */
export async function measure(runs: number, fn: () => Promise<unknown>, warmup = 100) {
  for (let index = 0; index < warmup; index++) await fn();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
