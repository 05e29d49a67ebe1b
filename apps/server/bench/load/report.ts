import { percentile } from '../stats.js';
import { KINDS, type Recorder } from './http.js';
import type { Check } from './setup.js';

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(0)} ms`);

/** The per-kind table (count, throughput, p50, p95, errors) and totals, as printed after a run. */
export function throughputTable(recorder: Recorder, seconds: number): string {
  const header = ['request kind', 'count', 'req/s', 'p50', 'p95', 'errors'];
  const rows: string[][] = [];
  const all: number[] = [];
  for (const kind of KINDS) {
    const durations = recorder.durations.get(kind) ?? [];
    all.push(...durations);
    rows.push([
      kind,
      String(durations.length),
      (durations.length / seconds).toFixed(1),
      ms(percentile(durations, 50)),
      ms(percentile(durations, 95)),
      String(recorder.errors.get(kind) ?? 0),
    ]);
  }
  rows.push([
    'total',
    String(all.length),
    (all.length / seconds).toFixed(1),
    ms(percentile(all, 50)),
    ms(percentile(all, 95)),
    String(recorder.errorCount),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 1)}-` : `-${'-'.repeat(width)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The warm-up's sign-ins (before the timed run). */
export function warmUpLine(recorder: Recorder, seconds: number): string {
  const durations = recorder.durations.get('sign-in') ?? [];
  return `warm-up: ${durations.length} sign-ins in ${seconds.toFixed(1)} s (${(durations.length / seconds).toFixed(1)}/s), p50 ${ms(percentile(durations, 50))}, p95 ${ms(percentile(durations, 95))}, ${recorder.errorCount} errors\n`;
}

export function checkLines(checks: Check[]): string {
  return checks.map((check) => `${check.isOk ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`).join('\n');
}
