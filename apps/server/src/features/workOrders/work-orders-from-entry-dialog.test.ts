import {
  newId,
  type TEntry,
  type TSyncMutation,
  type TWorkOrderDetail,
  WORK_ORDER_MESSAGES as M,
} from '@schooldog/domain';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { notifications } from '../../db/schema.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { entryArgs, mutation, pusher } from '../sync/test-helpers.js';
import { workOrders } from './tables.js';
import { setTasksSettings, WORK_ORDER_CAST, type WorkOrderPeople } from './test-helpers.js';

/*
 * Work orders drafted in the log / edit entry dialog (spec 000 §2, §3 tasksToAddOnSubmission, §5 "Up
 * to 5 work orders per entry"; issue 26 point 1): made in the entry's write, at its school, as any
 * work order is (numbered, told); once however often the entry is sent; refused with the entry when
 * the person may not propose work orders.
 */

describeEachDatabase('work orders drafted with an entry', (kind) => {
  let t: TestApp;
  let as: As;
  let p: WorkOrderPeople;
  let schoolA: string;
  let push: ReturnType<typeof pusher>['push'];

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ schoolA, people: p } = await castOf(t, WORK_ORDER_CAST));
    ({ push } = pusher(t));
  });
  beforeEach(() => setTasksSettings(t));
  afterAll(() => t.close());

  const draft = (fields: Record<string, unknown> = {}) => ({
    id: newId(),
    description: `Fix it ${newId().slice(0, 4)}`,
    ...fields,
  });
  const madeFrom = (entryId: string) =>
    t.database.db.select().from(workOrders).where(eq(workOrders.entryId, entryId));
  const logEntry = (who: Person, extra: Record<string, unknown>) =>
    as(who).post('/api/entries', entryArgs(schoolA, extra));

  it('makes them with the entry, at its school, numbered, and the entry lists them', async () => {
    const drafts = [draft({ priority: 'high', assignedUserIds: [p.custodian.id] }), draft()];
    const response = await logEntry(p.principal, { tasksToAddOnSubmission: drafts });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json<TEntry>();
    expect([...entry.createdWorkOrderIds].sort()).toEqual(drafts.map((d) => d.id).sort());
    const first = (await as(p.principal).get(`/api/work-orders/${drafts[0]?.id}`)).json<TWorkOrderDetail>();
    expect(first).toMatchObject({
      entryId: entry.id,
      schoolId: schoolA,
      description: drafts[0]?.description,
      priority: 'high',
      status: 'new',
      createdBy: expect.objectContaining({ id: p.principal.id }),
    });
    expect(first.publicId).toBeGreaterThanOrEqual(1001);
    // Told as any new work order: the assignee hears of it.
    const told = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'workOrders.assigned'),
          sql`${notifications.data}->>'workOrderId' = ${first.id}`,
        ),
      );
    expect(told.map((row) => row.userId)).toEqual([p.custodian.id]);
    const read = (await as(p.principal).get(`/api/entries/${entry.id}`)).json<TEntry>();
    expect(read.createdWorkOrderIds).toHaveLength(2);
  });

  it('they show the entry’s pictures', async () => {
    const args = entryArgs(schoolA, { tasksToAddOnSubmission: [draft()] });
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .jpeg()
      .toBuffer();
    const path = `observations/${args.id}/a1`;
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${path}`,
      headers: { cookie: p.principal.cookie, 'content-type': 'image/jpeg' },
      payload: picture,
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    const response = await as(p.principal).post('/api/entries', { ...args, imagePaths: [path] });
    expect(response.statusCode, response.body).toBe(201);
    const [made] = await madeFrom(args.id);
    expect(made?.imagePaths).toEqual([path]);
  });

  it('a replayed entry (the same request, or pushed again from the outbox) makes none twice', async () => {
    const args = entryArgs(schoolA, { tasksToAddOnSubmission: [draft(), draft()] });
    expect((await as(p.principal).post('/api/entries', args)).statusCode).toBe(201);
    expect((await as(p.principal).post('/api/entries', args)).statusCode).toBe(200);
    const mutations: TSyncMutation[] = [mutation(1, 'entry.create', args)];
    const pushed = await push(p.principal, newId(), mutations);
    expect(pushed.results[0]?.status).toBe('applied');
    expect(await madeFrom(args.id)).toHaveLength(2);
    const read = (await as(p.principal).get(`/api/entries/${args.id}`)).json<TEntry>();
    expect(read.createdWorkOrderIds).toHaveLength(2);
  });

  it('an edit adds more, up to 5 in all; past that the edit is refused with the limit’s message', async () => {
    const created = (
      await logEntry(p.principal, { tasksToAddOnSubmission: [draft(), draft(), draft()] })
    ).json<TEntry>();
    const two = [draft(), draft()];
    const added = await as(p.principal).patch(`/api/entries/${created.id}`, { tasksToAddOnSubmission: two });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<TEntry>().createdWorkOrderIds).toHaveLength(5);
    // The same edit again (a replay) is fine and makes nothing.
    const again = await as(p.principal).patch(`/api/entries/${created.id}`, { tasksToAddOnSubmission: two });
    expect(again.statusCode, again.body).toBe(200);
    const sixth = await as(p.principal).patch(`/api/entries/${created.id}`, {
      comment: 'one more',
      tasksToAddOnSubmission: [draft()],
    });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error.fields).toEqual({ tasksToAddOnSubmission: M.workOrdersPerEntryMax });
    expect(await madeFrom(created.id)).toHaveLength(5);
    // Refused as a whole: the comment did not change either.
    expect((await as(p.principal).get(`/api/entries/${created.id}`)).json<TEntry>().comment).toBe('');
  });

  it('six drafts at once are refused with the limit’s message, and no entry is logged', async () => {
    const args = entryArgs(schoolA, { tasksToAddOnSubmission: Array.from({ length: 6 }, () => draft()) });
    const response = await as(p.principal).post('/api/entries', args);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(M.workOrdersPerEntryMax);
    expect((await as(p.principal).get(`/api/entries/${args.id}`)).statusCode).toBe(404);
  });

  it('one who may not propose work orders has the entry refused with the reason, and nothing is made', async () => {
    const args = entryArgs(schoolA, { tasksToAddOnSubmission: [draft()] });
    const response = await as(p.educator).post('/api/entries', args);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(M.workOrderMayNotPropose);
    expect((await as(p.educator).get(`/api/entries/${args.id}`)).statusCode).toBe(404);
    expect(await madeFrom(args.id)).toHaveLength(0);
    // Without drafts the same person logs the entry as before.
    expect((await as(p.educator).post('/api/entries', entryArgs(schoolA))).statusCode).toBe(201);
  });

  it('with work orders off, drafts are refused for everyone', async () => {
    await t.deps.settings.update('app', { enableWorkOrders: false }, null);
    try {
      const response = await logEntry(p.principal, { tasksToAddOnSubmission: [draft()] });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(M.workOrderMayNotPropose);
    } finally {
      await t.deps.settings.update('app', { enableWorkOrders: true }, null);
    }
  });
});
