import {
  type GovernedField,
  SETTINGS_FIELD_OF,
  type TTasksSettings,
  WORK_ORDER_MESSAGES as M,
} from '@schooldog/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { allowed, type As, type Person, requestsAs, statusesOf } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import {
  BOARDS,
  baseTasksSettings,
  dayFromToday,
  setTaskUser,
  setTasksSettings,
  WORK_ORDER_CAST,
  type WorkOrderPeople,
  workOrderCalls,
} from './test-helpers.js';

/*
 * The work order settings' rules (spec 001 §3 "Tasks settings", §5, §6): each restriction at each of
 * its values, hidden and required fields, boards that take only their staff, the default board.
 */

type Restriction =
  'restrictAssignmentPermissions' | 'restrictSchedulePermissions' | 'restrictAssignToTaskBoardPermissions';

describeEachDatabase('work order settings’ rules', (kind) => {
  let t: TestApp;
  let as: As;
  let p: WorkOrderPeople & { taskUser: Person };
  let schoolA: string;
  const { create, status } = workOrderCalls(() => as);

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const made = await castOf(t, { ...WORK_ORDER_CAST, taskUser: ['custodial', 'A'] });
    ({ schoolA } = made);
    p = made.people;
    await setTaskUser(t, p.taskUser, true);
  });
  beforeEach(() => setTasksSettings(t));
  afterAll(() => t.close());

  const settings = (patch: Partial<TTasksSettings>) => setTasksSettings(t, patch);

  describe('assigning, scheduling and choosing the board: unrestricted, work order staff or managers only', () => {
    // A clerk proposes; a custodian marked primarily a task user is work order staff; the
    // maintenance supervisor manages the settings.
    const WHO = ['proposer', 'taskUser', 'settingsManager'] as const;
    const ACTIONS: [Restriction, string, () => Record<string, unknown>][] = [
      [
        'restrictAssignmentPermissions',
        M.workOrderMayNotAssign,
        () => ({ assignedUserIds: [p.custodian.id] }),
      ],
      [
        'restrictSchedulePermissions',
        M.workOrderMayNotSchedule,
        () => ({ scheduledStartDate: dayFromToday(2) }),
      ],
      [
        'restrictAssignToTaskBoardPermissions',
        M.workOrderMayNotChooseBoard,
        () => ({ boardId: BOARDS.grounds.id }),
      ],
    ];
    const EXPECTED = {
      none: allowed(WHO, 201, WHO),
      workOrderStaff: allowed(WHO, 201, ['taskUser', 'settingsManager']),
      workOrderManagers: allowed(WHO, 201, ['settingsManager']),
    };

    describe.each(ACTIONS)('%s', (restriction, message, fields) => {
      it.each(Object.entries(EXPECTED))('%s: creating with it', async (value, expected) => {
        await settings({ [restriction]: value === 'none' ? null : value });
        const people = { proposer: p.proposer, taskUser: p.taskUser, settingsManager: p.settingsManager };
        const outcome = await statusesOf(people, async (who) => {
          const response = await as(who).post('/api/work-orders', {
            schoolId: schoolA,
            description: 'x',
            ...fields(),
          });
          if (response.statusCode === 403) expect(response.json().error.message).toBe(message);
          return response;
        });
        expect(outcome).toEqual(expected);
      });

      it.each(Object.entries(EXPECTED))(
        '%s: setting it on one’s own open work order',
        async (value, expected) => {
          await settings({ [restriction]: value === 'none' ? null : value });
          const people = { proposer: p.proposer, taskUser: p.taskUser, settingsManager: p.settingsManager };
          const outcome = await statusesOf(people, async (who) => {
            const made = await create(who, schoolA);
            const response = await as(who).patch(`/api/work-orders/${made.id}`, fields());
            return response.statusCode === 200 ? 201 : response.statusCode;
          });
          expect(outcome).toEqual(expected);
        },
      );
    });

    it('the default board is everyone’s: choosing it is no choice', async () => {
      await settings({
        defaultTaskBoard: BOARDS.plumbing.id,
        restrictAssignToTaskBoardPermissions: 'workOrderManagers',
      });
      expect((await create(p.proposer, schoolA)).boardId).toBe(BOARDS.plumbing.id);
      expect((await create(p.proposer, schoolA, { boardId: BOARDS.plumbing.id })).boardId).toBe(
        BOARDS.plumbing.id,
      );
    });

    it('moving to Scheduled with a new start date is scheduling', async () => {
      await settings({ restrictSchedulePermissions: 'workOrderManagers' });
      const made = await create(p.proposer, schoolA);
      const refused = await as(p.proposer).post(`/api/work-orders/${made.id}/status`, {
        status: 'scheduled',
        scheduledStartDate: dayFromToday(1),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(M.workOrderMayNotSchedule);
    });
  });

  describe('changing the status: unrestricted, or work order staff only', () => {
    const WHO = ['proposer', 'custodian', 'taskUser', 'settingsManager', 'principal'] as const;
    it.each([
      // Its maker, its assignee and its managers; the principal does not even see it.
      ['none', { ...allowed(WHO, 200, ['proposer', 'custodian', 'settingsManager']), principal: 404 }],
      ['workOrderStaff', { ...allowed(WHO, 200, ['taskUser', 'settingsManager']), principal: 404 }],
    ] as const)('%s', async (value, expected) => {
      await settings({ restrictStatusChangePermissions: value === 'none' ? null : value });
      const people = Object.fromEntries(WHO.map((name) => [name, p[name]])) as Record<
        (typeof WHO)[number],
        Person
      >;
      const outcome = await statusesOf(people, async (who) => {
        const made = await create(p.proposer, schoolA, { assignedUserIds: [p.custodian.id] });
        return as(who).post(`/api/work-orders/${made.id}/status`, { status: 'in_progress' });
      });
      expect(outcome).toEqual(expected);
    });
  });

  describe('who sees work orders they are not on', () => {
    it.each([
      [false, { custodian: 200, custodian2: 200, custodianB: 404, principal: 404, manager: 200 }],
      [true, { custodian: 200, custodian2: 404, custodianB: 404, principal: 404, manager: 200 }],
    ])('restrictWorkOrderStaffViewPermissions %s', async (restricted, expected) => {
      await settings({ restrictWorkOrderStaffViewPermissions: restricted });
      const made = await create(p.proposer, schoolA, { assignedUserIds: [p.custodian.id] });
      const people = {
        custodian: p.custodian,
        custodian2: p.custodian2,
        custodianB: p.custodianB,
        principal: p.principal,
        manager: p.manager,
      };
      expect(await statusesOf(people, (who) => as(who).get(`/api/work-orders/${made.id}`))).toEqual(expected);
      // The list shows exactly what may be opened.
      const listed = await statusesOf(people, async (who) => {
        const page = await as(who).get('/api/work-orders?limit=100');
        return page.json<{ workOrders: { id: string }[] }>().workOrders.some((order) => order.id === made.id)
          ? 200
          : 404;
      });
      expect(listed).toEqual(expected);
    });
  });

  describe('hidden and required fields', () => {
    const VALUES: Record<GovernedField, () => unknown> = {
      initialAssignedUsers: () => [p.custodian.id],
      location: () => 'Gym',
      notes: () => 'Bring a ladder',
      priority: () => 'high',
      dueDate: () => dayFromToday(3),
      taskBoard: () => BOARDS.grounds.id,
    };
    const REQUIRED: Record<GovernedField, string> = {
      initialAssignedUsers: M.workOrderAssigneesRequired,
      location: M.workOrderLocationRequired,
      notes: M.workOrderNotesRequired,
      priority: M.workOrderPriorityRequired,
      dueDate: M.workOrderDueDateRequired,
      taskBoard: M.workOrderBoardRequired,
    };
    const flags = (field: GovernedField) => ({ ...baseTasksSettings().hiddenFields, [field]: true });

    it.each(Object.keys(VALUES) as GovernedField[])(
      '%s: hidden, it cannot be set; required, it must be',
      async (field) => {
        const name = SETTINGS_FIELD_OF[field];
        const attempt = (fields: Record<string, unknown>) =>
          as(p.manager).post('/api/work-orders', { schoolId: schoolA, description: 'x', ...fields });
        await settings({ hiddenFields: flags(field) });
        const hidden = await attempt({ [name]: VALUES[field]() });
        expect(hidden.statusCode).toBe(400);
        expect(hidden.json().error.fields).toEqual({ [name]: M.workOrderFieldHidden });
        const base = baseTasksSettings();
        await settings({ requiredFields: { ...base.requiredFields, [field]: true } });
        const missing = await attempt({});
        expect(missing.statusCode).toBe(400);
        expect(missing.json().error.fields).toEqual({ [name]: REQUIRED[field] });
        expect((await attempt({ [name]: VALUES[field]() })).statusCode).toBe(201);
        // Hidden and required: not required (the dialog cannot show it).
        await settings({
          hiddenFields: flags(field),
          requiredFields: { ...base.requiredFields, [field]: true },
        });
        expect((await attempt({})).statusCode).toBe(201);
      },
    );

    it('a required custom field must be answered', async () => {
      const base = baseTasksSettings();
      await settings({ requiredFields: { ...base.requiredFields, customFields: { 'Room number': true } } });
      const missing = await as(p.proposer).post('/api/work-orders', { schoolId: schoolA, description: 'x' });
      expect(missing.json().error.fields).toEqual({ 'customFields.Room number': 'Room number is required' });
      await create(p.proposer, schoolA, { customFields: { 'Room number': '101' } });
    });
  });

  describe('boards that take only their assigned staff', () => {
    beforeEach(() =>
      settings({
        boards: [
          { ...BOARDS.plumbing, assignedUserIds: [p.custodian.id], preventNonAssignedUsers: true },
          BOARDS.grounds,
        ],
      }),
    );

    it('refuses anyone else on the board, and the dialog offers its staff only', async () => {
      const refused = await as(p.manager).post('/api/work-orders', {
        schoolId: schoolA,
        description: 'x',
        boardId: BOARDS.plumbing.id,
        assignedUserIds: [p.custodian2.id],
      });
      expect(refused.json().error.fields).toEqual({ assignedUserIds: M.workOrderAssigneeNotOnBoard });
      await create(p.manager, schoolA, { boardId: BOARDS.plumbing.id, assignedUserIds: [p.custodian.id] });
      const onBoard = await as(p.manager).get(
        `/api/work-orders/assignees?schoolId=${schoolA}&boardId=${BOARDS.plumbing.id}`,
      );
      expect(onBoard.json().people.map((person: Person) => person.id)).toEqual([p.custodian.id]);
      const anyone = await as(p.manager).get(`/api/work-orders/assignees?schoolId=${schoolA}`);
      const ids = anyone.json().people.map((person: Person) => person.id);
      expect(ids).toEqual(expect.arrayContaining([p.custodian.id, p.custodian2.id, p.taskUser.id]));
      expect(ids).not.toContain(p.principal.id);
      expect(ids).not.toContain(p.custodianB.id);
    });

    it('moving a work order to the board checks the staff already on it', async () => {
      const made = await create(p.manager, schoolA, {
        boardId: BOARDS.grounds.id,
        assignedUserIds: [p.custodian2.id],
      });
      const moved = await as(p.manager).patch(`/api/work-orders/${made.id}`, { boardId: BOARDS.plumbing.id });
      expect(moved.json().error.fields).toEqual({ assignedUserIds: M.workOrderAssigneeNotOnBoard });
      expect((await status(p.manager, made.id, { status: 'on_hold' })).boardId).toBe(BOARDS.grounds.id);
    });
  });
});
