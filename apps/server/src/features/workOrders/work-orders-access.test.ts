import { newId } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import {
  type As,
  type Person,
  type Requests,
  requestsAs,
  type Response,
  statusesOf,
} from '../../test/kit.js';
import { ROLE_CAST, type RoleCast, roleCast, rolesAllowed } from '../../test/role-cast.js';
import { setTasksSettings, workOrderCalls } from './test-helpers.js';

/*
 * Work orders: who may do what (spec 001 §6; docs/decisions.md "Work orders: statuses, who sees and
 * who changes"). Each row's work order is made at school A by the work order submitter and
 * assigned to a custodian there; one who may not see it gets 404 (ids are not probed). With
 * enableWorkOrders off every route is refused to everyone.
 */

describeEachDatabase('work orders: who may do what (spec 001 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: RoleCast;
  let people: Awaited<ReturnType<typeof roleCast>>['people'];
  let schoolA: string;
  let custodian: Person;
  const { create } = workOrderCalls(() => as);

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const made = await roleCast(t);
    ({ cast, people, schoolA } = made);
    custodian = await made.build.user('custodial', { schools: [schoolA] });
    await setTasksSettings(t);
  });
  afterAll(() => t.close());

  /** A work order of the submitter's at A, assigned to the custodian. */
  const fresh = async () =>
    (await create(people.workOrderSubmitter, schoolA, { description: 'Door sticks' })).id;
  // Assigning is a choice of the maker; the submitter may assign while assignments are unrestricted.
  const freshAssigned = async () =>
    (await create(people.workOrderSubmitter, schoolA, { assignedUserIds: [custodian.id] })).id;

  // Everyone who proposes, is proposed or manages tasks somewhere: all but the educator.
  const mayOpen = () =>
    rolesAllowed(200, ...ROLE_CAST.filter((name) => !['anonymous', 'educator'].includes(name)));
  /** Those who see the row's work order get `ok`; the others who open work orders 404. */
  const seeing = (ok: number, ...who: Parameters<typeof rolesAllowed>[1][]) => {
    const row = mayOpen();
    for (const name of Object.keys(row) as (keyof typeof row)[]) if (row[name] === 200) row[name] = 404;
    for (const name of who) row[name] = ok;
    return row;
  };
  // Its maker and those who manage tasks at A (product staff, the master admin, the coordinator).
  const SEE = ['staff', 'masterAdmin', 'coordinator', 'workOrderSubmitter'] as const;
  // Who proposes at A: all who may open work orders but the principal of school B.
  const PROPOSE_AT_A = [
    'staff',
    'masterAdmin',
    'coordinator',
    'nonSafety',
    'principalHere',
    'workOrderSubmitter',
  ] as const;

  type Row = [
    string,
    (api: Requests, id: () => Promise<string>) => Promise<Response>,
    Record<string, number>,
  ];
  const ROWS: Row[] = [
    ['listing work orders', (api) => api.get('/api/work-orders'), mayOpen()],
    ['the open work orders assigned to me', (api) => api.get('/api/work-orders/assigned-open'), mayOpen()],
    [
      'creating one at school A',
      (api) => api.post('/api/work-orders', { schoolId: schoolA, description: 'Light out' }),
      { ...rolesAllowed(201, ...PROPOSE_AT_A), principalElsewhere: 403 },
    ],
    [
      'the people one may assign at school A',
      (api) => api.get(`/api/work-orders/assignees?schoolId=${schoolA}`),
      { ...rolesAllowed(200, ...PROPOSE_AT_A), principalElsewhere: 403 },
    ],
    ['reading it', async (api, id) => api.get(`/api/work-orders/${await id()}`), seeing(200, ...SEE)],
    [
      'editing it',
      async (api, id) => api.patch(`/api/work-orders/${await id()}`, { description: `Edited ${newId()}` }),
      seeing(200, ...SEE),
    ],
    [
      // Its managers, its maker and its assignee.
      'changing its status',
      async (api, id) => api.post(`/api/work-orders/${await id()}/status`, { status: 'in_progress' }),
      seeing(200, ...SEE),
    ],
    [
      'commenting on it',
      async (api, id) => api.post(`/api/work-orders/${await id()}/comments`, { text: 'Any news?' }),
      seeing(201, ...SEE),
    ],
    [
      'following it',
      async (api, id) => api.put(`/api/work-orders/${await id()}/follow`, { on: true }),
      seeing(200, ...SEE),
    ],
    [
      'pinning it',
      async (api, id) => api.put(`/api/work-orders/${await id()}/pin`, { on: true }),
      seeing(200, ...SEE),
    ],
  ];

  it.each(ROWS)('%s', async (_name, request, expected) => {
    // A fresh work order per person: what one does (a status, a close) changes what the next may.
    expect(await statusesOf(cast, (who) => request(as(who), fresh))).toEqual(expected);
  });

  it('its assignee sees it, changes its status and comments, but does not edit it', async () => {
    const id = await freshAssigned();
    expect((await as(custodian).get(`/api/work-orders/${id}`)).statusCode).toBe(200);
    expect(
      (await as(custodian).post(`/api/work-orders/${id}/status`, { status: 'in_progress' })).statusCode,
    ).toBe(200);
    expect((await as(custodian).post(`/api/work-orders/${id}/comments`, { text: 'On it' })).statusCode).toBe(
      201,
    );
    expect(
      (await as(custodian).patch(`/api/work-orders/${id}`, { description: 'Mine now' })).statusCode,
    ).toBe(403);
  });

  it('with enableWorkOrders off every work order route is refused to everyone, product staff too', async () => {
    const id = await fresh();
    const staff = people.staff;
    expect((await as(staff).patch('/api/app-settings', { enableWorkOrders: false })).statusCode).toBe(200);
    try {
      const calls: [string, (api: Requests) => Promise<Response>][] = [
        ['list', (api) => api.get('/api/work-orders')],
        ['assigned-open', (api) => api.get('/api/work-orders/assigned-open')],
        ['assignees', (api) => api.get(`/api/work-orders/assignees?schoolId=${schoolA}`)],
        ['create', (api) => api.post('/api/work-orders', { schoolId: schoolA, description: 'x' })],
        ['read', (api) => api.get(`/api/work-orders/${id}`)],
        ['edit', (api) => api.patch(`/api/work-orders/${id}`, { description: 'y' })],
        ['status', (api) => api.post(`/api/work-orders/${id}/status`, { status: 'complete' })],
        ['comment', (api) => api.post(`/api/work-orders/${id}/comments`, { text: 'z' })],
        ['follow', (api) => api.put(`/api/work-orders/${id}/follow`, { on: true })],
        ['pin', (api) => api.put(`/api/work-orders/${id}/pin`, { on: true })],
      ];
      for (const [name, call] of calls) {
        const outcome = await statusesOf(cast, (who) => call(as(who)));
        expect(outcome, name).toEqual(rolesAllowed(200));
      }
    } finally {
      expect((await as(staff).patch('/api/app-settings', { enableWorkOrders: true })).statusCode).toBe(200);
    }
    expect((await as(people.workOrderSubmitter).get(`/api/work-orders/${id}`)).statusCode).toBe(200);
  });
});
