import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Requests, requestsAs, type Response, statusesOf } from '../../test/kit.js';
import { type RoleCast, roleCast, rolesAllowed, signedIn } from '../../test/role-cast.js';

/** Those holding view entry leaderboards by their role's defaults (spec 000 §6), and product staff. */
const LEADERBOARD_VIEWERS = [
  'staff',
  'masterAdmin',
  'coordinator',
  'nonSafety',
  'principalHere',
  'principalElsewhere',
] as const;

describeEachDatabase('dashboard: who may do what (spec 000 §2 "Dashboard", §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: RoleCast;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ cast } = await roleCast(t));
  });
  afterAll(() => t.close());

  it.each<[string, (api: Requests) => Promise<Response>, Record<string, number>]>([
    [
      'reading the School Leaderboard',
      (api) => api.get('/api/leaderboards/schools'),
      rolesAllowed(200, ...LEADERBOARD_VIEWERS),
    ],
    [
      'reading the Top Walkers',
      (api) => api.get('/api/leaderboards/top-walkers'),
      rolesAllowed(200, ...LEADERBOARD_VIEWERS),
    ],
    [
      'saving one’s own dashboard order',
      (api) =>
        api.put('/api/me/dashboard-order', { dashboardOrder: [{ value: 'topWalkers', isDisabled: true }] }),
      signedIn(200),
    ],
  ])('%s', async (_name, request, expected) => {
    expect(await statusesOf(cast, (who) => request(as(who)))).toEqual(expected);
  });
});
