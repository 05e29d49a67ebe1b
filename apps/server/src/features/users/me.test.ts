import { COMMUNICATION_PREFERENCE_KEYS } from '@schooldog/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { forgetUser } from '../../http/access.js';
import { users } from './tables.js';
import { type Builders, builders } from '../../test/builders.js';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';

describeEachDatabase('the signed-in user (/api/me)', (kind) => {
  let t: TestApp;
  let as: As;
  let build: Builders;
  let schoolIds: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    build = builders(t);
    schoolIds = (await withDistrict(t)).map((school) => school.id);
  });
  afterAll(() => t.close());

  const me = (who: Person) => as(who).get('/api/me');

  it('returns the role, the schools and the resolved permissions of a school-level user', async () => {
    const principal = await build.user('principal', { schools: [schoolIds[1] ?? ''] });
    const body = (await me(principal)).json();
    expect(body.user).toMatchObject({ role: 'principal', friendlyRole: 'Principal', isDistrictLevel: false });
    expect(body.isDistrictUser).toBe(false);
    expect(body.schools).toEqual([{ id: schoolIds[1], name: 'Pine Ridge Middle School' }]);
    expect(body.district).toEqual({ name: 'Demo County Schools' });
    expect(body.permissions['log entries']).toEqual({
      hasPermission: true,
      always: false,
      forSchools: [schoolIds[1]],
    });
    expect(body.permissions['view district'].hasPermission).toBe(false);
    expect(Object.values(body.user.communicationPreferences).every(Boolean)).toBe(true);
    expect(Object.keys(body.user.communicationPreferences).sort()).toEqual(
      [...COMMUNICATION_PREFERENCE_KEYS].sort(),
    );
  });

  it('gives district users every school and view district', async () => {
    const coordinator = await build.user('district_safety_coordinator');
    const body = (await me(coordinator)).json();
    expect(body.isDistrictUser).toBe(true);
    expect(body.schools).toHaveLength(4);
    expect(body.permissions['view district']).toMatchObject({ hasPermission: true, always: true });
  });

  // A crew member saved by an admin with a school and district-wide work order permissions sees
  // work orders at every school: each one's name is among their schools (no 'Unknown school').
  it('names every school where a school-level user holds a permission, all of them for one held everywhere', async () => {
    const crew = await build.user('custodial', { schools: [schoolIds[0] ?? ''] });
    const permissions = async (value: object) => {
      await t.database.db.update(users).set({ permissions: value }).where(eq(users.id, crew.id));
      forgetUser(crew.id);
    };
    await permissions({
      'propose tasks': { hasPermission: true, always: false, forSchools: [schoolIds[2]] },
      'log entries': { hasPermission: false, always: true, forSchools: [] },
    });
    const some = (await me(crew)).json();
    expect(some.schools.map((school: { id: string }) => school.id).sort()).toEqual(
      [schoolIds[0], schoolIds[2]].sort(),
    );
    await permissions({ 'be proposed tasks': { hasPermission: true, always: true, forSchools: [] } });
    const everywhere = (await me(crew)).json();
    expect(everywhere.isDistrictUser).toBe(false);
    expect(everywhere.schools).toHaveLength(4);
  });

  it('denies every tasks permission while work orders are switched off', async () => {
    const principal = await build.user('principal', { schools: [schoolIds[0] ?? ''] });
    expect((await me(principal)).json().permissions['propose tasks'].hasPermission).toBe(true);
    await t.deps.settings.update('app', { enableWorkOrders: false }, null);
    try {
      const body = (await me(principal)).json();
      expect(body.permissions['propose tasks'].hasPermission).toBe(false);
      expect(body.appSettings.enableWorkOrders).toBe(false);
    } finally {
      await t.deps.settings.update('app', { enableWorkOrders: true }, null);
    }
  });

  it('saves the own profile and audits each changed field with from, to and the user', async () => {
    const user = await build.user('educator', { schools: [schoolIds[0] ?? ''] });
    const before = (await me(user)).json();
    const response = await as(user).patch('/api/me', {
      firstName: '  Samantha ',
      title: 'Science Teacher',
      communicationPreferences: { ...before.user.communicationPreferences, nudge: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ firstName: 'Samantha', title: 'Science Teacher' });
    expect(response.json().user.communicationPreferences.nudge).toBe(false);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, user.id), eq(auditLog.userId, user.id)));
    const byField = Object.fromEntries(rows.map((row) => [row.field, row]));
    expect(byField.firstName).toMatchObject({ from: 'Sam', to: 'Samantha' });
    expect(byField.title).toMatchObject({ from: 'Teacher', to: 'Science Teacher' });
    expect(byField.communicationPreferences?.to).toMatchObject({ nudge: false });
  });

  it('an unchanged profile writes no audit rows', async () => {
    const user = await build.user('clerical', { schools: [schoolIds[0] ?? ''] });
    const before = (await me(user)).json();
    await as(user).patch('/api/me', { firstName: before.user.firstName });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.userId, user.id)));
    expect(rows).toHaveLength(0);
  });

  it('refuses an empty first name with 400 and names the field; role and email cannot be changed here', async () => {
    const user = await build.user('educator', { schools: [schoolIds[0] ?? ''] });
    const empty = await as(user).patch('/api/me', { firstName: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('firstName');
    const sneaky = await as(user).patch('/api/me', { role: 'schooldog_master_admin', email: 'x@y.test' });
    expect(sneaky.statusCode).toBe(400);
    expect((await me(user)).json().user.role).toBe('educator');
  });
});
