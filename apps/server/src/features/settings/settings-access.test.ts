import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Requests, requestsAs, statusesOf } from '../../test/kit.js';
import { type RoleCast, roleCast, rolesAllowed, signedIn } from '../../test/role-cast.js';

describeEachDatabase('settings: who may do what (spec 000 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let setting: Awaited<ReturnType<typeof roleCast>>;
  let cast: RoleCast;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    setting = await roleCast(t);
    cast = setting.cast;
  });
  afterAll(() => t.close());

  it.each<[string, (api: Requests) => ReturnType<Requests['get']>, Record<string, number>]>([
    // Read before sign-in: the maintenance notice and the support contacts.
    [
      'reading the public app settings',
      (api) => api.get('/api/app-settings/public'),
      { ...signedIn(200), anonymous: 200 },
    ],
    // App settings are a staff-only page.
    ['reading the app settings', (api) => api.get('/api/app-settings'), rolesAllowed(200, 'staff')],
    [
      'changing the app settings',
      (api) => api.patch('/api/app-settings', { maintenanceMode: false }),
      rolesAllowed(200, 'staff'),
    ],
    // Loaded by whoever logs entries, views insights, proposes or manages tasks: every default role.
    ['reading the observation settings', (api) => api.get('/api/observation-settings'), signedIn(200)],
  ])('%s', async (_name, request, expected) => {
    expect(await statusesOf(cast, (who) => request(as(who)))).toEqual(expected);
  });

  it('observation settings are refused to someone who neither logs entries, views insights nor handles tasks', async () => {
    const { build, schoolA } = setting;
    const educator = await build.user('educator', { schools: [schoolA], deny: ['log entries'] });
    expect((await as(educator).get('/api/observation-settings')).statusCode).toBe(403);
  });
});
