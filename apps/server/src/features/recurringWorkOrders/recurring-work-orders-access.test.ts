import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Requests, requestsAs, type Response, statusesOf } from '../../test/kit.js';
import { type RoleCast, roleCast, rolesAllowed } from '../../test/role-cast.js';
import { dayFromToday } from '../workOrders/test-helpers.js';
import { recurringRequest } from './test-helpers.js';

/*
 * Recurring work orders: who may do what (spec 001 §2 "/recurringWorkOrders (needs manage tasks
 * settings)"). Each row's recurring work order is made by product staff; with enableWorkOrders off
 * every route is refused to everyone.
 */

describeEachDatabase('recurring work orders: who may do what (spec 001 §2, §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: RoleCast;
  let people: Awaited<ReturnType<typeof roleCast>>['people'];
  let schoolA: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ cast, people, schoolA } = await roleCast(t));
  });
  afterAll(() => t.close());

  const fresh = async () => {
    const made = await as(people.staff).post(
      '/api/recurring-work-orders',
      recurringRequest([schoolA], dayFromToday(3)),
    );
    expect(made.statusCode, made.body).toBe(201);
    return made.json<{ id: string }>().id;
  };
  // Those who manage tasks settings: product staff and the district's master administrator.
  const MANAGE = ['staff', 'masterAdmin'] as const;

  type Row = [
    string,
    (api: Requests, id: () => Promise<string>) => Promise<Response>,
    Record<string, number>,
  ];
  const ROWS: Row[] = [
    ['listing them', (api) => api.get('/api/recurring-work-orders'), rolesAllowed(200, ...MANAGE)],
    [
      'creating one',
      (api) => api.post('/api/recurring-work-orders', recurringRequest([schoolA], dayFromToday(2))),
      rolesAllowed(201, ...MANAGE),
    ],
    [
      'editing one',
      async (api, id) =>
        api.put(`/api/recurring-work-orders/${await id()}`, recurringRequest([schoolA], dayFromToday(4))),
      rolesAllowed(200, ...MANAGE),
    ],
    [
      'pausing one',
      async (api, id) => api.put(`/api/recurring-work-orders/${await id()}/paused`, { isPaused: true }),
      rolesAllowed(200, ...MANAGE),
    ],
    [
      'deleting one',
      async (api, id) => api.delete(`/api/recurring-work-orders/${await id()}`),
      rolesAllowed(204, ...MANAGE),
    ],
  ];

  it.each(ROWS)('%s', async (_name, request, expected) => {
    expect(await statusesOf(cast, (who) => request(as(who), fresh))).toEqual(expected);
  });

  it('with enableWorkOrders off every route is refused to everyone, product staff too', async () => {
    const id = await fresh();
    expect((await as(people.staff).patch('/api/app-settings', { enableWorkOrders: false })).statusCode).toBe(
      200,
    );
    try {
      const calls: [string, (api: Requests) => Promise<Response>][] = [
        ['list', (api) => api.get('/api/recurring-work-orders')],
        [
          'create',
          (api) => api.post('/api/recurring-work-orders', recurringRequest([schoolA], dayFromToday(2))),
        ],
        [
          'edit',
          (api) => api.put(`/api/recurring-work-orders/${id}`, recurringRequest([schoolA], dayFromToday(2))),
        ],
        ['pause', (api) => api.put(`/api/recurring-work-orders/${id}/paused`, { isPaused: true })],
        ['delete', (api) => api.delete(`/api/recurring-work-orders/${id}`)],
      ];
      for (const [name, call] of calls)
        expect(await statusesOf(cast, (who) => call(as(who))), name).toEqual(rolesAllowed(200));
    } finally {
      expect((await as(people.staff).patch('/api/app-settings', { enableWorkOrders: true })).statusCode).toBe(
        200,
      );
    }
  });
});
