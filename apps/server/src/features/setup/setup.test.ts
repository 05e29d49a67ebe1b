import { SETUP_MESSAGES, type TSetupRequest } from '@schooldog/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { schools } from '../schools/public.js';
import { users } from '../users/public.js';

const PASSWORD = 'a long district passphrase';

const setupBody = (overrides: Partial<TSetupRequest> = {}): TSetupRequest => ({
  districtName: 'Harbor County Schools',
  timeZone: 'America/Chicago',
  schools: [{ name: 'Harbor Elementary' }, { name: 'Harbor High' }],
  admin: { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Harbor.k12.test', password: PASSWORD },
  ...overrides,
});

const cookieOf = (header: string | string[] | undefined) =>
  [header]
    .flat()
    .find((value) => value?.startsWith('schooldog.session_token='))
    ?.split(';')[0];

describeEachDatabase('first-run setup', (kind) => {
  describe('on an empty database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    const post = (payload: TSetupRequest) => t.app.inject({ method: 'POST', url: '/api/setup', payload });
    const needsSetup = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/app-settings/public' })).json<{ needsSetup: boolean }>()
        .needsSetup;

    it.each<[string, TSetupRequest, string, string]>([
      ['a missing district name', setupBody({ districtName: ' ' }), 'districtName', 'This field is required'],
      [
        'an unknown time zone',
        setupBody({ timeZone: 'Mars/Olympus' }),
        'timeZone',
        SETUP_MESSAGES.timeZoneInvalid,
      ],
      ['no school', setupBody({ schools: [] }), 'schools', 'Too small: expected array to have >=1 items'],
      [
        'two schools of one name',
        setupBody({ schools: [{ name: 'North' }, { name: 'north ' }] }),
        'schools',
        SETUP_MESSAGES.schoolNameTaken,
      ],
      [
        'an email that is not one',
        setupBody({ admin: { ...setupBody().admin, email: 'ada-at-harbor' } }),
        'admin.email',
        'Please enter a valid email',
      ],
      [
        'a short password',
        setupBody({ admin: { ...setupBody().admin, password: 'short' } }),
        'admin.password',
        'Use at least 12 characters.',
      ],
      [
        'a password from a breach list',
        setupBody({ admin: { ...setupBody().admin, password: 'password1234' } }),
        'admin.password',
        'This password appears in lists of leaked passwords. Choose another one.',
      ],
    ])('refuses %s with a clear message', async (_name, payload, field, message) => {
      const res = await post(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
      expect(await needsSetup()).toBe(true);
    });

    it('creates the district and its first Master Administrator, signed in at once', async () => {
      expect(await needsSetup()).toBe(true);
      const res = await post(setupBody());
      expect(res.statusCode, res.body).toBe(200);
      const cookie = cookieOf(res.headers['set-cookie']);
      expect(cookie).toBeTruthy();

      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json()).toMatchObject({
        user: { email: 'ada@harbor.k12.test', role: 'schooldog_master_admin', isDistrictLevel: true },
        isDistrictUser: true,
        district: { name: 'Harbor County Schools' },
      });
      expect(me.json().permissions['manage users']).toMatchObject({ hasPermission: true, always: true });
      expect(me.json().schools.map((school: { name: string }) => school.name)).toEqual([
        'Harbor Elementary',
        'Harbor High',
      ]);
      expect((await t.deps.settings.get('organization')).timeZone).toBe('America/Chicago');
      expect(await needsSetup()).toBe(false);
      // Their address is not verified yet; the link to verify it is on its way.
      expect(me.json().user.emailVerified).toBe(false);
      expect((await t.mails()).map((mail) => [mail.to, mail.subject])).toContainEqual([
        'ada@harbor.k12.test',
        'Verify your email for SchoolDog',
      ]);
    });

    it('refuses once any user exists; the password signs in as usual', async () => {
      const res = await post(setupBody({ admin: { ...setupBody().admin, email: 'eve@harbor.k12.test' } }));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatchObject({ message: SETUP_MESSAGES.setupDone, messageKey: 'setupDone' });
      expect(cookieOf(res.headers['set-cookie'])).toBeUndefined();
      expect(await t.database.db.select().from(users)).toHaveLength(1);
      expect(await t.database.db.select().from(schools)).toHaveLength(2);

      expect(await t.signIn('ada@harbor.k12.test', PASSWORD)).toMatch(/^schooldog\.session_token=/);
    });
  });

  it('of two setups at once, exactly one wins', async () => {
    const t = await createTestApp(kind);
    try {
      const attempts = await Promise.all(
        ['one', 'two', 'three'].map((name) =>
          t.app.inject({
            method: 'POST',
            url: '/api/setup',
            payload: setupBody({
              districtName: `District ${name}`,
              schools: [{ name: `School ${name}` }],
              admin: { ...setupBody().admin, email: `${name}@harbor.k12.test` },
            }),
          }),
        ),
      );
      expect(attempts.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
      const winner = attempts.find((res) => res.statusCode === 200)?.json<{ districtName: string }>();
      expect(await t.database.db.select().from(users)).toHaveLength(1);
      expect(await t.database.db.select().from(schools)).toHaveLength(1);
      expect((await t.deps.settings.get('organization')).district.name).toBe(winner?.districtName);
    } finally {
      await t.close();
    }
  });
});
