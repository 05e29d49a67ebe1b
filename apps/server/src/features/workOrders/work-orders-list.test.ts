import type { TWorkOrder } from '@schooldog/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workOrders } from '../../db/schema.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, requestsAs } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import {
  BOARDS,
  dayFromToday,
  setTasksSettings,
  WORK_ORDER_CAST,
  type WorkOrderPeople,
  workOrderCalls,
} from './test-helpers.js';

/*
 * The work orders list and board (issue 26): the filters, newest first, pages with a cursor and the
 * total they match; the Alerts button's count of open work orders assigned to the viewer.
 */

describeEachDatabase('work orders list', (kind) => {
  let t: TestApp;
  let as: As;
  let p: WorkOrderPeople;
  let schoolA: string;
  let schoolB: string;
  const { create, status, list, detail, comment } = workOrderCalls(() => as);
  const made: Record<string, TWorkOrder> = {};
  const ids = (page: { workOrders: TWorkOrder[] }) => page.workOrders.map((order) => order.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ schoolA, schoolB, people: p } = await castOf(t, WORK_ORDER_CAST));
    await setTasksSettings(t);
    // Oldest first; each a day apart, so the list's order and date range are known.
    const plan: [string, string, Record<string, unknown>][] = [
      [
        'faucet',
        schoolA,
        {
          description: 'Leaking faucet',
          location: 'Room 12',
          boardId: BOARDS.plumbing.id,
          priority: 'high',
          assignedUserIds: [p.custodian.id],
        },
      ],
      [
        'mower',
        schoolA,
        {
          description: 'Mower broken',
          location: 'Shed',
          boardId: BOARDS.grounds.id,
          priority: 'low',
          dueDate: dayFromToday(0),
        },
      ],
      [
        'fence',
        schoolB,
        {
          description: 'Fence 100% down',
          location: 'Field_1',
          boardId: BOARDS.grounds.id,
          priority: 'critical',
        },
      ],
      [
        'toilet',
        schoolA,
        {
          description: 'Toilet clogged',
          boardId: BOARDS.plumbing.id,
          assignedUserIds: [p.custodian.id, p.custodian2.id],
        },
      ],
    ];
    for (const [index, [name, school, fields]] of plan.entries()) {
      made[name] = await create(p.manager, school, fields);
      const timeCreated = new Date(Date.UTC(2026, 0, 10 + index, 15));
      await t.database.db
        .update(workOrders)
        .set({ timeCreated })
        .where(eq(workOrders.id, made[name]?.id ?? ''));
    }
    await status(p.manager, made.faucet?.id ?? '', { status: 'complete' });
    // Overdue: open with a due date before today (set past the API, which refuses past dates).
    await t.database.db
      .update(workOrders)
      .set({ dueDate: dayFromToday(-1) })
      .where(inArray(workOrders.id, [made.mower?.id ?? '']));
  });
  afterAll(() => t.close());

  const names = (page: { workOrders: TWorkOrder[] }) =>
    ids(page).map((id) => Object.entries(made).find(([, order]) => order.id === id)?.[0]);

  it('is newest first, with the total the filters match', async () => {
    const page = await list(p.manager);
    expect(names(page)).toEqual(['toilet', 'fence', 'mower', 'faucet']);
    expect(page.total).toBe(4);
    expect(page.nextCursor).toBeNull();
  });

  it.each([
    ['boardIds=grounds', ['fence', 'mower']],
    [`schoolIds=${'A'}`, ['toilet', 'mower', 'faucet']],
    ['statuses=complete', ['faucet']],
    ['statuses=new,in_progress', ['toilet', 'fence', 'mower']],
    ['priorities=high,critical', ['fence', 'faucet']],
    ['overdue=true', ['mower']],
    ['search=wo-NUMBER', ['fence']],
    ['search=100%25', ['fence']],
    ['search=field_', ['fence']],
    ['search=room 12', ['faucet']],
    ['search=clogged toilet', ['toilet']],
    ['dateRange=2026-01-11,2026-01-12', ['fence', 'mower']],
    ['schoolIds=A&boardIds=plumbing&statuses=new', ['toilet']],
  ])('filters by %s', async (query, expected) => {
    const concrete = query
      .replace('schoolIds=A', `schoolIds=${schoolA}`)
      .replace('NUMBER', String(made.fence?.publicId));
    const page = await list(p.manager, concrete);
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('each listed work order carries its own maker, assignees, followers and comment count, as its page does', async () => {
    const faucet = made.faucet?.id ?? '';
    await comment(p.manager, faucet, 'The washer is on order');
    const listed = (await list(p.custodian, 'mine=true')).workOrders.find((order) => order.id === faucet);
    const page = await detail(p.custodian, faucet);
    expect(listed?.assignees.map((person) => person.id)).toEqual([p.custodian.id]);
    expect(listed).toMatchObject({
      createdBy: page.createdBy,
      assignees: page.assignees,
      followerIds: page.followerIds,
      commentCount: 1,
      isPinned: false,
    });
  });

  it('by assignee, mine and pinned', async () => {
    expect(names(await list(p.manager, `assigneeIds=${p.custodian2.id}`))).toEqual(['toilet']);
    expect(names(await list(p.custodian, 'mine=true'))).toEqual(['toilet', 'faucet']);
    expect(
      (await as(p.custodian).put(`/api/work-orders/${made.mower?.id}/pin`, { on: true })).statusCode,
    ).toBe(200);
    expect(names(await list(p.custodian, 'pinned=true'))).toEqual(['mower']);
    expect(names(await list(p.manager, 'pinned=true'))).toEqual([]);
  });

  it('pages with a cursor; the total is of all pages', async () => {
    const first = await list(p.manager, 'limit=3');
    expect(names(first)).toEqual(['toilet', 'fence', 'mower']);
    expect(first.total).toBe(4);
    const second = await list(p.manager, `limit=3&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(['faucet']);
    expect(second.nextCursor).toBeNull();
    expect((await as(p.manager).get('/api/work-orders?cursor=nonsense')).statusCode).toBe(400);
  });

  it('shows each person what they may see: staff their schools, a proposer their own', async () => {
    expect(names(await list(p.custodianB))).toEqual(['fence']);
    expect(names(await list(p.principal))).toEqual([]);
    const own = await create(p.principal, schoolA);
    expect(ids(await list(p.principal))).toEqual([own.id]);
    expect((await list(p.principal, `schoolIds=${schoolB}`)).total).toBe(0);
  });

  describe('the Alerts button’s count', () => {
    it('counts the open work orders assigned to the viewer', async () => {
      const count = async (who: typeof p.custodian) =>
        (await as(who).get('/api/work-orders/assigned-open')).json<{ count: number }>().count;
      // The faucet is complete; the toilet is open.
      expect(await count(p.custodian)).toBe(1);
      expect(await count(p.custodian2)).toBe(1);
      await status(p.manager, made.toilet?.id ?? '', { status: 'declined' });
      expect(await count(p.custodian2)).toBe(0);
      expect(await count(p.manager)).toBe(0);
    });
  });
});
