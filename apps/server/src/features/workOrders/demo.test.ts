import { WORK_ORDER_STATUSES } from '@schooldog/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedDemoTasksSettings } from '../tasksSettings/test-helpers.js';
import { seedDemoWorkOrders } from './demo.js';
import { workOrderComments, workOrders, workOrderStatusHistory } from './tables.js';

describe('seedDemoWorkOrders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { clock: () => new Date('2026-05-01T15:00:00Z') });
    await seedDemo(t.database.db, t.deps.settings, 'schooldog-demo');
    await seedDemoTasksSettings(t.deps);
    await seedDemoWorkOrders(t.deps);
  });
  afterAll(() => t.close());

  it('five boards and 40 work orders in every status across the four schools, over months, with histories', async () => {
    const settings = await t.deps.settings.get('tasks');
    expect(settings.boards.map((board) => board.name)).toEqual([
      'HVAC',
      'Plumbing',
      'Grounds',
      'Custodial',
      'Technology',
    ]);
    expect(settings.boards.every((board) => board.assignedUserIds.length > 0)).toBe(true);
    const rows = await t.database.db.select().from(workOrders);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(WORK_ORDER_STATUSES));
    expect(new Set(rows.map((row) => row.schoolId)).size).toBe(4);
    expect(new Set(rows.map((row) => row.boardId)).size).toBe(5);
    expect(new Set(rows.map((row) => row.timeCreated.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(
      5,
    );
    expect(rows.filter((row) => row.status === 'complete').every((row) => row.timeCompleted !== null)).toBe(
      true,
    );
    expect(rows.map((row) => row.publicId).sort()).toEqual(rows.map((_, index) => 1001 + index));
    // Each move is in the status history (the creation, then every change) and some have comments.
    const history = await t.database.db.select().from(workOrderStatusHistory);
    expect(history.length).toBeGreaterThan(rows.length);
    expect((await t.database.db.select().from(workOrderComments)).length).toBeGreaterThan(0);
  });
});
