import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildPublicSettings } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { saveCachedUser } from '../../offline/cachedUser';
import { renderRoutes } from '../../test/render';
import { SignInPage } from './SignInPage';

const signedOut = {
  'GET /api/me': () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in required' } }),
  'GET /api/app-settings/public': () => json(200, buildPublicSettings()),
};

function renderSignIn(at = '/auth/signin') {
  return renderRoutes({
    at,
    routes: [
      { path: '/auth/signin', element: <SignInPage /> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/entries', element: <h1>Entries page</h1> },
    ],
  });
}

const emailField = () => screen.getByLabelText(/^email/i);
const passwordField = () => screen.getByLabelText(/^password/i);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the sign-in page', () => {
  it("shows 'Required' under empty fields and does not call the server", async () => {
    const { calls } = mockFetch(signedOut);
    renderSignIn();
    submit();
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(calls.some((call) => call.path.startsWith('/api/auth/'))).toBe(false);
  });

  it('shows the invalid-credentials message when the server refuses the password', async () => {
    const { calls } = mockFetch({
      ...signedOut,
      'POST /api/auth/sign-in/email': () =>
        json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    });
    renderSignIn();
    fireEvent.change(emailField(), { target: { value: 'jordan.lee@district.example' } });
    fireEvent.change(passwordField(), { target: { value: 'wrong password' } });
    submit();
    expect(await screen.findByText('The email / password combination is invalid.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/sign-in/email')?.body).toMatchObject({
      email: 'jordan.lee@district.example',
      password: 'wrong password',
    });
  });

  it('tells an archived user, with the right password, that the account is archived', async () => {
    mockFetch({
      ...signedOut,
      'POST /api/auth/sign-in/email': () =>
        json(403, { code: 'ACCOUNT_ARCHIVED', message: 'This account has been archived.' }),
    });
    renderSignIn();
    fireEvent.change(emailField(), { target: { value: 'jordan.lee@district.example' } });
    fireEvent.change(passwordField(), { target: { value: 'the right password' } });
    submit();
    expect(
      await screen.findByText('This account has been archived. Please contact your district administrator.'),
    ).toBeTruthy();
  });

  it('tells the user to wait after too many attempts', async () => {
    mockFetch({
      ...signedOut,
      'POST /api/auth/sign-in/email': () => json(429, { message: 'Too many requests' }),
    });
    renderSignIn();
    fireEvent.change(emailField(), { target: { value: 'jordan.lee@district.example' } });
    fireEvent.change(passwordField(), { target: { value: 'secret123' } });
    submit();
    expect(await screen.findByText(/wait a minute/i)).toBeTruthy();
  });

  it('returns to the wanted page after signing in', async () => {
    let isSignedIn = false;
    mockFetch({
      ...signedOut,
      'GET /api/me': () =>
        isSignedIn
          ? json(200, buildMe())
          : json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }),
      'POST /api/auth/sign-in/email': () => {
        isSignedIn = true;
        return json(200, { redirect: false, token: 't', user: { id: 'user1' } });
      },
    });
    const { router } = renderRoutes({
      at: '/auth/signin',
      routes: [
        { path: '/auth/signin', element: <SignInPage /> },
        { path: '/entries', element: <h1>Entries page</h1> },
      ],
    });
    await router.navigate('/auth/signin', { state: { from: '/entries' } });
    fireEvent.change(emailField(), { target: { value: 'jordan.lee@district.example' } });
    fireEvent.change(passwordField(), { target: { value: 'right password' } });
    submit();
    expect(await screen.findByRole('heading', { name: 'Entries page' })).toBeTruthy();
    expect(Number(localStorage.getItem('sd.lastActivityAt'))).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each(['?i=authTimeout', '?issue=authInitTimeout'])(
    "opens 'Your Session Timed Out' for %s",
    async (query) => {
      mockFetch(signedOut);
      renderSignIn(`/auth/signin${query}`);
      expect(await screen.findByRole('dialog', { name: 'Your Session Timed Out' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('does not open the timeout dialog otherwise', async () => {
    mockFetch(signedOut);
    renderSignIn();
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a signed-in user the dashboard after a second', async () => {
    // The device keeps the user: the session hint that lets the page ask.
    saveCachedUser(buildMe());
    mockFetch({ ...signedOut, 'GET /api/me': () => json(200, buildMe()) });
    renderSignIn();
    const dialog = await screen.findByRole('dialog', { name: 'You are already signed in' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeTruthy());
    expect(dialog).toBeTruthy();
  });
});
