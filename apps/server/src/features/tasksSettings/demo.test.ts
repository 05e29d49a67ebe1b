import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedDemoTasksSettings } from './demo.js';

describe('seedDemoTasksSettings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDemo(t.database.db, t.deps.settings, 'schooldog-demo');
    await seedDemoTasksSettings(t.deps);
  });
  afterAll(() => t.close());

  it('a new install has boards with their staff, custom fields and a work calendar, saved by the rules', async () => {
    const settings = await t.deps.settings.get('tasks');
    expect(settings.boards.map((board) => board.name)).toEqual([
      'HVAC',
      'Plumbing',
      'Grounds',
      'Custodial',
      'Technology',
    ]);
    expect(settings.boards.every((board) => board.assignedUserIds.length > 0)).toBe(true);
    expect(settings.boards[3]?.assignedUserIds).toHaveLength(2);
    expect(settings.defaultTaskBoard).toBe(settings.boards[0]?.id);
    expect(settings.isWorkCalendarEnabled).toBe(true);
    expect(settings.workCalendar.overrides).toHaveLength(1);
  });

  it('leaves a record that has boards alone', async () => {
    await t.deps.settings.update('tasks', { customFields: ['Kept'] }, null);
    await seedDemoTasksSettings(t.deps);
    expect((await t.deps.settings.get('tasks')).customFields).toEqual(['Kept']);
  });
});
