import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { HandleSignInLinkPage } from './HandleSignInLinkPage';
import { useMe } from './me';
import { SetPasswordPage } from './SetPasswordPage';
import { SignInPage } from './SignInPage';
import { VerifyEmailPage } from './VerifyEmailPage';

const unauthenticated = () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in required' } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('set password', () => {
  const routes = [
    { path: '/auth/set-password', element: <SetPasswordPage /> },
    { path: '/auth/signin', element: <SignInPage /> },
  ];

  it("checks the fields: 'Required', at least 12 characters, matching", async () => {
    mockFetch({});
    renderRoutes({ at: '/auth/set-password?token=abc', routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Save password' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/^new password/i), { target: { value: 'eleven char' } });
    fireEvent.change(screen.getByLabelText(/^confirm new password/i), { target: { value: 'different' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Use at least 12 characters')).toBeTruthy();
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
  });

  it('sets the password and returns to sign-in with a success note', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/reset-password': () => json(200, { status: true }),
      'GET /api/me': unauthenticated,
    });
    renderRoutes({ at: '/auth/set-password?token=abc', routes });
    fireEvent.change(await screen.findByLabelText(/^new password/i), {
      target: { value: 'long enough, really' },
    });
    fireEvent.change(screen.getByLabelText(/^confirm new password/i), {
      target: { value: 'long enough, really' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(/your password has been changed/i)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      newPassword: 'long enough, really',
      token: 'abc',
    });
  });

  it('reports an expired or used link as invalid', async () => {
    mockFetch({
      'POST /api/auth/reset-password': () => json(400, { code: 'INVALID_TOKEN', message: 'Invalid token' }),
    });
    renderRoutes({ at: '/auth/set-password?token=used', routes });
    fireEvent.change(await screen.findByLabelText(/^new password/i), {
      target: { value: 'long enough, really' },
    });
    fireEvent.change(screen.getByLabelText(/^confirm new password/i), {
      target: { value: 'long enough, really' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The action link is invalid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
  });

  it('asks for another password when the server finds it in the leaked-password list', async () => {
    mockFetch({
      'POST /api/auth/reset-password': () =>
        json(400, {
          code: 'PASSWORD_BREACHED',
          message: 'leaked',
          error: { code: 'PASSWORD_BREACHED', message: 'leaked' },
        }),
    });
    renderRoutes({ at: '/auth/set-password?token=abc', routes });
    fireEvent.change(await screen.findByLabelText(/^new password/i), { target: { value: 'qwerty123456' } });
    fireEvent.change(screen.getByLabelText(/^confirm new password/i), { target: { value: 'qwerty123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(/appears in lists of leaked passwords/)).toBeTruthy();
    expect(screen.queryByText('The action link is invalid.')).toBeNull();
  });

  it('treats a link the server already rejected as invalid', async () => {
    mockFetch({});
    renderRoutes({ at: '/auth/set-password?error=INVALID_TOKEN', routes });
    expect(await screen.findByText('The action link is invalid.')).toBeTruthy();
  });
});

describe('emailed sign-in and verification links', () => {
  it('signs in with a valid link and goes to the dashboard', async () => {
    let isSignedIn = false;
    mockFetch({
      'GET /api/auth/magic-link/verify': () => {
        isSignedIn = true;
        return json(200, { token: 't', user: { id: 'user1' }, session: {} });
      },
      'GET /api/me': () => (isSignedIn ? json(200, buildMe()) : unauthenticated()),
    });
    renderRoutes({
      at: '/auth/handle-sign-in-link?token=good',
      routes: [
        { path: '/auth/handle-sign-in-link', element: <HandleSignInLinkPage /> },
        { path: '/dashboard', element: <h1>Dashboard page</h1> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
  });

  it('signs in even when a request for the user sent before the sign-in answers after it', async () => {
    let isSignedIn = false;
    let releaseEarlyMe: () => void = () => undefined;
    const earlyMe = new Promise<void>((resolve) => {
      releaseEarlyMe = resolve;
    });
    let meRequests = 0;
    mockFetch({
      'GET /api/auth/magic-link/verify': () => {
        isSignedIn = true;
        return json(200, { token: 't', user: { id: 'user1' }, session: {} });
      },
      'GET /api/me': async () => {
        meRequests += 1;
        // The shell's own /api/me went out before the sign-in; its 401 arrives only after the
        // request for the user sent once signed in.
        if (meRequests === 2) releaseEarlyMe();
        if (meRequests === 1) {
          await earlyMe;
          return unauthenticated();
        }
        return isSignedIn ? json(200, buildMe()) : unauthenticated();
      },
    });
    function ShellAskingForMe() {
      useMe();
      return null;
    }
    renderRoutes({
      at: '/auth/handle-sign-in-link?token=good',
      routes: [
        {
          path: '/auth/handle-sign-in-link',
          element: (
            <>
              <ShellAskingForMe />
              <HandleSignInLinkPage />
            </>
          ),
        },
        { path: '/dashboard', element: <h1>Dashboard page</h1> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
  });

  it('shows an invalid sign-in link as invalid, even when the server answers with a redirect', async () => {
    mockFetch({
      'GET /api/auth/magic-link/verify': () => new Response('<!doctype html>', { status: 200 }),
      'GET /api/me': unauthenticated,
    });
    renderRoutes({
      at: '/auth/handle-sign-in-link?token=used',
      routes: [{ path: '/auth/handle-sign-in-link', element: <HandleSignInLinkPage /> }],
    });
    expect(await screen.findByText('The action link is invalid.')).toBeTruthy();
  });

  it('verifies an email address, or says the link is invalid', async () => {
    mockFetch({
      'GET /api/auth/verify-email': ({ url }) =>
        url.searchParams.get('token') === 'good'
          ? json(200, { status: true })
          : json(401, { code: 'INVALID_TOKEN', message: 'Invalid token' }),
    });
    const { unmount } = renderRoutes({
      at: '/auth/verify-email?token=good',
      routes: [{ path: '/auth/verify-email', element: <VerifyEmailPage /> }],
    });
    expect(await screen.findByText('Thank you, your email address is verified.')).toBeTruthy();
    unmount();
    renderRoutes({
      at: '/auth/verify-email?token=bad',
      routes: [{ path: '/auth/verify-email', element: <VerifyEmailPage /> }],
    });
    expect(await screen.findByText('The action link is invalid.')).toBeTruthy();
  });
});

describe('forgot password', () => {
  it('always gives the same neutral confirmation', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/request-password-reset': () => json(200, { status: true }),
    });
    renderRoutes({
      at: '/auth/forgot-password',
      routes: [{ path: '/auth/forgot-password', element: <ForgotPasswordPage /> }],
    });
    fireEvent.change(await screen.findByLabelText(/^email/i), {
      target: { value: 'someone@district.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/if an account exists for that email/i)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'someone@district.example', redirectTo: '/auth/set-password' });
  });
});
