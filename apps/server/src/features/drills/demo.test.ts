import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedDemoDrills } from './demo.js';
import { drills } from './tables.js';

describe('seedDemoDrills', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { clock: () => new Date('2026-05-20T15:00:00Z') });
    await seedDemo(t.database.db, t.deps.settings, 'schooldog-demo');
    await seedDemoDrills(t.deps);
  });
  afterAll(() => t.close());

  it('a school year of drills in the twelve months to today at each demo school, every kind; seeded once', async () => {
    const rows = await t.database.db.select().from(drills);
    const schools = new Set(rows.map((row) => row.schoolId));
    expect(schools.size).toBe(4);
    expect(rows).toHaveLength(4 * 15);
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set(['fire', 'severeWeather', 'intruder', 'medical']),
    );
    expect(rows.every((row) => row.drillDate > '2025-05-20' && row.drillDate <= '2026-05-20')).toBe(true);
    expect(rows.filter((row) => row.type === 'fire')).toHaveLength(4 * 10);
    await seedDemoDrills(t.deps);
    expect(await t.database.db.select().from(drills)).toHaveLength(60);
  });
});
