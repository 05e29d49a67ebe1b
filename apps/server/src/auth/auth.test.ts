import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  createTestApp,
  describeEachDatabase,
  TEST_PASSWORD,
  type TestApp,
  withDistrict,
} from '../test/harness.js';

const tokenFrom = (text: string, path: string) => {
  const match = new RegExp(`${path}\\?token=([^\\s"&<]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
};

describeEachDatabase('sign-in', (kind) => {
  let t: TestApp;
  let email: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://localhost:3999' });
    const [school] = await withDistrict(t);
    email = (await t.userWithRole('principal', [school?.id ?? ''])).email;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('signs in with email and password and GET /api/me returns the user', async () => {
    const cookie = await t.signIn(email);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
  });

  it("answers a wrong password and an unknown account alike: 'The email / password combination is invalid.'", async () => {
    const wrong = await post('/api/auth/sign-in/email', { email, password: 'not-the-password' });
    const unknown = await post('/api/auth/sign-in/email', {
      email: 'nobody@nowhere.test',
      password: 'whatever-123',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: MESSAGES.invalidCredentials,
        messageKey: 'invalidCredentials',
        requestId: response.headers['x-request-id'],
      });
    }
  });

  it('signing out ends the session', async () => {
    const cookie = await t.signIn(email);
    const out = await post('/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('forgot password mails a single-use link to /auth/set-password that sets a new password', async () => {
    const before = (await t.mails()).length;
    const request = await post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/set-password',
    });
    expect(request.statusCode).toBe(200);
    const [mail, ...more] = await t.mailsAfter(before);
    expect(more).toEqual([]);
    expect(mail?.to).toBe(email);
    // The .eml file lands in DATA_DIR/mail, just after the answer (mail leaves in the background).
    const files = await vi.waitFor(
      () => {
        const written = readdirSync(join(t.dataDir, 'mail'));
        expect(written.length).toBeGreaterThan(0);
        return written;
      },
      { timeout: 30_000 },
    );
    // Quoted-printable: soft line breaks and '=' written as '=3D'.
    const eml = readFileSync(join(t.dataDir, 'mail', files.at(-1) ?? ''), 'utf8')
      .replace(/=\n/g, '')
      .replace(/=3D/g, '=');
    expect(eml).toContain('http://localhost:3999/auth/set-password?token=');
    const token = tokenFrom(mail?.text ?? '', '/auth/set-password');

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'a-brand-new-password' });
    expect(reset.statusCode).toBe(200);
    await expect(t.signIn(email, 'a-brand-new-password')).resolves.toContain('schooldog.session_token=');
    await expect(t.signIn(email, TEST_PASSWORD)).rejects.toThrow();

    const again = await post('/api/auth/reset-password', { token, newPassword: 'yet-another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(MESSAGES.invalidActionLink);
    const sent = (await t.mails()).length;
    await post('/api/auth/request-password-reset', { email, redirectTo: '/auth/set-password' });
    const restore = tokenFrom((await t.mailsAfter(sent)).at(-1)?.text ?? '', '/auth/set-password');
    expect(
      (await post('/api/auth/reset-password', { token: restore, newPassword: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('does not reveal whether an account exists when asked for a reset or a sign-in link', async () => {
    const before = (await t.mails()).length;
    const reset = await post('/api/auth/request-password-reset', {
      email: 'ghost@nowhere.test',
      redirectTo: '/auth/set-password',
    });
    const link = await post('/api/auth/sign-in/magic-link', {
      email: 'ghost@nowhere.test',
      callbackURL: '/dashboard',
    });
    const realLink = await post('/api/auth/sign-in/magic-link', { email, callbackURL: '/dashboard' });
    expect(reset.statusCode).toBe(200);
    expect(link.statusCode).toBe(200);
    expect(link.body).toBe(realLink.body);
    // Only the real account got mail.
    expect((await t.mailsAfter(before)).map((mail) => mail.to)).toEqual([email]);
  });

  it('a passwordless sign-in link signs in once and only once', async () => {
    const before = (await t.mails()).length;
    await post('/api/auth/sign-in/magic-link', { email, callbackURL: '/dashboard' });
    const token = tokenFrom((await t.mailsAfter(before)).at(-1)?.text ?? '', '/auth/handle-sign-in-link');
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`,
    });
    expect(verify.statusCode).toBe(200);
    const cookie = [verify.headers['set-cookie']]
      .flat()
      .find((value) => value?.startsWith('schooldog.session_token='));
    expect(cookie).toBeDefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookie?.split(';')[0] ?? '' },
    });
    expect(me.json().user.email).toBe(email);

    const reuse = await t.app.inject({
      method: 'GET',
      url: `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`,
    });
    expect(reuse.statusCode).not.toBe(200);
  });

  it('an email verification link verifies the address', async () => {
    const [school] = await withDistrict(t);
    const user = await t.userWithRole('educator', [school?.id ?? '']);
    const { users } = await import('../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const send = await post(
      '/api/auth/send-verification-email',
      { email: user.email },
      { cookie: user.cookie },
    );
    expect(send.statusCode).toBe(200);
    const token = tokenFrom((await t.mails()).at(-1)?.text ?? '', '/auth/verify-email');
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    });
    expect(verify.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);
  });
});

describeEachDatabase('sign-in rate limit', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SIGN_IN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 after too many sign-in attempts from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        // better-auth keeps its counters per process; a fresh address keeps this test independent.
        remoteAddress: `192.0.2.${kind === 'pglite' ? 1 : 2}`,
        payload: { email: 'someone@nowhere.test', password: 'wrong-password' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().error.code).toBe('TOO_MANY_REQUESTS');
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});
