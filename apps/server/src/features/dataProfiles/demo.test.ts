import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workOrders } from '../../db/schema.js';
import { seedDemo } from '../../seed/demo.js';
import { seedFeatureDemos } from '../../seed/features.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { observations } from '../entries/public.js';
import { seedDemoDataProfiles } from './demo.js';
import { dataProfiles } from './tables.js';

describe('seedDemoDataProfiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { clock: () => new Date('2026-05-01T15:00:00Z') });
    await seedDemo(t.database.db, t.deps.settings, 'schooldog-demo');
    // Every feature's demo, in the features' order: data profiles come after entries and work orders.
    await seedFeatureDemos(t.deps);
    // The whole demo district: slow on a busy machine.
  }, 300_000);
  afterAll(() => t.close());

  it('a Room No. profile per school; the entries and work orders naming a room point at it; others wait in review', async () => {
    const profiles = await t.database.db.select().from(dataProfiles);
    expect(profiles).toHaveLength(4);
    expect(new Set(profiles.map((profile) => profile.schoolId)).size).toBe(4);
    expect(
      profiles.every((profile) => profile.friendlyName === 'Room No.' && profile.options.length > 10),
    ).toBe(true);
    const entries = await t.database.db.select().from(observations);
    const placed = entries.filter((entry) => entry.locationDataProfileOptionId !== null);
    expect(placed.length).toBeGreaterThan(0);
    for (const entry of placed) {
      const profile = profiles.find((candidate) => candidate.id === entry.locationDataProfileId);
      expect(profile?.schoolId).toBe(entry.schoolId);
      expect(profile?.options.find((option) => option.id === entry.locationDataProfileOptionId)?.name).toBe(
        entry.location,
      );
    }
    const orders = await t.database.db.select().from(workOrders);
    expect(orders.filter((order) => order.locationDataProfileOptionId !== null).length).toBeGreaterThan(10);
    expect(profiles.some((profile) => profile.newOptionsInReview.length > 0)).toBe(true);
    // Seeding again changes nothing.
    await seedDemoDataProfiles(t.deps);
    expect(await t.database.db.select().from(dataProfiles)).toHaveLength(4);
  });
});
