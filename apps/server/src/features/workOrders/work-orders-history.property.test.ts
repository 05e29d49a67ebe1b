import {
  replayAssignees,
  replayStatus,
  type TWorkOrderDetail,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
} from '@schooldog/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import {
  dayFromToday,
  setTasksSettings,
  WORK_ORDER_CAST,
  type WorkOrderPeople,
  workOrderCalls,
} from './test-helpers.js';

/*
 * The histories are the truth of a work order (CONVENTIONS: a rule of state gets a property test):
 * after any sequence of status changes and reassignments, by its maker, its manager or its
 * assignee, allowed or refused, its status history replays to its status and its assignment history
 * to its assignees (replayStatus, replayAssignees); each record starts where the one before ended;
 * a repeated status or the same assignees add nothing; whoever was ever assigned follows it; and it
 * has a time completed exactly while Complete.
 */

const ACTORS = ['proposer', 'manager', 'custodian'] as const;
const ASSIGNABLE = ['custodian', 'custodian2', 'manager', 'settingsManager'] as const;

type Op =
  | { kind: 'status'; by: (typeof ACTORS)[number]; status: WorkOrderStatus; withDate: boolean }
  | { kind: 'assign'; by: (typeof ACTORS)[number]; to: (typeof ASSIGNABLE)[number][] };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('status' as const),
    by: fc.constantFrom(...ACTORS),
    status: fc.constantFrom(...WORK_ORDER_STATUSES),
    withDate: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('assign' as const),
    by: fc.constantFrom(...ACTORS),
    to: fc.subarray([...ASSIGNABLE]),
  }),
);
const scenario = fc.record({
  initial: fc.subarray([...ASSIGNABLE]),
  scheduled: fc.boolean(),
  ops: fc.array(op, { minLength: 1, maxLength: 8 }),
});

describeEachDatabase('work order histories replay to the work order', (kind) => {
  let t: TestApp;
  let as: As;
  let p: WorkOrderPeople;
  let schoolA: string;
  const { create, detail } = workOrderCalls(() => as);

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ schoolA, people: p } = await castOf(t, WORK_ORDER_CAST));
    await setTasksSettings(t);
  });
  afterAll(() => t.close());

  const idsOf = (names: readonly (typeof ASSIGNABLE)[number][]) => names.map((name) => p[name].id);
  const same = (a: readonly string[], b: readonly string[]) => expect(new Set(a)).toEqual(new Set(b));

  function expectConsistent(order: TWorkOrderDetail) {
    const [first, ...changes] = order.statusHistory;
    expect(first?.fromStatus).toBeNull();
    expect(replayStatus(first?.toStatus ?? 'new', changes)).toBe(order.status);
    order.statusHistory.forEach((change, index) => {
      const before = order.statusHistory[index - 1];
      if (before) expect(change.fromStatus).toBe(before.toStatus);
      expect(change.fromStatus).not.toBe(change.toStatus);
    });
    same(
      replayAssignees(order.assignmentHistory),
      order.assignees.map((person) => person.id),
    );
    order.assignmentHistory.forEach((change, index) => {
      same(change.previousAssignedUserIds, order.assignmentHistory[index - 1]?.assignedUserIds ?? []);
      same(
        change.newlyAssignedUserIds,
        change.assignedUserIds.filter((id) => !change.previousAssignedUserIds.includes(id)),
      );
    });
    const everAssigned = order.assignmentHistory.flatMap((change) => change.newlyAssignedUserIds);
    expect(order.followerIds).toEqual(expect.arrayContaining(everAssigned));
    expect(order.timeCompleted !== null).toBe(order.status === 'complete');
  }

  it('after any sequence of changes, allowed or refused', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ initial, scheduled, ops }) => {
        const made = await create(p.proposer, schoolA, {
          assignedUserIds: idsOf(initial),
          ...(scheduled ? { scheduledStartDate: dayFromToday(2) } : {}),
        });
        let status = made.status;
        let assignees = idsOf(initial);
        let statusChanges = 0;
        let reassignments = initial.length > 0 ? 1 : 0;
        for (const step of ops) {
          const who: Person = p[step.by];
          if (step.kind === 'status') {
            const response = await as(who).post(`/api/work-orders/${made.id}/status`, {
              status: step.status,
              comment: `${step.by} says ${step.status}`,
              ...(step.withDate ? { scheduledStartDate: dayFromToday(1) } : {}),
            });
            expect([200, 400, 403]).toContain(response.statusCode);
            if (response.statusCode === 200 && step.status !== status) {
              status = step.status;
              statusChanges += 1;
            }
          } else {
            const response = await as(who).patch(`/api/work-orders/${made.id}`, {
              assignedUserIds: idsOf(step.to),
            });
            expect([200, 403]).toContain(response.statusCode);
            const next = idsOf(step.to);
            const changed = next.length !== assignees.length || next.some((id) => !assignees.includes(id));
            if (response.statusCode === 200 && changed) {
              assignees = next;
              reassignments += 1;
            }
          }
        }
        const order = await detail(p.manager, made.id);
        expect(order.status).toBe(status);
        same(
          order.assignees.map((person) => person.id),
          assignees,
        );
        expect(order.statusHistory).toHaveLength(1 + statusChanges);
        expect(order.assignmentHistory).toHaveLength(reassignments);
        expectConsistent(order);
      }),
      { numRuns: kind === 'pglite' ? 15 : 10 },
    );
  }, 120_000);
});
