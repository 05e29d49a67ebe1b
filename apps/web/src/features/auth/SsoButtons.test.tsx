import type { SsoProvider } from '@schooldog/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublicSettings } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { SignInPage } from './SignInPage';
import { SsoButtons } from './SsoButtons';

const settingsWith = (ssoProviders: SsoProvider[]) => ({
  'GET /api/app-settings/public': () => json(200, buildPublicSettings({ ssoProviders })),
});

function renderButtons(at = '/auth/signin', returnPath: string | null = null) {
  const onSignedIn = vi.fn();
  const onLeave = vi.fn();
  const view = renderRoutes({
    at,
    routes: [
      {
        path: '/auth/signin',
        element: <SsoButtons returnPath={returnPath} onSignedIn={onSignedIn} onLeave={onLeave} />,
      },
    ],
  });
  return { ...view, onSignedIn, onLeave };
}

const google = () => screen.queryByRole('button', { name: 'Sign in with Google' });
const microsoft = () => screen.queryByRole('button', { name: 'Sign in with Microsoft' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Google and Microsoft sign-in buttons', () => {
  it('show only the providers the server has configured', async () => {
    mockFetch(settingsWith(['microsoft']));
    renderButtons();
    expect(
      await screen.findByRole<HTMLButtonElement>('button', { name: 'Sign in with Microsoft' }),
    ).toHaveProperty('disabled', false);
    expect(google()).toBeNull();
  });

  it('show nothing when no provider is configured', async () => {
    const { calls } = mockFetch(settingsWith([]));
    const { container } = renderButtons();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/app-settings/public')).toBe(true));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(google()).toBeNull();
    expect(microsoft()).toBeNull();
  });

  it("start the provider's sign-in and leave for its page, asking to come back where the user was going", async () => {
    const { calls } = mockFetch({
      ...settingsWith(['google', 'microsoft']),
      'POST /api/auth/sign-in/social': () =>
        json(200, { url: 'https://accounts.example/authorize?x=1', redirect: false }),
    });
    const { onLeave } = renderButtons('/auth/signin', '/entries');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('https://accounts.example/authorize?x=1'));
    expect(calls.find((call) => call.path === '/api/auth/sign-in/social')?.body).toEqual({
      provider: 'google',
      callbackURL: '/auth/signin?sso=signedIn&next=%2Fentries',
      errorCallbackURL: '/auth/signin?sso=google',
      disableRedirect: true,
    });
    expect(microsoft()).toHaveProperty('disabled', true);
  });

  it('say so when the start is refused, and stay', async () => {
    mockFetch({
      ...settingsWith(['microsoft']),
      'POST /api/auth/sign-in/social': () => json(429, { code: 'TOO_MANY_REQUESTS', message: 'Too many' }),
    });
    const { onLeave } = renderButtons();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Microsoft' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/too many/i);
    expect(onLeave).not.toHaveBeenCalled();
    expect(microsoft()).toHaveProperty('disabled', false);
  });

  it.each([
    ['signup_disabled', 'google', 'No account uses the email address of this Google account'],
    ['account_not_linked', 'microsoft', 'Microsoft did not confirm that the email address'],
    ['ACCOUNT_ARCHIVED', 'google', 'This account is archived'],
    ['invalid_code', 'microsoft', 'Signing in with Microsoft did not work'],
  ])('explain a refusal (%s) when the provider sends the user back', async (error, provider, text) => {
    mockFetch(settingsWith(['google', 'microsoft']));
    renderButtons(`/auth/signin?sso=${provider}&error=${error}`);
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('complete the sign-in when the provider sends the user back signed in, to a safe path only', async () => {
    mockFetch(settingsWith(['google']));
    const first = renderButtons('/auth/signin?sso=signedIn&next=%2Fentries');
    await waitFor(() => expect(first.onSignedIn).toHaveBeenCalledWith('/entries'));
    expect(first.onSignedIn).toHaveBeenCalledTimes(1);
    first.unmount();
    const second = renderButtons('/auth/signin?sso=signedIn&next=%2F%2Fevil.example');
    await waitFor(() => expect(second.onSignedIn).toHaveBeenCalledWith(null));
  });
});

describe('the sign-in page', () => {
  it('goes on to the dashboard when a provider sends the user back signed in', async () => {
    mockFetch({
      ...settingsWith(['google']),
      'GET /api/me': () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in required' } }),
    });
    renderRoutes({
      at: '/auth/signin?sso=signedIn',
      routes: [
        { path: '/auth/signin', element: <SignInPage /> },
        { path: '/dashboard', element: <h1>Dashboard page</h1> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
  });
});
