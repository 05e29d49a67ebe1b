import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedDemoTasksSettings } from '../tasksSettings/test-helpers.js';
import { seedDemoRecurringWorkOrders } from './demo.js';
import { recurringWorkOrders } from './tables.js';

describe('seedDemoRecurringWorkOrders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { clock: () => new Date('2026-05-01T15:00:00Z') });
    await seedDemo(t.database.db, t.deps.settings, 'schooldog-demo');
    await seedDemoTasksSettings(t.deps);
    await seedDemoRecurringWorkOrders(t.deps);
  });
  afterAll(() => t.close());

  it('four schedules on the demo boards, one paused, each with its first occurrence ahead; seeded once', async () => {
    const rows = await t.database.db.select().from(recurringWorkOrders);
    expect(rows.map((row) => row.title).sort()).toEqual([
      'Fire extinguisher check',
      'HVAC filter change',
      'Irrigation system check',
      'Playground inspection',
    ]);
    expect(rows.filter((row) => row.isPaused).map((row) => row.title)).toEqual(['Irrigation system check']);
    expect(
      rows.every((row) => row.nextOccurrenceDate !== null && row.nextOccurrenceDate > '2026-05-01'),
    ).toBe(true);
    await seedDemoRecurringWorkOrders(t.deps);
    expect(await t.database.db.select().from(recurringWorkOrders)).toHaveLength(4);
  });
});
