import { MFA_MESSAGES } from '@schooldog/domain';
import { and, eq } from 'drizzle-orm';
import { securityEvents } from '../../auth/tables.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/public.js';
import { builders, type Builders } from '../../test/builders.js';
import {
  createTestApp,
  describeEachDatabase,
  TEST_PASSWORD,
  type TestApp,
  withDistrict,
} from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';
import { cookieOf, enrolTotp as enrolTotpOf, revertTokenOf, totpNow } from './test-helpers.js';

describeEachDatabase('MFA', (kind) => {
  let t: TestApp;
  let as: As;
  let build: Builders;
  let schoolId: string;

  /** The newest mail to an address (deliveries run in any order across recipients). */
  const lastMailTo = async (email: string) => (await t.mails()).findLast((mail) => mail.to === email);

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    build = builders(t);
    const [school] = await withDistrict(t);
    schoolId = school?.id ?? '';
  });
  afterAll(() => t.close());

  /** Password sign-in that stops at the code step: the challenge cookie. */
  const startSignIn = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ twoFactorRedirect: true });
    // No session yet: the sign-in's session cookie is cleared.
    expect(cookieOf(res.headers['set-cookie'], 'schooldog.session_token') ?? 'none=').toMatch(/=$/);
    const challenge = cookieOf(res.headers['set-cookie'], 'schooldog.two_factor');
    expect(challenge).toBeDefined();
    return challenge ?? '';
  };
  const finish = (challenge: string, path: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/two-factor/${path}`,
      headers: { cookie: challenge },
      payload,
    });

  const enrolTotp = (person: Person) => enrolTotpOf(as, person);

  it('enrols an authenticator app behind the password, then signs in with its code', async () => {
    const person = await build.user('educator', { schools: [schoolId] });
    expect((await as(person).get('/api/mfa')).json()).toMatchObject({ enabled: false, state: 'none' });
    const noPassword = await as(person).post('/api/mfa/totp', { password: '' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields).toEqual({ password: 'Required' });
    const wrongPassword = await as(person).post('/api/mfa/totp', { password: 'not-my-password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.message).toBe(MFA_MESSAGES.reauthInvalid);

    const { secret } = await enrolTotp(person);
    expect(await lastMailTo(person.email)).toMatchObject({
      to: person.email,
      subject: 'Multi-Factor Authentication was turned on',
    });

    const challenge = await startSignIn(person.email);
    const choices = await t.app.inject({
      method: 'GET',
      url: '/api/mfa/challenge',
      headers: { cookie: challenge },
    });
    expect(choices.json()).toEqual({ totp: true, smsPhoneLast4: null, recoveryCodes: true });
    const wrong = await finish(challenge, 'verify-totp', {
      code: totpNow(secret) === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(401);
    const failures = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, person.id), eq(securityEvents.kind, 'sign_in_failed')));
    expect(failures.map((event) => [event.email, event.detail])).toEqual([
      [person.email, { step: 'mfa', method: 'totp' }],
    ]);
    const right = await finish(challenge, 'verify-totp', { code: totpNow(secret) });
    expect(right.statusCode, right.body).toBe(200);
    const session = cookieOf(right.headers['set-cookie'], 'schooldog.session_token') ?? '';
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } });
    expect(me.json().user.id).toBe(person.id);
  });

  it('takes each recovery code once', async () => {
    const person = await build.user('educator', { schools: [schoolId] });
    const { backupCodes } = await enrolTotp(person);
    const code = backupCodes[0] ?? '';
    const first = await finish(await startSignIn(person.email), 'verify-backup-code', { code });
    expect(first.statusCode, first.body).toBe(200);
    const again = await finish(await startSignIn(person.email), 'verify-backup-code', { code });
    expect(again.statusCode).toBe(401);
    expect((await as(person).get('/api/mfa')).json().recoveryCodesLeft).toBe(9);
  });

  it('enrols a phone by text message and signs in with a texted code', async () => {
    const person = await build.user('principal', { schools: [schoolId] });
    const invalid = await as(person).post('/api/mfa/sms', { phone: '55512', password: TEST_PASSWORD });
    expect(invalid.json().error.fields).toEqual({ phone: MFA_MESSAGES.mfaInvalidPhone });
    const sent = await as(person).post('/api/mfa/sms', { phone: '(404) 555-0101', password: TEST_PASSWORD });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      state: 'awaitingSmsCode',
      pendingPhoneLast4: '0101',
      enabled: false,
    });
    const text = t.deps.sms.recent.at(-1);
    expect(text?.to).toBe('+14045550101');
    const code = /\d{6}/.exec(text?.body ?? '')?.[0] ?? '';
    const wrong = await as(person).post('/api/mfa/sms/verify', {
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.json().error.message).toBe(MFA_MESSAGES.mfaInvalidEnrolmentCode);
    const tooLong = await as(person).post('/api/mfa/sms/verify', { code: '1234567' });
    expect(tooLong.json().error.fields).toEqual({ code: 'Required.' });
    const ok = await as(person).post('/api/mfa/sms/verify', { code });
    expect(ok.json()).toMatchObject({ enabled: true, state: 'enrolled', smsPhoneLast4: '0101', totp: false });

    // Another account cannot take the same number.
    const other = await build.user('educator', { schools: [schoolId] });
    const taken = await as(other).post('/api/mfa/sms', { phone: '4045550101', password: TEST_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(MFA_MESSAGES.mfaPhoneInUse);

    const challenge = await startSignIn(person.email);
    const choices = await t.app.inject({
      method: 'GET',
      url: '/api/mfa/challenge',
      headers: { cookie: challenge },
    });
    expect(choices.json()).toEqual({ totp: false, smsPhoneLast4: '0101', recoveryCodes: false });
    expect((await finish(challenge, 'send-otp', {})).statusCode).toBe(200);
    const signInCode = /\d{6}/.exec(t.deps.sms.recent.at(-1)?.body ?? '')?.[0] ?? '';
    const right = await finish(challenge, 'verify-otp', { code: signInCode });
    expect(right.statusCode, right.body).toBe(200);
    expect(cookieOf(right.headers['set-cookie'], 'schooldog.session_token')).toBeDefined();
  });

  it('sends at most 5 enrolment texts an hour, then asks to wait', async () => {
    const person = await build.user('educator', { schools: [schoolId] });
    for (let i = 0; i < 4; i += 1)
      expect(
        (await as(person).post('/api/mfa/sms', { phone: '4045550150', password: TEST_PASSWORD })).statusCode,
      ).toBe(200);
    expect((await as(person).post('/api/mfa/sms/resend')).statusCode).toBe(200);
    const refused = await as(person).post('/api/mfa/sms', { phone: '4045550150', password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MFA_MESSAGES.mfaSetupFailed);
  });

  it('asks for a verified email first', async () => {
    const person = await build.user('educator', { schools: [schoolId] });
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, person.id));
    const refused = await as(person).post('/api/mfa/sms', { phone: '4045550199', password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MFA_MESSAGES.mfaEmailNotVerified);
    expect((await as(person).post('/api/mfa/totp', { password: TEST_PASSWORD })).statusCode).toBe(403);
  });

  it('turns MFA off behind the password; the mailed link turns it back on and ends the sessions', async () => {
    const person = await build.user('educator', { schools: [schoolId] });
    const { secret } = await enrolTotp(person);
    expect((await as(person).post('/api/mfa/disable', { password: 'wrong-password' })).statusCode).toBe(400);
    const off = await as(person).post('/api/mfa/disable', { password: TEST_PASSWORD });
    expect(off.json()).toMatchObject({ enabled: false, totp: false, state: 'none' });
    // Signing in now needs no code.
    const plain = await t.signIn(person.email);
    expect((await lastMailTo(person.email))?.subject).toBe('Multi-Factor Authentication was turned off');
    const token = await revertTokenOf(t, person.email);
    const reverted = await as({ ...person, cookie: '' }).post('/api/mfa/revert', { token });
    expect(reverted.json()).toEqual({ change: 'disabled' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: plain } })).statusCode,
    ).toBe(401);
    // The authenticator set up before works again; the link works once.
    const challenge = await startSignIn(person.email);
    expect((await finish(challenge, 'verify-totp', { code: totpNow(secret) })).statusCode).toBe(200);
    const twice = await as({ ...person, cookie: '' }).post('/api/mfa/revert', { token });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(MFA_MESSAGES.mfaRevertLinkInvalid);
  });

  it('the link in the mail sent when MFA is turned on turns it off', async () => {
    const person = await build.user('educator', { schools: [schoolId] });
    await enrolTotp(person);
    const token = await revertTokenOf(t, person.email);
    expect((await as({ ...person, cookie: '' }).post('/api/mfa/revert', { token })).json()).toEqual({
      change: 'enabled',
    });
    await t.signIn(person.email);
  });

  it('stops the sign-in link at the code step too', async () => {
    const person = await build.user('educator', { schools: [schoolId] });
    const { secret } = await enrolTotp(person);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      payload: { email: person.email },
    });
    await expect.poll(async () => (await lastMailTo(person.email))?.subject).toMatch(/sign-in link/);
    const link =
      /http\S+handle-sign-in-link\S+/.exec((await lastMailTo(person.email))?.text ?? '')?.[0] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`,
    });
    expect(verified.json()).toEqual({ twoFactorRedirect: true });
    expect(cookieOf(verified.headers['set-cookie'], 'schooldog.session_token')).toMatch(/=$/);
    const challenge = cookieOf(verified.headers['set-cookie'], 'schooldog.two_factor') ?? '';
    expect((await finish(challenge, 'verify-totp', { code: totpNow(secret) })).statusCode).toBe(200);
  });

  it('an administrator sees and resets a user’s MFA; nobody else may, nor on themselves', async () => {
    const person = await build.user('educator', { schools: [schoolId] });
    await enrolTotp(person);
    const admin = await build.user('schooldog_master_admin');
    const educator = await build.user('educator', { schools: [schoolId] });
    expect((await as(educator).get(`/api/users/${person.id}/mfa`)).statusCode).toBe(403);
    expect((await as(educator).delete(`/api/users/${person.id}/mfa`)).statusCode).toBe(403);
    expect((await as(admin).get(`/api/users/${person.id}/mfa`)).json()).toMatchObject({
      enabled: true,
      totp: true,
    });
    expect((await as(admin).delete(`/api/users/${admin.id}/mfa`)).statusCode).toBe(403);
    const reset = await as(admin).delete(`/api/users/${person.id}/mfa`);
    expect(reset.json()).toMatchObject({ enabled: false, totp: false, state: 'none' });
    expect(await lastMailTo(person.email)).toMatchObject({
      to: person.email,
      subject: 'Multi-Factor Authentication was reset',
    });
    await t.signIn(person.email);
  });
});

describe('MFA without a signed-in user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('refuses the MFA routes to anonymous callers and an unknown challenge', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mfa' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/mfa/totp', payload: { password: 'x' } })).statusCode,
    ).toBe(401);
    const challenge = await t.app.inject({
      method: 'GET',
      url: '/api/mfa/challenge',
      headers: { cookie: 'schooldog.two_factor=2fa-nope.sig' },
    });
    expect(challenge.statusCode).toBe(404);
    const revert = await t.app.inject({ method: 'POST', url: '/api/mfa/revert', payload: { token: 'nope' } });
    expect(revert.statusCode).toBe(400);
  });
});
