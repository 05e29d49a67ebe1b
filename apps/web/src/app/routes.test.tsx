import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildPublicSettings, grant } from '../test/factories';
import { json, mockFetch } from '../test/fetchMock';
import { renderRoutes } from '../test/render';
import { setScreenWidth } from '../test/screen';
import { buildTasksSettings } from '../features/tasksSettings/testKit';
import { routes } from './routes';

const unauthenticated = () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in required' } });
const publicSettings =
  (overrides = {}) =>
  () =>
    json(200, buildPublicSettings(overrides));

function renderApp(at: string) {
  return renderRoutes({ at, routes });
}

/** On a phone the menu is a drawer behind the hamburger button. */
async function openPhoneMenu(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Main menu' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('guards and shell', () => {
  it('sends an unauthenticated user to sign-in', async () => {
    mockFetch({ 'GET /api/me': unauthenticated, 'GET /api/app-settings/public': publicSettings() });
    const { router } = renderApp('/users/edit');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(router.state.location.state).toEqual({ from: '/users/edit' });
  });

  it('redirects / to the dashboard and welcomes the user', async () => {
    mockFetch({
      'GET /api/me': () => json(200, buildMe()),
      'GET /api/app-settings/public': publicSettings(),
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jordan!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  // A work-order user's start (spec 000 §2): /tasks reads the work orders and the settings.
  const workOrderReads = {
    'GET /api/work-orders': () => json(200, { workOrders: [], total: 0, nextCursor: null }),
    'GET /api/tasks-settings': () => json(200, buildTasksSettings()),
    'GET /api/work-orders/assigned-open': () => json(200, { count: 0 }),
  };

  it('sends a user without dashboard permissions who may propose work orders to /tasks', async () => {
    const me = buildMe({ permissions: grant('propose tasks') });
    mockFetch({
      'GET /api/me': () => json(200, me),
      'GET /api/app-settings/public': publicSettings(),
      ...workOrderReads,
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Work Orders' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tasks');
    const menu = await openPhoneMenu();
    expect(within(menu).getByRole('link', { name: 'Work Orders' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('every role lands somewhere useful: a work-order user starts on the work orders', async () => {
    const me = buildMe({ user: { firstName: 'Pat' }, permissions: grant('propose tasks') });
    mockFetch({
      'GET /api/me': () => json(200, me),
      'GET /api/app-settings/public': publicSettings(),
      ...workOrderReads,
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Work Orders' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tasks');
    expect(await screen.findByText('There are no work orders yet.')).toBeTruthy();
    expect(screen.queryByText(/cannot open/)).toBeNull();
  });

  it.each(['/entries', '/walks', '/assessments'])(
    'every role lands somewhere useful: %s does not bounce a work-order user silently',
    async (path) => {
      const me = buildMe({ permissions: grant('propose tasks') });
      mockFetch({
        'GET /api/me': () => json(200, me),
        'GET /api/app-settings/public': publicSettings(),
        ...workOrderReads,
      });
      const { router } = renderApp(path);
      expect(
        await screen.findByText(`Your account cannot open ${path}, so SchoolDog brought you here.`),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe('/tasks');
    },
  );

  it('every role lands somewhere useful: a user without any permission is told so on the links', async () => {
    mockFetch({
      'GET /api/me': () => json(200, buildMe({ permissions: {} })),
      'GET /api/app-settings/public': publicSettings(),
    });
    renderApp('/dashboard');
    expect(
      await screen.findByText(/Your account does not include walks, entries or assessments yet/),
    ).toBeTruthy();
  });

  it('shows the menu by permission on a phone, with the action menu for a user who may log entries', async () => {
    setScreenWidth(390);
    mockFetch({
      'GET /api/me': () => json(200, buildMe()),
      'GET /api/app-settings/public': publicSettings(),
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Jordan!' });
    expect(screen.getByRole('button', { name: 'Actions' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    const menu = await openPhoneMenu();
    for (const name of ['Dashboard', 'Entries', 'Links', 'Get Support', 'Terms', 'Privacy']) {
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('has no action menu for a user without any action', async () => {
    mockFetch({
      'GET /api/me': () => json(200, buildMe({ permissions: grant('view entries') })),
      'GET /api/app-settings/public': publicSettings(),
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Jordan!' });
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });

  it('sends a user who may neither log nor view entries away from /entries', async () => {
    mockFetch({
      'GET /api/me': () => json(200, buildMe({ permissions: grant('view assessments') })),
      'GET /api/app-settings/public': publicSettings(),
    });
    const { router } = renderApp('/entries');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jordan!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps the menu open beside the page on wide screens', async () => {
    setScreenWidth(1280);
    mockFetch({
      'GET /api/me': () => json(200, buildMe()),
      'GET /api/app-settings/public': publicSettings(),
    });
    renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('gives the user menu Edit Profile and Sign out', async () => {
    mockFetch({
      'GET /api/me': () => json(200, buildMe()),
      'GET /api/app-settings/public': publicSettings(),
      'POST /api/auth/sign-out': () => json(200, { success: true }),
    });
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Jordan Lee' }));
    // The menu's items load with its first opening.
    expect((await screen.findByRole('menuitem', { name: 'Edit Profile' })).getAttribute('href')).toBe(
      '/users/edit',
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/signin');
  });

  it('shows the slow-load message with Sign Out when the server cannot be reached', async () => {
    mockFetch({
      'GET /api/me': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/app-settings/public': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'This is taking longer than usual' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('signs out and reports authInitTimeout when the user cannot be loaded', async () => {
    mockFetch({
      'GET /api/me': () => json(500, { error: { code: 'INTERNAL', message: 'Boom' } }),
      'GET /api/app-settings/public': publicSettings(),
      'POST /api/auth/sign-out': () => json(200, { success: true }),
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('dialog', { name: 'Your Session Timed Out' })).toBeTruthy();
    expect(router.state.location.search).toBe('?issue=authInitTimeout');
  });

  it('signs out at start-up after more than afterHours without activity', async () => {
    localStorage.setItem('sd.lastActivityAt', String(Date.now() - 25 * 3_600_000));
    const me = buildMe({ autoSignOut: { isEnabled: true, afterHours: 24 } });
    const { calls } = mockFetch({
      'GET /api/me': () => json(200, me),
      'GET /api/app-settings/public': publicSettings(),
      'POST /api/auth/sign-out': () => json(200, { success: true }),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('You were automatically signed out due to inactivity')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/sign-out')).toBe(true);
    expect(localStorage.getItem('sd.lastActivityAt')).toBeNull();
  });

  it('keeps a recently active user signed in and records the activity', async () => {
    localStorage.setItem('sd.lastActivityAt', String(Date.now() - 3_600_000));
    const me = buildMe({ autoSignOut: { isEnabled: true, afterHours: 24 } });
    mockFetch({ 'GET /api/me': () => json(200, me), 'GET /api/app-settings/public': publicSettings() });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jordan!' })).toBeTruthy();
    expect(Number(localStorage.getItem('sd.lastActivityAt'))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('forces maintenance on users who are not product staff', async () => {
    mockFetch({
      'GET /api/me': () => json(200, buildMe()),
      'GET /api/app-settings/public': publicSettings({ maintenanceMode: true }),
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'We will be back soon' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/utility/maintenance');
  });
});

describe('auth routes', () => {
  it.each([
    ['/auth/forgot-password', 'Reset your password'],
    ['/auth/reset-password?token=abc', 'Choose a new password'],
    ['/auth/sign-in-link', 'Sign in without password'],
    ['/auth/set-password?token=abc', 'Choose a new password'],
  ])('%s opens without signing in', async (path, heading) => {
    mockFetch({ 'GET /api/me': unauthenticated, 'GET /api/app-settings/public': publicSettings() });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeTruthy();
  });

  it('/firebase/action forwards an old reset link to set-password with its code and email', async () => {
    mockFetch({ 'GET /api/me': unauthenticated, 'GET /api/app-settings/public': publicSettings() });
    const { router } = renderApp(
      '/firebase/action?mode=resetPassword&oobCode=abc&email=jordan%40district.example',
    );
    expect(await screen.findByText('Choose a new password for jordan@district.example.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/set-password');
    expect(router.state.location.search).toBe('?token=abc&email=jordan%40district.example');
  });
});

describe('error pages', () => {
  it.each(['/no/such/page', '/error/not-found'])('%s shows Page Not Found', async (path) => {
    mockFetch({ 'GET /api/me': unauthenticated, 'GET /api/app-settings/public': publicSettings() });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });

  it('/ leads to the first-run setup while no user exists, and /auth/setup to sign-in after', async () => {
    mockFetch({
      'GET /api/me': unauthenticated,
      'GET /api/app-settings/public': publicSettings({ needsSetup: true }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Set up your district' })).toBeTruthy();
    cleanup();
    mockFetch({ 'GET /api/me': unauthenticated, 'GET /api/app-settings/public': publicSettings() });
    renderApp('/auth/setup');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it("/error/unexpected shows 'An Error Ocurred'", async () => {
    mockFetch({ 'GET /api/me': unauthenticated, 'GET /api/app-settings/public': publicSettings() });
    renderApp('/error/unexpected');
    expect(await screen.findByRole('heading', { name: 'An Error Ocurred' })).toBeTruthy();
  });

  it('terms are public, with the signed-out menu', async () => {
    mockFetch({ 'GET /api/me': unauthenticated, 'GET /api/app-settings/public': publicSettings() });
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of Use', level: 1 })).toBeTruthy();
    const menu = await openPhoneMenu();
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Sign In' })).toBeTruthy());
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });
});
