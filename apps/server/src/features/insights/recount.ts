import { insightChanges, leaderboardChanges, tagUsageChanges } from '@schooldog/domain';
import type { Db } from '../../db/client.js';
import { countable, observations } from '../entries/public.js';
import { readSettings } from '../../core/settings.js';
import { insightCounts, tagUsage, topWalkers } from './tables.js';

type Tally = Map<string, number>;
interface Tallies {
  cells: Tally;
  walkers: Tally;
  tags: Tally;
}
const noTallies = (): Tallies => ({ cells: new Map(), walkers: new Map(), tags: new Map() });

/** Sums per key, dropping zeros (a counter at 0 and no counter mean the same). */
function tally(into: Tally, key: string, delta: number) {
  const value = (into.get(key) ?? 0) + delta;
  if (value === 0) into.delete(key);
  else into.set(key, value);
}

function differences(table: string, stored: Tally, recounted: Tally): string[] {
  const found: string[] = [];
  for (const key of new Set([...stored.keys(), ...recounted.keys()])) {
    const have = stored.get(key) ?? 0;
    const want = recounted.get(key) ?? 0;
    if (have !== want) found.push(`${table} ${key}: stored ${have}, recount ${want}`);
  }
  return found;
}

/**
 * Compares the stored insight counters, topWalkers and tag usage with a recount from the entries
 * (through the domain's own functions); answers each difference, none when they agree. For checks
 * after load and crash runs: it reads every entry.
 */
export async function insightsRecountDifferences(db: Db): Promise<string[]> {
  const stored = noTallies();
  const recounted = noTallies();
  const [cells, walkers, tags, entries, { timeZone }] = await Promise.all([
    db.select().from(insightCounts),
    db.select().from(topWalkers),
    db.select().from(tagUsage),
    db.select().from(observations),
    readSettings(db, 'organization'),
  ]);
  for (const row of cells)
    tally(stored.cells, `${row.countId}|${row.metric}|${row.month}|${row.schoolId}`, row.count);
  for (const row of walkers) tally(stored.walkers, `${row.schoolYear}|${row.userId}`, row.count);
  for (const row of tags) tally(stored.tags, row.tag, row.count);
  for (const entry of entries.map(countable)) {
    for (const c of insightChanges(null, entry, timeZone))
      tally(recounted.cells, `${c.countId}|${c.metric}|${c.month}|${c.schoolId}`, c.delta);
    for (const w of leaderboardChanges(null, entry, timeZone))
      tally(recounted.walkers, `${w.schoolYear}|${w.userId}`, w.delta);
    for (const [tag, delta] of tagUsageChanges(null, entry)) tally(recounted.tags, tag, delta);
  }
  return (['cells', 'walkers', 'tags'] as const).flatMap((name) =>
    differences(name, stored[name], recounted[name]),
  );
}
