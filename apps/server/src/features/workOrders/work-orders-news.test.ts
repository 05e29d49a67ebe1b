import { defaultCommunicationPreferences, newId } from '@schooldog/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, schools, users } from '../../db/schema.js';
import { forgetUser } from '../../http/access.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';
import { caughtUp, liveStreams } from '../../test/live-stream.js';
import { castOf } from '../../test/role-cast.js';
import {
  BOARDS,
  setTasksSettings,
  WORK_ORDER_CAST,
  type WorkOrderPeople,
  workOrderCalls,
} from './test-helpers.js';

/*
 * What a work order tells people (spec 001 §3 communication preferences): assigned to the newly
 * assigned, completed and declined to its followers, comments to its followers, a new work order to
 * its board's staff; never to the one who acted, once per change, by each person's preference and
 * in their language. And the live change: heard by whoever may see it, and only by them.
 */

describeEachDatabase('work orders: who hears of what', (kind) => {
  let t: TestApp;
  let as: As;
  let p: WorkOrderPeople;
  let schoolA: string;
  const { create, patch, status, comment } = workOrderCalls(() => as);

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ schoolA, people: p } = await castOf(t, WORK_ORDER_CAST));
  });
  beforeEach(() =>
    setTasksSettings(t, {
      boards: [
        { ...BOARDS.plumbing, assignedUserIds: [p.custodian2.id, p.custodianB.id, p.manager.id] },
        BOARDS.grounds,
      ],
    }),
  );
  afterAll(() => t.close());

  /** Who was told of this work order, by kind (one entry per notification). */
  const told = async (workOrderId: string, kindName: string) =>
    (
      await t.database.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(
          and(eq(notifications.kind, kindName), sql`${notifications.data}->>'workOrderId' = ${workOrderId}`),
        )
    )
      .map((row) => row.userId)
      .sort();
  const sorted = (...people: Person[]) => people.map((person) => person.id).sort();

  it('the newly assigned hear they were assigned, once; the one who assigned does not', async () => {
    const made = await create(p.manager, schoolA, { assignedUserIds: [p.custodian.id, p.manager.id] });
    expect(await told(made.id, 'workOrders.assigned')).toEqual(sorted(p.custodian));
    await patch(p.manager, made.id, { assignedUserIds: [p.custodian.id, p.manager.id, p.custodian2.id] });
    expect(await told(made.id, 'workOrders.assigned')).toEqual(sorted(p.custodian, p.custodian2));
  });

  it('a retried create tells nobody again', async () => {
    const id = newId();
    const body = { id, schoolId: schoolA, description: 'Once', assignedUserIds: [p.custodian.id] };
    expect((await as(p.manager).post('/api/work-orders', body)).statusCode).toBe(201);
    expect((await as(p.manager).post('/api/work-orders', body)).statusCode).toBe(200);
    expect(await told(id, 'workOrders.assigned')).toEqual(sorted(p.custodian));
  });

  it('completed and declined reach its followers but the one who did it; other statuses tell nobody', async () => {
    const made = await create(p.proposer, schoolA, { assignedUserIds: [p.custodian.id] });
    await as(p.manager).put(`/api/work-orders/${made.id}/follow`, { on: true });
    await status(p.custodian, made.id, { status: 'in_progress' });
    await status(p.custodian, made.id, { status: 'complete', comment: 'Replaced the washer' });
    expect(await told(made.id, 'workOrders.completed')).toEqual(sorted(p.proposer, p.manager));
    await status(p.manager, made.id, { status: 'declined', comment: 'Out of scope' });
    expect(await told(made.id, 'workOrders.declined')).toEqual(sorted(p.proposer, p.custodian));
    expect(await told(made.id, 'workOrders.commented')).toEqual([]);
  });

  it('a comment reaches its followers but its author, once however often it is sent', async () => {
    const made = await create(p.proposer, schoolA, { assignedUserIds: [p.custodian.id] });
    const id = newId();
    await comment(p.custodian, made.id, 'Parts ordered', id);
    expect(
      (await as(p.custodian).post(`/api/work-orders/${made.id}/comments`, { id, text: 'Parts ordered' }))
        .statusCode,
    ).toBe(200);
    expect(await told(made.id, 'workOrders.commented')).toEqual(sorted(p.proposer));
  });

  it('a new work order on a board reaches the board’s staff who may see it, not its maker', async () => {
    const made = await create(p.proposer, schoolA, { boardId: BOARDS.plumbing.id });
    // The custodian of school B is on the board but does not see school A's work orders.
    expect(await told(made.id, 'workOrders.newOnBoard')).toEqual(sorted(p.custodian2, p.manager));
    const own = await create(p.manager, schoolA, { boardId: BOARDS.plumbing.id });
    expect(await told(own.id, 'workOrders.newOnBoard')).toEqual(sorted(p.custodian2));
    const elsewhere = await create(p.proposer, schoolA, { boardId: BOARDS.grounds.id });
    expect(await told(elsewhere.id, 'workOrders.newOnBoard')).toEqual([]);
  });

  describe('emails', () => {
    const setPerson = async (who: Person, changes: Partial<typeof users.$inferInsert>) => {
      await t.database.db.update(users).set(changes).where(eq(users.id, who.id));
      forgetUser(who.id);
    };
    afterAll(async () => {
      await setPerson(p.custodian, {
        language: 'en',
        communicationPreferences: defaultCommunicationPreferences(),
      });
    });

    it('go out in the person’s language, and not to one who turned the kind off', async () => {
      const before = (await t.mails()).length;
      await setPerson(p.custodian, { language: 'es' });
      const first = await create(p.manager, schoolA, {
        assignedUserIds: [p.custodian.id],
        description: 'Grifo roto',
      });
      const mails = (await t.mails()).slice(before).filter((mail) => mail.to === p.custodian.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Se le asignó la orden de trabajo WO-${first.publicId} en ${await schoolName()}`,
      ]);
      expect(mails[0]?.text).toContain('Grifo roto');
      expect(mails[0]?.text).toContain(`/tasks/task/${first.id}`);

      await setPerson(p.custodian, {
        communicationPreferences: { ...defaultCommunicationPreferences(), taskAssigned: false },
      });
      const since = (await t.mails()).length;
      await create(p.manager, schoolA, { assignedUserIds: [p.custodian.id] });
      expect((await t.mails()).slice(since).filter((mail) => mail.to === p.custodian.email)).toEqual([]);
    });

    const schoolName = async () =>
      (await t.database.db.select().from(schools).where(eq(schools.id, schoolA)))[0]?.name;
  });

  describe('live changes', () => {
    let live: Awaited<ReturnType<typeof liveStreams>>;
    beforeAll(async () => {
      live = await liveStreams(t.app);
    });
    afterAll(() => live.closeAll());

    it('whoever may see a work order hears of its changes; others hear nothing; a pin is heard by its owner only', async () => {
      const [manager, custodian, custodianB, principal] = await Promise.all(
        [p.manager, p.custodian, p.custodianB, p.principal].map((who) => live.open(who)),
      );
      const made = await create(p.proposer, schoolA);
      const heard = (change: { id: string; action: string }) =>
        change.id === made.id && change.action === 'created';
      expect(await manager?.next(heard)).toEqual({ type: 'workOrder', id: made.id, action: 'created' });
      expect(await custodian?.next(heard)).toBeDefined();
      await status(p.manager, made.id, { status: 'on_hold' });
      await manager?.next((change) => change.id === made.id && change.action === 'updated');
      await as(p.manager).put(`/api/work-orders/${made.id}/pin`, { on: true });
      for (const [stream, who] of [
        [custodianB, p.custodianB],
        [principal, p.principal],
        [custodian, p.custodian],
      ] as const) {
        if (!stream) continue;
        await caughtUp(t.deps.events, stream, who);
      }
      expect(custodianB?.changes.filter((change) => change.id === made.id)).toEqual([]);
      expect(principal?.changes.filter((change) => change.id === made.id)).toEqual([]);
      // The custodian staffs school A: created and the status change, not the manager's pin.
      expect(
        custodian?.changes.filter((change) => change.id === made.id).map((change) => change.action),
      ).toEqual(['created', 'updated']);
    });
  });
});
