import type { TDrill } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Requests, requestsAs, type Response, statusesOf } from '../../test/kit.js';
import { type RoleCast, roleCast, rolesAllowed } from '../../test/role-cast.js';
import { drillRequest } from './test-helpers.js';

/*
 * Drills: who may do what (spec 000 §2 "Pages need record drills. Lists are limited to schools
 * where the user may record drills", §6). Each row's drill is at school A, recorded by staff.
 * Those who record drills at A: staff (an educator at A), the master administrator, the safety
 * coordinator, A's principal and an educator at A; B's principal only at B.
 */

describeEachDatabase('drills: who may do what (spec 000 §2, §6)', (kind) => {
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
    const made = await as(people.staff).post('/api/drills', drillRequest(schoolA));
    expect(made.statusCode, made.body).toBe(201);
    return made.json<TDrill>().id;
  };
  const AT_A = ['staff', 'masterAdmin', 'coordinator', 'principalHere', 'educator'] as const;
  const ANYWHERE = [...AT_A, 'principalElsewhere'] as const;

  type Row = [
    string,
    (api: Requests, id: () => Promise<string>) => Promise<Response>,
    Record<string, number>,
  ];
  const ROWS: Row[] = [
    ['listing drills (any school)', (api) => api.get('/api/drills'), rolesAllowed(200, ...ANYWHERE)],
    ['exporting drills (any school)', (api) => api.get('/api/drills.csv'), rolesAllowed(200, ...ANYWHERE)],
    ['listing A’s drills', (api) => api.get(`/api/drills?schoolIds=${schoolA}`), rolesAllowed(200, ...AT_A)],
    [
      'recording one at A',
      (api) => api.post('/api/drills', drillRequest(schoolA)),
      rolesAllowed(201, ...AT_A),
    ],
    ['reading one at A', async (api, id) => api.get(`/api/drills/${await id()}`), rolesAllowed(200, ...AT_A)],
    [
      'updating one at A',
      async (api, id) => api.put(`/api/drills/${await id()}`, drillRequest(schoolA, { type: 'intruder' })),
      rolesAllowed(200, ...AT_A),
    ],
    [
      'deleting one at A',
      async (api, id) => api.delete(`/api/drills/${await id()}`),
      rolesAllowed(204, ...AT_A),
    ],
  ];

  it.each(ROWS)('%s', async (_name, request, expected) => {
    expect(await statusesOf(cast, (who) => request(as(who), fresh))).toEqual(expected);
  });
});
