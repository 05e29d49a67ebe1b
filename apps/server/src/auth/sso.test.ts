import type { SsoProvider } from '@schooldog/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/harness.js';
import { type NextSignIn, startTestIssuer, type TestIssuer } from './sso-test-issuer.js';
import { accounts, securityEvents, sessions } from './tables.js';

const GOOGLE = { id: 'google-client', secret: 'google-secret' };
const MICROSOFT = { id: 'microsoft-client', secret: 'microsoft-secret' };
const TENANT = '2f4a9a8e-1d3c-4b5e-9f6a-7b8c9d0e1f2a';
const CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const BACK = '/auth/signin?sso=signedIn';

const cookiesOf = (response: Response) =>
  [response.headers['set-cookie']]
    .flat()
    .filter((value): value is string => !!value)
    .map((value) => value.split(';')[0])
    .join('; ');

const errorOf = (response: Response) =>
  new URL(String(response.headers.location), 'http://x').searchParams.get('error');

describeEachDatabase('sign in with Google or Microsoft', (kind) => {
  let issuer: TestIssuer;
  let t: TestApp;

  beforeAll(async () => {
    issuer = await startTestIssuer([GOOGLE, MICROSOFT]);
    t = await createTestApp(kind, {
      PUBLIC_URL: 'http://localhost:3000',
      GOOGLE_CLIENT_ID: GOOGLE.id,
      GOOGLE_CLIENT_SECRET: GOOGLE.secret,
      GOOGLE_DISCOVERY_URL: `${issuer.url}/.well-known/openid-configuration`,
      MICROSOFT_CLIENT_ID: MICROSOFT.id,
      MICROSOFT_CLIENT_SECRET: MICROSOFT.secret,
      MICROSOFT_AUTHORITY: issuer.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  /** The browser's round trip: the app's sign-in address, the issuer, back to the app's callback. */
  async function signInWith(
    provider: SsoProvider,
    tamper?: (callback: URL) => void,
    { otherBrowser = false } = {},
  ) {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider, callbackURL: BACK, errorCallbackURL: '/auth/signin', disableRedirect: true },
    });
    expect(started.statusCode, started.body).toBe(200);
    const callback = await issuer.authorize(started.json<{ url: string }>().url);
    expect(callback.pathname).toBe(`/api/auth/callback/${provider}`);
    tamper?.(callback);
    const back = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: otherBrowser ? {} : { cookie: cookiesOf(started) },
    });
    expect(back.statusCode, back.body).toBe(302);
    return back;
  }

  const sessionsOf = async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n;
  const usersWith = async (email: string) =>
    (await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]?.n;

  const google = (email: string, emailVerified = true): NextSignIn => ({
    claims: { sub: `g-${email}`, email, email_verified: emailVerified, name: 'Pat Doe' },
  });
  const microsoft = (email: string, extra: Record<string, unknown> = { xms_edov: true }): NextSignIn => ({
    claims: { sub: `ms-sub-${email}`, oid: `oid-${email}`, tid: TENANT, email, name: 'Pat Doe', ...extra },
  });

  it('the public settings name both providers', async () => {
    const res = await t.app.inject('/api/app-settings/public');
    expect(res.json().ssoProviders).toEqual(['google', 'microsoft']);
  });

  it.each<SsoProvider>(['google', 'microsoft'])(
    'an existing account signs in with %s and gets a session; the next time the link is reused',
    async (provider) => {
      const person = await t.userWithRole('educator', []);
      const before = await sessionsOf(person.id);
      issuer.willSignIn(provider === 'google' ? google(person.email) : microsoft(person.email));
      const back = await signInWith(provider);
      expect(back.headers.location).toBe(BACK);
      const cookie = cookiesOf(back);
      expect(cookie).toContain('schooldog.session_token=');
      const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().user.id).toBe(person.id);
      expect(await sessionsOf(person.id)).toBe(Number(before) + 1);
      const linked = await t.database.db
        .select({ providerId: accounts.providerId })
        .from(accounts)
        .where(eq(accounts.userId, person.id));
      expect(linked.map((row) => row.providerId).sort()).toEqual(['credential', provider]);
      // Only who signed in is kept, none of the provider's tokens.
      const [link] = await t.database.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, person.id), eq(accounts.providerId, provider)));
      expect([link?.accessToken, link?.refreshToken, link?.idToken]).toEqual([null, null, null]);
      // A second sign-in uses the link made the first time.
      issuer.willSignIn(provider === 'google' ? google(person.email) : microsoft(person.email));
      expect((await signInWith(provider)).headers.location).toBe(BACK);
      const [again] = await t.database.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, person.id), eq(accounts.providerId, provider)));
      expect([again?.accessToken, again?.refreshToken, again?.idToken]).toEqual([null, null, null]);
    },
  );

  it.each<SsoProvider>(['google', 'microsoft'])(
    '%s: asks only who the person is, with PKCE, and comes back only to the app',
    async (provider) => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider, callbackURL: BACK, disableRedirect: true },
      });
      const query = new URL(started.json<{ url: string }>().url).searchParams;
      expect(query.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
      expect(query.get('code_challenge_method')).toBe('S256');
      expect(query.get('redirect_uri')).toBe(`http://localhost:3000/api/auth/callback/${provider}`);
      for (const away of [
        { callbackURL: 'https://evil.example/' },
        { callbackURL: '//evil.example/' },
        { callbackURL: BACK, errorCallbackURL: 'https://evil.example/' },
      ]) {
        const elsewhere = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/social',
          payload: { provider, disableRedirect: true, ...away },
        });
        expect(elsewhere.statusCode, JSON.stringify(away)).toBe(403);
      }
    },
  );

  it.each<SsoProvider>(['google', 'microsoft'])(
    'an unknown address is refused with %s: no user, no account, no session',
    async (provider) => {
      const email = `stranger-${provider}@elsewhere.test`;
      issuer.willSignIn(provider === 'google' ? google(email) : microsoft(email));
      const back = await signInWith(provider);
      expect(back.headers.location).toMatch(/^\/auth\/signin\?error=signup_disabled/);
      expect(cookiesOf(back)).not.toContain('schooldog.session_token=');
      expect(await usersWith(email)).toBe(0);
      const [rows] = await t.database.db
        .select({ n: count() })
        .from(accounts)
        .where(eq(accounts.accountId, provider === 'google' ? `g-${email}` : `oid-${email}`));
      expect(rows?.n).toBe(0);
      // The refusal is in the security log, with the provider and the reason.
      const logged = await t.database.db
        .select({ detail: securityEvents.detail })
        .from(securityEvents)
        .where(eq(securityEvents.kind, 'sign_in_failed'));
      expect(logged.map((row) => row.detail)).toContainEqual({ provider, error: 'signup_disabled' });
    },
  );

  it.each<[SsoProvider, NextSignIn]>([
    ['google', google('x', false)],
    ['microsoft', microsoft('x', {})],
  ])('%s: an address the provider does not vouch for links nothing', async (provider, signIn) => {
    const person = await t.userWithRole('educator', []);
    issuer.willSignIn({ claims: { ...signIn.claims, email: person.email } });
    const back = await signInWith(provider);
    expect(errorOf(back)).toBe('account_not_linked');
    expect(await sessionsOf(person.id)).toBe(1);
  });

  it.each<SsoProvider>(['google', 'microsoft'])('%s: an archived account is refused', async (provider) => {
    const person = await t.userWithRole('educator', []);
    await t.database.db.update(users).set({ isArchived: true }).where(eq(users.id, person.id));
    issuer.willSignIn(provider === 'google' ? google(person.email) : microsoft(person.email));
    const back = await signInWith(provider);
    expect(errorOf(back)).toBe('ACCOUNT_ARCHIVED');
    expect(cookiesOf(back)).not.toContain('schooldog.session_token=');
    expect(await sessionsOf(person.id)).toBe(1);
  });

  it.each<SsoProvider>(['google', 'microsoft'])('%s: a changed state is refused', async (provider) => {
    const person = await t.userWithRole('educator', []);
    issuer.willSignIn(provider === 'google' ? google(person.email) : microsoft(person.email));
    const back = await signInWith(provider, (callback) => {
      callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    });
    expect(errorOf(back)).toBe('state_mismatch');
    expect(back.headers.location).not.toBe(BACK);
    expect(cookiesOf(back)).not.toContain('schooldog.session_token=');
    expect(await sessionsOf(person.id)).toBe(1);
  });

  it.each<SsoProvider>(['google', 'microsoft'])(
    '%s: a callback in a browser that did not start the sign-in is refused',
    async (provider) => {
      const person = await t.userWithRole('educator', []);
      issuer.willSignIn(provider === 'google' ? google(person.email) : microsoft(person.email));
      const back = await signInWith(provider, undefined, { otherBrowser: true });
      expect(errorOf(back)).toBe('state_mismatch');
      expect(cookiesOf(back)).not.toContain('schooldog.session_token=');
      expect(await sessionsOf(person.id)).toBe(1);
    },
  );

  it('google: an ID token with another nonce is refused', async () => {
    const person = await t.userWithRole('educator', []);
    issuer.willSignIn({ ...google(person.email), nonce: 'not-the-one-sent' });
    const back = await signInWith('google');
    expect(errorOf(back)).toBe('unable_to_get_user_info');
    expect(await sessionsOf(person.id)).toBe(1);
  });

  it.each<SsoProvider>(['google', 'microsoft'])(
    '%s: an ID token signed by another key is refused',
    async (provider) => {
      const person = await t.userWithRole('educator', []);
      const signIn = provider === 'google' ? google(person.email) : microsoft(person.email);
      issuer.willSignIn({ ...signIn, signWithOtherKey: true });
      const back = await signInWith(provider);
      expect(errorOf(back)).toBe('unable_to_get_user_info');
      expect(await sessionsOf(person.id)).toBe(1);
    },
  );

  it('microsoft: a personal Microsoft account is refused (tenant organizations)', async () => {
    const person = await t.userWithRole('educator', []);
    issuer.willSignIn(microsoft(person.email, { xms_edov: true, tid: CONSUMER_TENANT }));
    expect(errorOf(await signInWith('microsoft'))).toBe('unable_to_get_user_info');
    expect(await sessionsOf(person.id)).toBe(1);
  });
});

describe('sign in with Google or Microsoft, not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('has no route and names no provider', async () => {
    const settings = await t.app.inject('/api/app-settings/public');
    expect(settings.json().ssoProviders).toEqual([]);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: BACK, disableRedirect: true },
    });
    expect(start.statusCode).toBe(404);
    for (const provider of ['google', 'microsoft'])
      expect((await t.app.inject(`/api/auth/callback/${provider}?code=a&state=b`)).statusCode).toBe(404);
  });
});
