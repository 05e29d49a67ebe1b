import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityEvents } from '../db/schema.js';
import { liveStreams } from '../test/live-stream.js';
import { users } from '../db/schema.js';
import { seedUser } from '../seed/demo.js';
import { createTestApp, TEST_PASSWORD, type TestApp, withDistrict } from '../test/harness.js';
import { FAILED_SIGN_INS_MAX } from './security-events.js';

/*
 * OWASP ASVS 4.0.3 level 2, the session and authentication items that apply (docs/security.md).
 * Each test is named after its requirement.
 */

const tokenFrom = (text: string, path: string) =>
  decodeURIComponent(new RegExp(`${path}\\?token=([^\\s"&<]+)`).exec(text)?.[1] ?? '');

describe('ASVS V3 session management and V2 authentication', () => {
  let t: TestApp;
  let schoolId: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_URL: 'http://localhost:3999', SIGN_IN_RATE_LIMIT: '1000' });
    const [school] = await withDistrict(t);
    schoolId = school?.id ?? '';
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const eventsOf = (userId: string) =>
    t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, userId))
      .orderBy(desc(securityEvents.id));

  it('ASVS 3.3.1: signing out ends the session at once, though the server had just vouched for it', async () => {
    const person = await t.userWithRole('educator', [schoolId]);
    expect((await me(person.cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/sign-out', {}, person.cookie)).statusCode).toBe(200);
    expect((await me(person.cookie)).statusCode).toBe(401);
  });

  it('ASVS 3.3.3: a password change ends every other session at once, and the new password is checked', async () => {
    const person = await t.userWithRole('educator', [schoolId]);
    const otherDevice = await t.signIn(person.email);
    expect((await me(otherDevice)).statusCode).toBe(200);
    const weak = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      person.cookie,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('PASSWORD_TOO_SHORT');
    const changed = await post(
      '/api/auth/change-password',
      // A client asking to keep the other sessions does not get its way.
      { currentPassword: TEST_PASSWORD, newPassword: 'a-new-long-password', revokeOtherSessions: false },
      person.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await eventsOf(person.id)).map((event) => event.kind)).toContain('password_changed');
  });

  it('ASVS 3.3.1: after a password reset the old sessions end at once and their open event streams close', async () => {
    const person = await t.userWithRole('educator', [schoolId]);
    expect((await me(person.cookie)).statusCode).toBe(200);
    const live = await liveStreams(t.app);
    const stream = await live.open(person);
    expect(stream.status).toBe(200);
    const sent = (await t.mails()).length;
    await post('/api/auth/request-password-reset', { email: person.email, redirectTo: '/auth/set-password' });
    const token = tokenFrom((await t.mailsAfter(sent)).at(-1)?.text ?? '', '/auth/set-password');
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'another-long-password' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(person.cookie)).statusCode).toBe(401);
    await stream.ended;
    expect((await eventsOf(person.id)).map((event) => event.kind)).toContain('password_reset');
    await live.closeAll();
  });

  it('ASVS 3.3.1: archiving an account ends its sessions at once and logs who did it', async () => {
    const person = await t.userWithRole('educator', [schoolId]);
    const admin = await t.userWithRole('schooldog_master_admin', [], { isSchoolDogStaff: true });
    expect((await me(person.cookie)).statusCode).toBe(200);
    const archived = await post(`/api/admin/users/${person.id}/archive`, {}, admin.cookie);
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await me(person.cookie)).statusCode).toBe(401);
    const [logged] = await eventsOf(person.id);
    expect(logged).toMatchObject({ kind: 'account_archived', actorUserId: admin.id });
  });

  it('ASVS 2.1.1, 2.1.2, 2.1.7: a new password has 12 to 128 characters and is not a known leaked one', async () => {
    const person = await t.userWithRole('educator', [schoolId]);
    const tryReset = async (newPassword: string) => {
      const sent = (await t.mails()).length;
      await post('/api/auth/request-password-reset', {
        email: person.email,
        redirectTo: '/auth/set-password',
      });
      const token = tokenFrom((await t.mailsAfter(sent)).at(-1)?.text ?? '', '/auth/set-password');
      return post('/api/auth/reset-password', { token, newPassword });
    };
    const codes = [];
    for (const password of ['elevenchars', 'x'.repeat(129), 'qwerty123456', 'QWERTY123456']) {
      const answer = await tryReset(password);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields).toHaveProperty('newPassword');
      codes.push(answer.json().error.code);
    }
    expect(codes).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_LONG',
      'PASSWORD_BREACHED',
      'PASSWORD_BREACHED',
    ]);
    // Any characters count, spaces and emoji included; no composition rules.
    expect((await tryReset('🏫 mi escuela 🏫')).statusCode).toBe(200);
  });

  it('ASVS 2.2.1: ten failed sign-ins lock the address for 15 minutes, whether or not it has an account', async () => {
    const person = await t.userWithRole('educator', [schoolId]);
    for (const email of [person.email, 'nobody-here@test.schooldog.test']) {
      for (let i = 0; i < FAILED_SIGN_INS_MAX; i += 1) {
        expect(
          (await post('/api/auth/sign-in/email', { email, password: 'wrong-password-1' })).statusCode,
        ).toBe(401);
      }
      const locked = await post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.code).toBe('TOO_MANY_REQUESTS');
    }
  });

  it('ASVS 7.1.3, 7.2.1, 7.2.2: sign-ins, failed sign-ins, sign-outs and role changes are logged, never a password', async () => {
    const person = await t.userWithRole('educator', [schoolId]);
    await post('/api/auth/sign-in/email', { email: person.email, password: 'not-my-password' });
    await post('/api/auth/sign-out', {}, person.cookie);
    await t.database.db.update(users).set({ role: 'principal' }).where(eq(users.id, person.id));
    const kinds = (await eventsOf(person.id)).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['sign_in', 'sign_out', 'role_changed']));
    const [failed] = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'sign_in_failed'), eq(securityEvents.email, person.email)));
    expect(failed).toMatchObject({ ip: '127.0.0.1' });
    expect(JSON.stringify(await t.database.db.select().from(securityEvents))).not.toContain(
      'not-my-password',
    );
  });

  it('no user enumeration: a wrong password and an unknown account take as long to answer', async () => {
    const person = await t.userWithRole('educator', [schoolId]);
    const timed = async (email: string) => {
      const started = performance.now();
      await post('/api/auth/sign-in/email', { email, password: 'wrong-but-long-enough' });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await timed(person.email));
      unknown.push(await timed(`nobody-${i}@test.schooldog.test`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    // Both hash the password (about 100-200 ms); skipping it for unknown accounts would be 20 times
    // faster. The bounds are wide because a busy machine slows single requests unevenly.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.25);
    expect(median(unknown) / median(known)).toBeLessThan(4);
  });

  it('no user enumeration: reset and sign-in link requests answer without waiting for the mail', async () => {
    const person = await t.userWithRole('educator', [schoolId]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const send = vi.spyOn(t.deps.mailer, 'send').mockImplementation(() => held);
    try {
      for (const url of ['/api/auth/request-password-reset', '/api/auth/sign-in/magic-link']) {
        const answer = await post(url, { email: person.email, redirectTo: '/auth/set-password' });
        expect(answer.statusCode, url).toBe(200);
      }
      // Answered while no mail could leave; the mails go out as jobs afterwards.
      expect(send).not.toHaveBeenCalled();
      release();
      await expect
        .poll(async () => {
          await t.drainJobs();
          return send.mock.calls.length;
        })
        .toBe(2);
    } finally {
      release();
      send.mockRestore();
    }
  });
});

describe('ASVS 3.4.1-3.4.3: the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Secure with the __Secure- prefix behind https, and never readable by scripts', async () => {
    const t = await createTestApp('pglite', { PUBLIC_URL: 'https://schools.example.org' });
    try {
      const [school] = await withDistrict(t);
      const email = 'cookie@test.schooldog.test';
      await seedUser(t.database.db, 'educator', {
        schoolIds: [school?.id ?? ''],
        password: TEST_PASSWORD,
        email,
      });
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'https://schools.example.org' },
        payload: { email, password: TEST_PASSWORD },
      });
      const cookie = [answer.headers['set-cookie']].flat().find((value) => value?.includes('session_token='));
      expect(cookie).toMatch(/^__Secure-schooldog\.session_token=/);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Path=\//i);
    } finally {
      await t.close();
    }
  });
});
