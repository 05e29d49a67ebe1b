import {
  MESSAGES,
  PERMISSIONS_CAP_MESSAGE,
  type TAdminUser,
  type TAdminUsersPage,
  USER_ADMIN_MESSAGES as M,
} from '@schooldog/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, sessions, walks } from '../../db/schema.js';
import { type Builders, builders } from '../../test/builders.js';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';

describeEachDatabase('user administration (issue 13 points 2-4)', (kind) => {
  let t: TestApp;
  let as: As;
  let build: Builders;
  let schoolA: string;
  let schoolB: string;
  let admin: Person;
  let counter = 0;
  const email = () => `new.person${(counter += 1)}@district.test`;
  const newUser = (fields: object = {}) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: email(),
    role: 'educator',
    roleSchoolIds: [schoolA],
    ...fields,
  });
  const create = async (fields: object = {}, by: Person = admin) => {
    const res = await as(by).post('/api/admin/users', newUser(fields));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TAdminUser>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    build = builders(t);
    [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
    admin = await build.user('schooldog_master_admin');
  });
  afterAll(() => t.close());

  describe('create', () => {
    it('answers every required field with the spec’s message, and a bad address with its own', async () => {
      const res = await as(admin).post('/api/admin/users', { email: 'not-an-address', firstName: ' ' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toMatchObject({
        firstName: MESSAGES.fieldRequired,
        lastName: MESSAGES.fieldRequired,
        email: MESSAGES.validEmail,
        role: MESSAGES.fieldRequired,
      });
    });

    it('makes the user with all communication preferences on, and mails a link that sets their password', async () => {
      const before = (await t.mails()).length;
      const user = await create({ email: 'Grace.Hopper@District.test', title: 'Principal' });
      expect(user).toMatchObject({
        email: 'grace.hopper@district.test',
        friendlyRole: 'Educator',
        schools: [{ id: schoolA }],
        isArchived: false,
        mfaEnabled: false,
        lastSignInAt: null,
      });
      expect(Object.values(user.communicationPreferences).every(Boolean)).toBe(true);
      const mail = (await t.mails()).at(-1);
      expect((await t.mails()).length).toBe(before + 1);
      expect(mail?.to).toBe('grace.hopper@district.test');
      const token = /\/auth\/set-password\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
      expect(token).toBeTruthy();
      const set = await as('anonymous').post('/api/auth/reset-password', {
        token: decodeURIComponent(token ?? ''),
        newPassword: 'a long new password 42',
      });
      expect(set.statusCode, set.body).toBe(200);
      await expect(t.signIn('grace.hopper@district.test', 'a long new password 42')).resolves.toContain('=');
      const listed = await as(admin).get('/api/admin/users?q=grace');
      expect(listed.json<TAdminUsersPage>().users[0]?.lastSignInAt).not.toBeNull();
    });

    it('makes district-level roles and maintenance staff district-level (spec 001 §3, §9)', async () => {
      for (const role of ['district_safety_coordinator', 'maintenance_staff']) {
        const user = await create({ role, roleSchoolIds: [] });
        expect([user.role, user.isDistrictLevel, user.isDistrictUser]).toEqual([role, true, true]);
      }
      expect((await create({ role: 'principal' })).isDistrictLevel).toBe(false);
    });

    it('refuses an address already in use as a field error', async () => {
      const taken = await create();
      const res = await as(admin).post('/api/admin/users', newUser({ email: taken.email.toUpperCase() }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ email: M.emailTaken });
    });

    it('gives the cap’s advice when the permissions are too large, and needs schools for a school-level user', async () => {
      const many = await Promise.all(Array.from({ length: 45 }, () => build.school()));
      const perSchool = { hasPermission: true, always: false, forSchools: many.map((s) => s.id) };
      const permissions = Object.fromEntries(
        [
          'log entries',
          'view entries',
          'manage entries',
          'record drills',
          'view assessments',
          'propose tasks',
        ].map((name) => [name, perSchool]),
      );
      const capped = await as(admin).post(
        '/api/admin/users',
        newUser({ roleSchoolIds: many.map((s) => s.id), permissions }),
      );
      expect(capped.statusCode, capped.body).toBe(400);
      expect(capped.json().error.fields).toEqual({ permissions: PERMISSIONS_CAP_MESSAGE });
      const noSchools = await as(admin).post('/api/admin/users', newUser({ roleSchoolIds: [] }));
      expect(noSchools.json().error.fields).toEqual({ roleSchoolIds: M.schoolsNeeded });
      const unknown = await as(admin).post(
        '/api/admin/users',
        newUser({ roleSchoolIds: ['aaaaaaaaaaaaaaaaaaaa'] }),
      );
      expect(unknown.json().error.fields).toEqual({ roleSchoolIds: 'This school does not exist.' });
    });

    it('lets only product staff make a product-staff account', async () => {
      const refused = await as(admin).post('/api/admin/users', newUser({ isSchoolDogStaff: true }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(M.onlyStaffManageStaff);
      const staff = await build.user('educator', { schools: [schoolA], isSchoolDogStaff: true });
      const made = await as(staff).post('/api/admin/users', newUser({ isSchoolDogStaff: true }));
      expect(made.statusCode, made.body).toBe(201);
      const edit = await as(admin).patch(`/api/admin/users/${made.json().id}`, { title: 'x' });
      expect(edit.statusCode).toBe(403);
    });
  });

  describe('list', () => {
    it('searches by name or email, filters by role, school and archived, and pages with a total', async () => {
      const tag = `zq${Date.now()}`;
      const here = await create({ lastName: `${tag}a`, role: 'principal' });
      const there = await create({ lastName: `${tag}b`, roleSchoolIds: [schoolB] });
      const gone = await create({ lastName: `${tag}c` });
      expect((await as(admin).post(`/api/admin/users/${gone.id}/archive`)).statusCode).toBe(200);
      const page = async (query: string) =>
        (await as(admin).get(`/api/admin/users?q=${tag}${query}`)).json<TAdminUsersPage>();
      expect((await page('')).users.map((u) => u.id)).toEqual([here.id, there.id]);
      expect((await page('&archived=archived')).users.map((u) => u.id)).toEqual([gone.id]);
      expect((await page('&archived=all')).total).toBe(3);
      expect((await page('&role=principal')).users.map((u) => u.id)).toEqual([here.id]);
      expect((await page(`&schoolId=${schoolB}`)).users.map((u) => u.id)).toEqual([there.id]);
      const first = await page('&archived=all&limit=2');
      const second = await page('&archived=all&limit=2&offset=2');
      expect([first.total, first.users.length, second.users.length]).toEqual([3, 2, 1]);
      const byEmail = await as(admin).get(`/api/admin/users?q=${encodeURIComponent(here.email)}`);
      expect(byEmail.json<TAdminUsersPage>().users.map((u) => u.id)).toEqual([here.id]);
      const byFullName = await as(admin).get(`/api/admin/users?q=${encodeURIComponent(`Ada ${tag}b`)}`);
      expect(byFullName.json<TAdminUsersPage>().users.map((u) => u.id)).toEqual([there.id]);
    });

    it('treats % and _ in the search as text', async () => {
      const res = await as(admin).get('/api/admin/users?q=%25');
      expect(res.statusCode).toBe(200);
      expect(res.json<TAdminUsersPage>().users).toEqual([]);
    });
  });

  describe('edit', () => {
    it('keeps the email fixed, and records role and permission changes as security events', async () => {
      const user = await create();
      const email = await as(admin).patch(`/api/admin/users/${user.id}`, { email: 'other@district.test' });
      expect(email.statusCode).toBe(400);
      expect(email.json().error.fields).toEqual({ email: M.emailFixed });
      const res = await as(admin).patch(`/api/admin/users/${user.id}`, {
        role: 'principal',
        firstName: 'Augusta',
        permissions: { 'view entries': { hasPermission: true, always: false, forSchools: [schoolA] } },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TAdminUser>()).toMatchObject({
        role: 'principal',
        friendlyRole: 'Principal',
        firstName: 'Augusta',
      });
      const events = await t.database.db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.userId, user.id));
      expect(events.map((e) => [e.kind, e.actorUserId])).toEqual(
        expect.arrayContaining([
          ['role_changed', admin.id],
          ['permissions_changed', admin.id],
        ]),
      );
    });

    it('keeps one’s own role, permissions, district-level flag and schools, and lets one edit the rest', async () => {
      const self = admin;
      const own = (await as(self).get(`/api/admin/users/${self.id}`)).json<TAdminUser>();
      expect(own.abilities).toMatchObject({ canEdit: true, canChangeRole: false, canDelete: false });
      const tries: [object, string][] = [
        [{ role: 'educator' }, M.ownRoleFixed],
        [{ permissions: {} }, M.ownPermissionsFixed],
        [{ isDistrictLevel: !own.isDistrictLevel }, M.ownSchoolsFixed],
        [{ roleSchoolIds: [schoolA] }, M.ownSchoolsFixed],
      ];
      for (const [patch, message] of tries) {
        const res = await as(self).patch(`/api/admin/users/${self.id}`, patch);
        expect([res.statusCode, res.json().error?.message]).toEqual([403, message]);
      }
      const same = await as(self).patch(`/api/admin/users/${self.id}`, {
        role: own.role,
        title: 'Superintendent',
      });
      expect(same.statusCode, same.body).toBe(200);
      expect((await as(self).delete(`/api/admin/users/${self.id}`)).json().error.message).toBe(
        M.cannotDeleteSelf,
      );
      expect((await as(self).post(`/api/admin/users/${self.id}/archive`)).json().error.message).toBe(
        M.cannotArchiveSelf,
      );
    });
  });

  describe('archive, sign out everywhere, delete', () => {
    it('archiving ends the sessions at once, refuses sign-in clearly, hides from pickers; unarchiving restores', async () => {
      const person = await build.user('educator', { schools: [schoolA] });
      const picker = async () =>
        (await as(admin).get(`/api/users?schoolIds=${schoolA}`))
          .json<{ users: { id: string }[] }>()
          .users.map((u) => u.id);
      expect(await picker()).toContain(person.id);
      const res = await as(admin).post(`/api/admin/users/${person.id}/archive`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ user: { isArchived: true }, endedSessions: 1 });
      expect((await as(person).get('/api/me')).statusCode).toBe(401);
      const signIn = await as('anonymous').post('/api/auth/sign-in/email', {
        email: person.email,
        password: 'correct-horse-battery',
      });
      expect([signIn.statusCode, signIn.json().error.message]).toEqual([403, M.accountArchived]);
      const wrong = await as('anonymous').post('/api/auth/sign-in/email', {
        email: person.email,
        password: 'wrong password!!',
      });
      expect(wrong.json().error.message).toBe(MESSAGES.invalidCredentials);
      expect(await picker()).not.toContain(person.id);
      const mails = (await t.mails()).length;
      const link = await as('anonymous').post('/api/auth/sign-in/magic-link', {
        email: person.email,
        callbackURL: '/',
      });
      expect(link.statusCode).toBe(200);
      expect((await t.mails()).length).toBe(mails);
      expect((await as(admin).post(`/api/admin/users/${person.id}/unarchive`)).statusCode).toBe(200);
      await expect(t.signIn(person.email)).resolves.toContain('=');
      expect(await picker()).toContain(person.id);
    });

    it('signs a user out on every device with the spec’s marker', async () => {
      const person = await build.user('educator', { schools: [schoolA] });
      const other = { ...person, cookie: await t.signIn(person.email) };
      const res = await as(admin).post(`/api/admin/users/${person.id}/sign-out`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().endedSessions).toBe(2);
      expect((await as(person).get('/api/me')).statusCode).toBe(401);
      expect((await as(other).get('/api/me')).statusCode).toBe(401);
      const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, person.id));
      expect(left).toEqual([]);
      const fresh = { ...person, cookie: await t.signIn(person.email) };
      expect((await as(fresh).get('/api/me')).statusCode).toBe(200);
    });

    it('deleting removes the account; what they recorded stays', async () => {
      const person = await build.user('principal', { schools: [schoolA] });
      const entry = await build.entry(person, { schoolId: schoolA });
      const walk = await build.walk({ leader: person, schoolId: schoolA });
      const res = await as(admin).delete(`/api/admin/users/${person.id}`);
      expect(res.statusCode, res.body).toBe(204);
      expect((await as(person).get('/api/me')).statusCode).toBe(401);
      expect((await as(admin).get(`/api/admin/users/${person.id}`)).statusCode).toBe(404);
      const kept = await as(admin).get(`/api/entries/${entry.id}`);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().reportedByUserId).toBe(person.id);
      const [walkKept] = await t.database.db.select().from(walks).where(eq(walks.id, walk.id));
      expect(walkKept?.leaderUserId).toBe(person.id);
      const [deleted] = await t.database.db
        .select()
        .from(securityEvents)
        .where(and(eq(securityEvents.userId, person.id), eq(securityEvents.kind, 'account_deleted')));
      expect(deleted?.actorUserId).toBe(admin.id);
    });
  });

  describe('a manage users grant at some schools', () => {
    it('manages only school-level users all of whose schools it covers, and gives access only there', async () => {
      const manager = await build.user('principal', { schools: [schoolA], grant: ['manage users'] });
      const mine = await create({ roleSchoolIds: [schoolA] });
      const both = await create({ roleSchoolIds: [schoolA, schoolB] });
      const district = await create({ role: 'district_safety_coordinator', roleSchoolIds: [] });
      const listed = (await as(manager).get('/api/admin/users?limit=100'))
        .json<TAdminUsersPage>()
        .users.map((u) => u.id);
      expect(listed).toContain(mine.id);
      expect(listed).toContain(manager.id);
      expect(listed).not.toContain(both.id);
      expect(listed).not.toContain(district.id);
      expect((await as(manager).get(`/api/admin/users/${both.id}`)).statusCode).toBe(404);
      expect((await as(manager).patch(`/api/admin/users/${mine.id}`, { title: 'Coach' })).statusCode).toBe(
        200,
      );
      const widen = await as(manager).patch(`/api/admin/users/${mine.id}`, {
        roleSchoolIds: [schoolA, schoolB],
      });
      expect([widen.statusCode, widen.json().error.message]).toEqual([403, M.schoolsOutsideGrant]);
      const always = await as(manager).patch(`/api/admin/users/${mine.id}`, {
        permissions: { 'view entries': { hasPermission: true, always: true, forSchools: [] } },
      });
      expect([always.statusCode, always.json().error.message]).toEqual([403, M.schoolsOutsideGrant]);
      const makeDistrict = await as(manager).post('/api/admin/users', newUser({ isDistrictLevel: true }));
      expect([makeDistrict.statusCode, makeDistrict.json().error.message]).toEqual([
        403,
        M.districtOutsideGrant,
      ]);
      expect((await as(manager).post(`/api/admin/users/${both.id}/archive`)).statusCode).toBe(403);
      expect((await as(manager).post('/api/admin/users', newUser())).statusCode).toBe(201);
      const options = (await as(manager).get('/api/admin/users/options')).json();
      expect(options).toMatchObject({ canManageDistrictUsers: false, canGrantStaff: false });
      expect(options.schools.map((school: { id: string }) => school.id)).toEqual([schoolA]);
      const full = (await as(admin).get('/api/admin/users/options')).json();
      expect(full.schools.length).toBeGreaterThan(1);
      expect(full.roles).toHaveLength(14);
      expect(full.canManageDistrictUsers).toBe(true);
    });
  });
});
