import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Requests, requestsAs, type Response, statusesOf } from '../../test/kit.js';
import { type RoleCast, roleCast, rolesAllowed, signedIn } from '../../test/role-cast.js';

describeEachDatabase('users: who may do what (spec 000 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: RoleCast;
  let schoolA: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ cast, schoolA } = await roleCast(t));
  });
  afterAll(() => t.close());

  it.each<[string, (api: Requests) => Promise<Response>, Record<string, number>]>([
    ['reading one’s own account', (api) => api.get('/api/me'), signedIn(200)],
    ['changing one’s own profile', (api) => api.patch('/api/me', { title: 'Safety lead' }), signedIn(200)],
    // The people filter of the entries explorer: those who view entries, at schools where they do
    // (product staff hold every permission).
    [
      'listing the people at all one’s schools',
      (api) => api.get('/api/users'),
      rolesAllowed(
        200,
        'staff',
        'masterAdmin',
        'coordinator',
        'nonSafety',
        'principalHere',
        'principalElsewhere',
      ),
    ],
    [
      'listing the people at school A',
      (api) => api.get(`/api/users?schoolIds=${schoolA}`),
      rolesAllowed(200, 'staff', 'masterAdmin', 'coordinator', 'nonSafety', 'principalHere'),
    ],
  ])('%s', async (_name, request, expected) => {
    expect(await statusesOf(cast, (who) => request(as(who)))).toEqual(expected);
  });
});
