import { DEFAULT_TIME_ZONE, type TRecurringWorkOrder } from '@schooldog/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../core/audit-tables.js';
import { sendDueSchedules } from '../../core/jobs.js';
import { districtDay } from '../../platform/documents/index.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, requestsAs } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { setTasksSettings, workOrders } from '../workOrders/test-helpers.js';
import { generateDueWorkOrders, generateRecurringWorkOrdersDaily } from './generate.js';
import { recurringWorkOrders } from './tables.js';
import { recurringRequest } from './test-helpers.js';

/*
 * Recurring work orders (spec 001 §3, §4, §5 "Recurring"; docs/decisions.md "Recurring work
 * orders"): the form's rules in the spec's words, and the daily run that makes each occurrence's
 * work orders once, through the work orders' own create.
 */

describeEachDatabase('recurring work orders', (kind) => {
  let t: TestApp;
  let as: As;
  let now = new Date('2026-03-10T18:00:00Z');
  let people: Awaited<ReturnType<typeof castOf<'supervisor' | 'custodian'>>>['people'];
  let schoolA: string;
  let schoolB: string;
  const today = () => districtDay(now, DEFAULT_TIME_ZONE);

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
    as = requestsAs(t);
    ({ people, schoolA, schoolB } = await castOf(t, {
      supervisor: ['maintenance_supervisor'],
      custodian: ['custodial', 'A'],
    }));
    await setTasksSettings(t);
  });
  afterAll(() => t.close());
  // Each test's schedules alone: a run makes the work orders of every due one.
  beforeEach(async () => {
    now = new Date('2026-03-10T18:00:00Z');
    await t.database.db.delete(recurringWorkOrders);
  });

  const create = async (body: object) => {
    const response = await as(people.supervisor).post('/api/recurring-work-orders', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TRecurringWorkOrder>();
  };
  const stored = async (id: string) =>
    (await t.database.db.select().from(recurringWorkOrders).where(eq(recurringWorkOrders.id, id)))[0];
  const madeBy = async (description: string) =>
    t.database.db.select().from(workOrders).where(eq(workOrders.description, description));

  describe('the form (spec 001 §5 "Recurring")', () => {
    it('answers each missing field in the spec’s words', async () => {
      const response = await as(people.supervisor).post('/api/recurring-work-orders', {
        title: '',
        schoolIds: [],
        workOrderData: { description: '' },
        recurrenceStartDate: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
        title: 'Title is required',
        schoolIds: 'School(s) is required',
        'workOrderData.description': 'Description is required',
        recurrenceStartDate: 'Start date is required',
        recurrenceInterval: 'Required',
        recurrenceUnit: 'Required',
      });
    });

    it('the interval is greater than 0, else Invalid; the unit is one of Days, Weeks, Months, Years', async () => {
      for (const recurrenceInterval of [0, -1, 1.5]) {
        const response = await as(people.supervisor).post(
          '/api/recurring-work-orders',
          recurringRequest([schoolA], '2026-03-11', { recurrenceInterval }),
        );
        expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
          recurrenceInterval: 'Invalid',
        });
      }
      const response = await as(people.supervisor).post('/api/recurring-work-orders', {
        ...recurringRequest([schoolA], '2026-03-11'),
        recurrenceUnit: 'Fortnights',
      });
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
        recurrenceUnit: 'Required',
      });
    });

    it('the start date is tomorrow at the earliest; the end date not before it or tomorrow', async () => {
      const fields = async (start: string, end: string | null) =>
        (
          await as(people.supervisor).post(
            '/api/recurring-work-orders',
            recurringRequest([schoolA], start, { recurrenceEndDate: end }),
          )
        ).json<{ error?: { fields: Record<string, string> } }>().error?.fields;
      expect(await fields('2026-03-10', null)).toEqual({
        recurrenceStartDate: 'The start date can be tomorrow at the earliest.',
      });
      expect(await fields('2026-03-20', '2026-03-19')).toEqual({
        recurrenceEndDate: 'The end date cannot be before the start date or tomorrow.',
      });
      expect(await fields('2026-03-11', '2026-03-11')).toBeUndefined();
    });

    it('the work order fields follow the settings: a required priority is asked for', async () => {
      await setTasksSettings(t, {
        requiredFields: { ...(await t.deps.settings.get('tasks')).requiredFields, priority: true },
      });
      try {
        const response = await as(people.supervisor).post(
          '/api/recurring-work-orders',
          recurringRequest([schoolA], '2026-03-11'),
        );
        expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
          'workOrderData.priority': 'Priority is required',
        });
      } finally {
        await setTasksSettings(t);
      }
    });

    it('saves with its next occurrence, edits and is audited', async () => {
      const made = await create(recurringRequest([schoolA, schoolB], '2026-03-12'));
      expect(made).toMatchObject({
        nextOccurrenceDate: '2026-03-12',
        isPaused: false,
        lastGeneratedDate: null,
      });
      const edited = await as(people.supervisor).put(
        `/api/recurring-work-orders/${made.id}`,
        recurringRequest([schoolA], '2026-03-15', { title: 'Playground check', recurrenceUnit: 'Months' }),
      );
      expect(edited.json()).toMatchObject({ title: 'Playground check', nextOccurrenceDate: '2026-03-15' });
      const audited = await t.database.db
        .select({ field: auditLog.field })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'recurring_work_orders'), eq(auditLog.entityId, made.id)));
      expect(audited.map((row) => row.field)).toEqual(expect.arrayContaining(['title', 'recurrenceUnit']));
      const page = await as(people.supervisor).get('/api/recurring-work-orders?limit=1');
      expect(page.json<{ recurringWorkOrders: TRecurringWorkOrder[] }>().recurringWorkOrders[0]?.id).toBe(
        made.id,
      );
    });
  });

  describe('making the work orders (spec 001 §4 "Recurring work orders")', () => {
    it('makes one work order per school on the start date, once, and moves on by the interval', async () => {
      const description = 'Check the playground bolts';
      const made = await create(
        recurringRequest([schoolA, schoolB], '2026-03-11', {
          workOrderData: { description, location: 'Playground', priority: 'high' },
          recurrenceInterval: 2,
          recurrenceUnit: 'Weeks',
        }),
      );
      expect(await generateDueWorkOrders(t.deps, today())).toEqual([]);
      now = new Date('2026-03-11T18:00:00Z');
      const ids = await generateDueWorkOrders(t.deps, today());
      expect(ids).toHaveLength(2);
      const orders = await madeBy(description);
      expect(orders.map((order) => order.schoolId).sort()).toEqual([schoolA, schoolB].sort());
      expect(orders.every((order) => order.status === 'new' && order.priority === 'high')).toBe(true);
      expect(orders.every((order) => order.createdByUserId === people.supervisor.id)).toBe(true);
      // Requested by the next occurrence: late, it shows as overdue.
      expect(orders.map((order) => order.dueDate)).toEqual(['2026-03-25', '2026-03-25']);
      // Run again the same day: nothing more.
      expect(await generateDueWorkOrders(t.deps, today())).toEqual([]);
      expect(await stored(made.id)).toMatchObject({
        nextOccurrenceDate: '2026-03-25',
        lastGeneratedDate: '2026-03-11',
      });
      // The created work orders are full work orders: the maker sees them with their history.
      const detail = await as(people.supervisor).get(`/api/work-orders/${ids[0]}`);
      expect(detail.json<{ statusHistory: unknown[] }>().statusHistory).toHaveLength(1);
    });

    it('two runs at once make each occurrence once', async () => {
      const description = 'Inspect the fire doors';
      await create(recurringRequest([schoolA], '2026-03-11', { workOrderData: { description } }));
      now = new Date('2026-03-11T18:00:00Z');
      const runs = await Promise.all([
        generateDueWorkOrders(t.deps, today()),
        generateDueWorkOrders(t.deps, today()),
      ]);
      expect(runs.flat()).toHaveLength(1);
      expect(await madeBy(description)).toHaveLength(1);
    });

    it('the daily job runs in the district’s day and makes them through the schedule, once', async () => {
      const description = 'Change the HVAC filters';
      await create(
        recurringRequest([schoolA], '2026-03-11', {
          workOrderData: { description },
          recurrenceUnit: 'Months',
        }),
      );
      // 05:00 on March 11 in the district (America/New_York) is 09:00 UTC.
      now = new Date('2026-03-11T08:59:00Z');
      await sendDueSchedules(t.deps, [generateRecurringWorkOrdersDaily]);
      await t.drainJobs();
      expect(await madeBy(description)).toHaveLength(0);
      now = new Date('2026-03-11T09:00:00Z');
      expect(await sendDueSchedules(t.deps, [generateRecurringWorkOrdersDaily])).toEqual([
        'recurringWorkOrders.generate',
      ]);
      expect(await sendDueSchedules(t.deps, [generateRecurringWorkOrdersDaily])).toEqual([]);
      await t.drainJobs();
      expect(await madeBy(description)).toHaveLength(1);
    });

    it('a paused one makes nothing; resumed, it goes on from its next occurrence after today', async () => {
      const description = 'Test the emergency lights';
      const made = await create(
        recurringRequest([schoolA], '2026-03-11', { workOrderData: { description }, recurrenceUnit: 'Days' }),
      );
      const paused = await as(people.supervisor).put(`/api/recurring-work-orders/${made.id}/paused`, {
        isPaused: true,
      });
      expect(paused.json()).toMatchObject({ isPaused: true });
      now = new Date('2026-03-13T18:00:00Z');
      expect(await generateDueWorkOrders(t.deps, today())).toEqual([]);
      expect(await madeBy(description)).toHaveLength(0);
      const resumed = await as(people.supervisor).put(`/api/recurring-work-orders/${made.id}/paused`, {
        isPaused: false,
      });
      expect(resumed.json()).toMatchObject({ isPaused: false, nextOccurrenceDate: '2026-03-14' });
    });

    it('stops after the end date: its next occurrence becomes null', async () => {
      const description = 'Drain the sprinkler lines';
      const made = await create(
        recurringRequest([schoolA], '2026-03-11', {
          workOrderData: { description },
          recurrenceEndDate: '2026-03-20',
        }),
      );
      now = new Date('2026-03-11T18:00:00Z');
      await generateDueWorkOrders(t.deps, today());
      expect((await stored(made.id))?.nextOccurrenceDate).toBe('2026-03-18');
      now = new Date('2026-03-18T18:00:00Z');
      await generateDueWorkOrders(t.deps, today());
      expect((await stored(made.id))?.nextOccurrenceDate).toBeNull();
      now = new Date('2026-03-30T18:00:00Z');
      expect(await generateDueWorkOrders(t.deps, today())).toEqual([]);
      expect(await madeBy(description)).toHaveLength(2);
    });

    it('a required completion date is the next occurrence; a hidden one is left out', async () => {
      const tasks = await t.deps.settings.get('tasks');
      await setTasksSettings(t, { requiredFields: { ...tasks.requiredFields, dueDate: true } });
      await create(recurringRequest([schoolA], '2026-03-11', { workOrderData: { description: 'Weekly' } }));
      await setTasksSettings(t, { hiddenFields: { ...tasks.hiddenFields, dueDate: true } });
      await create(recurringRequest([schoolA], '2026-03-11', { workOrderData: { description: 'Hidden' } }));
      now = new Date('2026-03-11T18:00:00Z');
      // Made with the settings of their day: the date hidden, neither is refused.
      expect(await generateDueWorkOrders(t.deps, today())).toHaveLength(2);
      expect((await madeBy('Hidden')).map((order) => order.dueDate)).toEqual([null]);
      expect((await madeBy('Weekly')).map((order) => order.dueDate)).toEqual([null]);
      await setTasksSettings(t, { requiredFields: { ...tasks.requiredFields, dueDate: true } });
      now = new Date('2026-03-25T18:00:00Z');
      await generateDueWorkOrders(t.deps, today());
      // The missed week collapses into one occurrence, due by the one after it.
      expect((await madeBy('Weekly')).map((order) => order.dueDate)).toEqual(
        expect.arrayContaining([null, '2026-03-25']),
      );
      expect(await madeBy('Weekly')).toHaveLength(2);
      await setTasksSettings(t);
    });

    it('a school where the work order is refused is skipped; the others are made', async () => {
      const description = 'Assigned to a custodian of A';
      await create(
        recurringRequest([schoolA, schoolB], '2026-03-11', {
          workOrderData: { description, assignedUserIds: [people.custodian.id] },
        }),
      );
      now = new Date('2026-03-11T18:00:00Z');
      expect(await generateDueWorkOrders(t.deps, today())).toHaveLength(1);
      expect((await madeBy(description)).map((order) => order.schoolId)).toEqual([schoolA]);
    });

    it('deleted, it makes no more; the work orders it made stay', async () => {
      const description = 'Wax the gym floor';
      const made = await create(
        recurringRequest([schoolA], '2026-03-11', { workOrderData: { description }, recurrenceUnit: 'Days' }),
      );
      now = new Date('2026-03-11T18:00:00Z');
      await generateDueWorkOrders(t.deps, today());
      expect((await as(people.supervisor).delete(`/api/recurring-work-orders/${made.id}`)).statusCode).toBe(
        204,
      );
      now = new Date('2026-03-12T18:00:00Z');
      await generateDueWorkOrders(t.deps, today());
      expect(await madeBy(description)).toHaveLength(1);
      expect((await as(people.supervisor).delete(`/api/recurring-work-orders/${made.id}`)).statusCode).toBe(
        404,
      );
    });
  });
});
