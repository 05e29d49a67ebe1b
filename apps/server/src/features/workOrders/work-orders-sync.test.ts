import {
  newId,
  type TSyncMutation,
  type TWorkOrderDetail,
  WORK_ORDER_MESSAGES as M,
} from '@schooldog/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { notifications } from '../../db/schema.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { mutation, pusher } from '../sync/test-helpers.js';
import { workOrderComments, workOrders, workOrderStatusHistory } from './tables.js';
import { setTasksSettings, WORK_ORDER_CAST, type WorkOrderPeople, workOrderCalls } from './test-helpers.js';

/*
 * Work orders queued offline (issue 26 point 7): pushed through POST /api/sync/push and applied by
 * the REST routes' services, once however often the device sends them (the same seq again, or the
 * same ids under a new seq after the outbox was sent anew); a refusal answers the domain's message.
 */

describeEachDatabase('work orders: queued offline, applied once', (kind) => {
  let t: TestApp;
  let as: As;
  let p: WorkOrderPeople;
  let schoolA: string;
  let push: ReturnType<typeof pusher>['push'];
  const { create } = workOrderCalls(() => as);

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ schoolA, people: p } = await castOf(t, WORK_ORDER_CAST));
    ({ push } = pusher(t));
  });
  beforeEach(() => setTasksSettings(t));
  afterAll(() => t.close());

  /** Pushes the mutations twice: the same push again, then once more from a fresh outbox. */
  const pushTwice = async (who: Person, mutations: TSyncMutation[]) => {
    const clientId = newId();
    const first = await push(who, clientId, mutations);
    const replay = await push(who, clientId, mutations);
    const resent = await push(who, newId(), mutations);
    return { first, replay, resent };
  };
  const recordOf = (response: Awaited<ReturnType<typeof push>>, index = 0): TWorkOrderDetail => {
    const result = response.results[index];
    if (result?.status !== 'applied' || result.record?.kind !== 'workOrder')
      throw new Error(`not applied: ${JSON.stringify(result)}`);
    return result.record.workOrder;
  };
  const told = async (workOrderId: string, kindName: string) =>
    (
      await t.database.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(
          and(eq(notifications.kind, kindName), sql`${notifications.data}->>'workOrderId' = ${workOrderId}`),
        )
    ).map((row) => row.userId);
  const rows = async (table: typeof workOrderComments | typeof workOrderStatusHistory, workOrderId: string) =>
    Number(
      (await t.database.db.select({ n: count() }).from(table).where(eq(table.workOrderId, workOrderId)))[0]
        ?.n ?? 0,
    );

  it('a queued create gets its public number, is stored once and tells its assignee once', async () => {
    const id = newId();
    const args = {
      id,
      schoolId: schoolA,
      description: 'Leak under the sink',
      assignedUserIds: [p.custodian.id],
    };
    const { first, replay, resent } = await pushTwice(p.manager, [mutation(1, 'workOrder.create', args)]);
    const made = recordOf(first);
    expect(made).toMatchObject({ id, status: 'new', description: 'Leak under the sink' });
    expect(made.publicId).toBeGreaterThanOrEqual(1001);
    expect(replay.results).toEqual([{ seq: 1, status: 'applied', record: null }]);
    expect(recordOf(resent)).toMatchObject({ id, publicId: made.publicId });
    const stored = await t.database.db.select().from(workOrders).where(eq(workOrders.id, id));
    expect(stored).toHaveLength(1);
    expect(await told(id, 'workOrders.assigned')).toEqual([p.custodian.id]);
    expect(await rows(workOrderStatusHistory, id)).toBe(1);
  });

  it('a queued comment is added once and its followers hear of it once', async () => {
    const made = await create(p.proposer, schoolA, { assignedUserIds: [] });
    const args = { id: newId(), workOrderId: made.id, text: 'The parts arrive Monday' };
    const { first, resent } = await pushTwice(p.manager, [mutation(1, 'workOrder.comment', args)]);
    expect(recordOf(first).comments).toEqual([expect.objectContaining({ id: args.id, text: args.text })]);
    expect(recordOf(resent).comments).toHaveLength(1);
    expect(await rows(workOrderComments, made.id)).toBe(1);
    expect(await told(made.id, 'workOrders.commented')).toEqual([p.proposer.id]);
  });

  it('a queued status change is applied once and its followers hear of it once', async () => {
    const made = await create(p.proposer, schoolA);
    const args = { id: made.id, status: 'complete', comment: 'Fixed' };
    const { first, resent } = await pushTwice(p.manager, [mutation(1, 'workOrder.status', args)]);
    expect(recordOf(first)).toMatchObject({ status: 'complete' });
    expect(recordOf(resent).statusHistory.map((item) => item.toStatus)).toEqual(['new', 'complete']);
    expect(await rows(workOrderStatusHistory, made.id)).toBe(2);
    expect(await told(made.id, 'workOrders.completed')).toEqual([p.proposer.id]);
  });

  it('a queued edit that assigns someone assigns them once, and they hear of it once', async () => {
    const made = await create(p.proposer, schoolA, { assignedUserIds: [] });
    const args = { id: made.id, changes: { assignedUserIds: [p.custodian.id] } };
    const { first, resent } = await pushTwice(p.manager, [mutation(1, 'workOrder.update', args)]);
    expect(recordOf(first).assignees.map((person) => person.id)).toEqual([p.custodian.id]);
    expect(recordOf(resent).assignmentHistory).toHaveLength(1);
    expect(await told(made.id, 'workOrders.assigned')).toEqual([p.custodian.id]);
  });

  it('a queued edit and a create with a comment in one push apply in order', async () => {
    const id = newId();
    const response = await push(p.manager, newId(), [
      mutation(1, 'workOrder.create', { id, schoolId: schoolA, description: 'Gate sticks' }),
      mutation(2, 'workOrder.update', { id, changes: { priority: 'high', notes: 'North gate' } }),
      mutation(3, 'workOrder.comment', { id: newId(), workOrderId: id, text: 'Oiled it' }),
    ]);
    expect(response.lastAppliedSeq).toBe(3);
    expect(recordOf(response, 2)).toMatchObject({ id, priority: 'high', notes: 'North gate' });
    expect(recordOf(response, 2).comments).toHaveLength(1);
  });

  it('a refused change answers the domain message and is not applied', async () => {
    const made = await create(p.proposer, schoolA);
    const refused = await push(p.custodian2, newId(), [
      mutation(1, 'workOrder.status', { id: made.id, status: 'declined' }),
    ]);
    expect(refused.results[0]).toMatchObject({
      status: 'refused',
      error: { status: 403, message: M.workOrderMayNotChangeStatus },
    });
    const byEducator = await push(p.educator, newId(), [
      mutation(1, 'workOrder.create', { id: newId(), schoolId: schoolA, description: 'Not mine to make' }),
    ]);
    expect(byEducator.results[0]).toMatchObject({
      status: 'refused',
      error: { status: 403, message: M.workOrderMayNotPropose },
    });
    const invalid = await push(p.manager, newId(), [
      mutation(1, 'workOrder.create', { id: newId(), schoolId: schoolA, description: '  ' }),
    ]);
    expect(invalid.results[0]).toMatchObject({
      status: 'refused',
      error: { status: 400, fields: { description: M.workOrderDescriptionRequired } },
    });
    const [still] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, made.id));
    expect(still?.status).toBe('new');
  });
});
