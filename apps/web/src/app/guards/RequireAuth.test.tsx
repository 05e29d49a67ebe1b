import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch } from '../../api/client';
import { useCurrentUser } from '../../features/auth/currentUser';
import { clearCachedUser, getCachedUser, saveCachedUser } from '../../offline/cachedUser';
import { isManuallyOffline, refreshConnectivity, setManualOffline } from '../../offline/connectivity';
import { setNavigatorOnline } from '../../offline/testkit';
import { FakeEventSource } from '../../test/eventSource';
import { buildMe } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { RequireAuth } from './RequireAuth';

function Home() {
  const me = useCurrentUser();
  return <h1>Signed in as {me.user.firstName}</h1>;
}

function renderGuarded() {
  vi.stubGlobal('EventSource', FakeEventSource);
  return renderRoutes({
    at: '/dashboard',
    routes: [
      { element: <RequireAuth />, children: [{ path: '/dashboard', element: <Home /> }] },
      { path: '/auth/signin', element: <h1>Sign in page</h1> },
      { path: '/sign-out', element: <h1>Sign out page</h1> },
    ],
  });
}

const cached = buildMe({ user: { firstName: 'Cached' } });
const never = () => new Promise<Response>(() => undefined);
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
const launchButton = () => screen.queryByRole('button', { name: 'Launch in Offline Mode' });

beforeEach(() => {
  localStorage.clear();
  clearCachedUser();
});
afterEach(() => {
  setManualOffline(false);
  setNavigatorOnline(true);
  refreshConnectivity();
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

describe('the sign-in guard offline', () => {
  it('starts at once with the cached user in Offline Mode, without asking the server', async () => {
    saveCachedUser(cached);
    setManualOffline(true);
    const { calls } = mockFetch({ 'GET /api/me': never });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Signed in as Cached' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/me')).toHaveLength(0);
  });

  it('starts with the cached user when the device has no network', async () => {
    saveCachedUser(cached);
    setNavigatorOnline(false);
    refreshConnectivity();
    mockFetch({ 'GET /api/me': unreachable });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Signed in as Cached' })).toBeTruthy();
  });

  it('offline without a cached user, offers only Sign Out', async () => {
    setManualOffline(true);
    mockFetch({ 'GET /api/me': never });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'This is taking longer than usual' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(launchButton()).toBeNull();
  });
});

describe('the slow-load screen', () => {
  it('offers Launch in Offline Mode when the server cannot be reached and a user is cached', async () => {
    saveCachedUser(cached);
    mockFetch({ 'GET /api/me': unreachable });
    renderGuarded();
    fireEvent.click(await screen.findByRole('button', { name: 'Launch in Offline Mode' }));
    expect(isManuallyOffline()).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Signed in as Cached' })).toBeTruthy();
  });

  it('offers it after 4 s of a server that does not answer', async () => {
    saveCachedUser(cached);
    mockFetch({ 'GET /api/me': never });
    renderGuarded();
    // Real time: 4 s, then the render (findBy* waits up to 30 s, src/test/setup.ts).
    expect(await screen.findByRole('button', { name: 'Launch in Offline Mode' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('offers only Sign Out without a cached user', async () => {
    mockFetch({ 'GET /api/me': unreachable });
    renderGuarded();
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(launchButton()).toBeNull();
  });
});

describe('the cached user online', () => {
  it("is the server's last answer", async () => {
    mockFetch({ 'GET /api/me': () => json(200, buildMe()) });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Signed in as Jordan' })).toBeTruthy();
    await waitFor(() => expect(getCachedUser()?.user.firstName).toBe('Jordan'));
  });

  it('does not outlive a 401: the user goes to sign-in and the device forgets them', async () => {
    saveCachedUser(cached);
    mockFetch({ 'GET /api/me': () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }) });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    await waitFor(() => expect(getCachedUser()).toBeNull());
  });

  it('ignores a damaged cached record', () => {
    localStorage.setItem('schooldog.cachedUser', '{"user":');
    expect(getCachedUser()).toBeNull();
    localStorage.setItem('schooldog.cachedUser', JSON.stringify({ user: { id: 'x' } }));
    expect(getCachedUser()).toBeNull();
  });
});

describe('a session ended elsewhere', () => {
  // Archived, or signed out on every device by an administrator: the next refused request tells.
  function WalksButton() {
    return (
      <button
        type="button"
        onClick={() => void apiFetch('/api/walks', { schema: z.unknown() }).catch(() => null)}
      >
        Load walks
      </button>
    );
  }

  it('sends the open page to sign-in at its next request refused with 401, asking /api/me once', async () => {
    let hasSession = true;
    const signedOut = () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } });
    const { calls } = mockFetch({
      'GET /api/me': () => (hasSession ? json(200, buildMe()) : signedOut()),
      'GET /api/walks': signedOut,
    });
    vi.stubGlobal('EventSource', FakeEventSource);
    renderRoutes({
      at: '/dashboard',
      routes: [
        { element: <RequireAuth />, children: [{ path: '/dashboard', element: <WalksButton /> }] },
        { path: '/auth/signin', element: <h1>Sign in page</h1> },
      ],
    });
    const button = await screen.findByRole('button', { name: 'Load walks' });
    hasSession = false;
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/me')).toHaveLength(2);
  });
});
