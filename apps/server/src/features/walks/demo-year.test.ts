import { LIMITS, schoolYearOf } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { seedFeatureDemos } from '../../seed/features.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { observations } from '../entries/public.js';
import { insightCounts, topWalkers } from '../insights/public.js';
import { schools } from '../schools/public.js';
import { walks } from './tables.js';

const NOW = new Date('2026-11-18T16:00:00Z');

describeEachDatabase('the lived-in demo district', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
    await seedDemo(t.database.db, t.deps.settings, 'schooldog-demo');
    await seedFeatureDemos(t.deps);
    // The whole demo district: slow on a busy machine.
  }, 300_000);
  afterAll(() => t.close());

  it('has walks in every status and entries with pictures and rooms at all four schools', async () => {
    const db = t.database.db;
    const schoolRows = await db.select().from(schools);
    expect(schoolRows).toHaveLength(4);
    const walkRows = await db.select().from(walks);
    const entries = await db.select().from(observations);
    for (const school of schoolRows) {
      const statuses = new Set(walkRows.filter((w) => w.schoolId === school.id).map((w) => w.status));
      expect([...statuses].sort(), school.name).toEqual(['complete', 'inprogress', 'review']);
      const here = entries.filter((entry) => entry.schoolId === school.id);
      expect(new Set(here.map((entry) => entry.observationType)), school.name).toEqual(
        new Set(['concern', 'praise']),
      );
      expect(here.filter((entry) => entry.imagePaths.length > 0).length, school.name).toBeGreaterThan(2);
      // The data profile counts are read from the entries pointing at a room.
      expect(here.filter((entry) => entry.locationDataProfileOptionId).length, school.name).toBeGreaterThan(
        10,
      );
    }
    // Room for the entries people log on top: the district's entries still download as one PDF.
    expect(entries.length).toBeLessThan(LIMITS.pdfEntriesMax - 30);
    expect(walkRows.every((walk) => walk.timeCreated.getTime() <= NOW.getTime())).toBe(true);
    expect(entries.every((entry) => entry.timestamp.getTime() <= NOW.getTime())).toBe(true);
  });

  it('fills the top walkers, the leaderboard with a clear 1-2-3, room counts and the months', async () => {
    const db = t.database.db;
    const year = schoolYearOf(NOW.toISOString());
    const walkers = (await db.select().from(topWalkers)).filter((row) => row.schoolYear === year);
    expect(walkers.filter((row) => row.count >= 5).length).toBeGreaterThanOrEqual(6);
    const counts = await db.select().from(insightCounts);
    const total = (month: string) =>
      counts.filter((c) => c.countId === 'global' && c.metric === 'total' && c.month === month);
    const thisMonth = total('2026-11');
    const lastMonth = total('2026-10');
    expect(new Set(thisMonth.map((c) => c.schoolId)).size).toBe(4);
    expect(new Set(lastMonth.map((c) => c.schoolId)).size).toBeGreaterThanOrEqual(3);
    // The school year's leaderboard: a clear 1-2-3.
    const bySchool = new Map<string, number>();
    for (const cell of counts)
      if (cell.countId === 'global' && cell.metric === 'total' && cell.month >= '2026-07')
        bySchool.set(cell.schoolId, (bySchool.get(cell.schoolId) ?? 0) + cell.count);
    const ranked = [...bySchool.values()].sort((a, b) => b - a);
    expect(ranked).toHaveLength(4);
    expect(ranked[0]).toBeGreaterThan(ranked[1] ?? 0);
    expect(ranked[1]).toBeGreaterThan(ranked[2] ?? 0);
    // Busier in the fall than in December.
    const sum = (month: string) => total(month).reduce((n, c) => n + c.count, 0);
    expect(sum('2025-10')).toBeGreaterThan(2 * sum('2025-12'));
    expect(counts.some((c) => c.countId.startsWith('location--'))).toBe(true);
  });
});
