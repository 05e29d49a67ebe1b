import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { getCachedUser, saveCachedUser } from '../../offline/cachedUser';
import { buildMe, buildPublicSettings } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';

// The auth pages as the app's route table serves them (spec 000 §2, "No authentication needed").

const signedOut = (handlers: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    'GET /api/me': () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in required' } }),
    'GET /api/app-settings/public': () => json(200, buildPublicSettings()),
    ...handlers,
  });

async function chooseNewPassword(password: string) {
  fireEvent.change(await screen.findByLabelText(/^new password/i), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^confirm new password/i), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/auth/signin', () => {
  it('the sign-in page asks /api/me (and logs a 401) only with a session hint: a signed-out device is not asked', async () => {
    const { calls } = signedOut();
    renderRoutes({ at: '/auth/signin', routes });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    // The maintenance watch, which reads the settings and the user together, has started.
    await waitFor(() => expect(calls.some((call) => call.path === '/api/app-settings/public')).toBe(true));
    expect(calls.filter((call) => call.path === '/api/me')).toEqual([]);
  });

  it('a device that keeps a signed-in user asks once, and forgets the user the server no longer knows', async () => {
    saveCachedUser(buildMe());
    const { calls } = signedOut();
    renderRoutes({ at: '/auth/signin', routes });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/me')).toHaveLength(1));
    await waitFor(() => expect(getCachedUser()).toBeNull());
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('/firebase/action', () => {
  it('sends revertSecondFactorAddition to the revert-mfa page with its code', async () => {
    signedOut();
    const { router } = renderRoutes({
      at: '/firebase/action?mode=revertSecondFactorAddition&oobCode=r1',
      routes,
    });
    expect(await screen.findByRole('button', { name: 'Undo the change' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/revert-mfa');
    expect(router.state.location.search).toBe('?token=r1');
  });
});

describe('/auth/reset-password', () => {
  it("sets a new password from the emailed link's token, then returns to sign-in", async () => {
    const { calls } = signedOut({
      'POST /api/auth/reset-password': () => json(200, { status: true }),
    });
    const { router } = renderRoutes({ at: '/auth/reset-password?token=abc', routes });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await chooseNewPassword('long enough, really');
    expect(await screen.findByText(/your password has been changed/i)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      newPassword: 'long enough, really',
      token: 'abc',
    });
  });

  it('without a token, says the link is invalid and offers a new one', async () => {
    signedOut();
    renderRoutes({ at: '/auth/reset-password', routes });
    expect(await screen.findByText('The action link is invalid.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('with a spent or expired token, says the link is invalid and offers a new one', async () => {
    signedOut({
      'POST /api/auth/reset-password': () => json(400, { code: 'INVALID_TOKEN', message: 'Invalid token' }),
    });
    renderRoutes({ at: '/auth/reset-password?token=used', routes });
    await chooseNewPassword('long enough, really');
    expect(await screen.findByText('The action link is invalid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
  });
});
