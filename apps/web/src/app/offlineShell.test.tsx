import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../features/auth/me';
import { walkKeys } from '../features/walks/queries';
import { resetConnectivity, setNativelyOffline, setOfflineMode } from '../offline/pwa/connectivityTestKit';
import { buildMe, buildPublicSettings } from '../test/factories';
import { json, mockFetch } from '../test/fetchMock';
import { createTestQueryClient, renderRoutes } from '../test/render';
import { setScreenWidth } from '../test/screen';
import { buildWalk } from '../test/walkFactories';
import { routes } from './routes';

afterEach(() => {
  resetConnectivity();
  vi.unstubAllGlobals();
});

const unauthenticated = () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in required' } });

/** The whole app for a signed-in user whose account and walks are already on the device. */
function renderSignedInApp(at: string) {
  setScreenWidth(1280);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, buildMe());
  queryClient.setQueryData(walkKeys.current(), [buildWalk()]);
  const { calls } = mockFetch({
    'GET /api/me': () => json(200, buildMe()),
    'GET /api/app-settings/public': () => json(200, buildPublicSettings()),
    'GET /api/walks/current': () => json(200, { walks: [buildWalk()] }),
  });
  return { ...renderRoutes({ at, routes, queryClient }), calls };
}

describe('the offline shell', () => {
  it('keeps the user on walks or the dashboard in Offline Mode (spec 000 §2 "Guards and shell")', async () => {
    setOfflineMode(true);
    const { router } = renderSignedInApp('/users/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await router.navigate('/walks');
    expect(await screen.findByRole('heading', { name: 'SchoolDog Walks' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/walks');
    await router.navigate('/entries');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('hides the dashboard cards offline and points to the walks (spec 000 §2 "Dashboard")', async () => {
    renderSignedInApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'My Current Walks' })).toBeTruthy();
    setNativelyOffline(true);
    const notice = await screen.findByRole('dialog', { name: 'You are offline' });
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('heading', { name: 'My Current Walks' })).toBeNull();
    expect(screen.getByText(/the dashboard cards are hidden/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my walks' }).getAttribute('href')).toBe('/walks');
    expect(screen.getByRole('button', { name: 'Offline: about working offline' })).toBeTruthy();
  });

  it('shows an offline notice instead of the sign-in form', async () => {
    mockFetch({
      'GET /api/me': unauthenticated,
      'GET /api/app-settings/public': () => json(200, buildPublicSettings()),
    });
    renderRoutes({ at: '/auth/signin', routes });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    setNativelyOffline(true);
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    setNativelyOffline(false);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('lets the sign-in page leave Offline Mode', async () => {
    mockFetch({
      'GET /api/me': unauthenticated,
      'GET /api/app-settings/public': () => json(200, buildPublicSettings()),
    });
    setOfflineMode(true);
    renderRoutes({ at: '/auth/signin', routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Offline Mode' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('opens /install without signing in', async () => {
    mockFetch({
      'GET /api/me': unauthenticated,
      'GET /api/app-settings/public': () => json(200, buildPublicSettings()),
    });
    renderRoutes({ at: '/install', routes });
    expect(await screen.findByRole('heading', { name: 'Install SchoolDog' })).toBeTruthy();
  });
});
