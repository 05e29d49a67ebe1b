import { screen } from '@testing-library/react';
import { SIGNED_OUT_INACTIVE } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { buildMe, buildPublicSettings } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { LAST_ACTIVITY_KEY } from './activity';

/*
 * Inactivity sign-out lived only in the browser: a missing localStorage key meant never. The
 * server now ends an idle session and answers 401 signed_out_inactive; the web signs out with the
 * spec's toast, whatever this device recorded.
 */

const inactive = () =>
  json(401, {
    error: {
      code: SIGNED_OUT_INACTIVE,
      message: 'You were automatically signed out due to inactivity',
      messageKey: 'autoSignedOut',
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Inactivity sign-out lives only in the browser: the server’s time-out signs the web out', () => {
  it('at start-up, with no activity recorded on the device, signs out with the inactivity toast', async () => {
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
    const { calls } = mockFetch({
      'GET /api/me': inactive,
      'GET /api/app-settings/public': () => json(200, buildPublicSettings()),
      'POST /api/auth/sign-out': () => json(200, { success: true }),
    });
    const { router } = renderRoutes({ at: '/walks', routes });
    expect(await screen.findByText('You were automatically signed out due to inactivity')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/walks' });
    expect(calls.some((call) => call.path === '/api/auth/sign-out')).toBe(true);
  });

  it('while signed in, a refused request signs out with the inactivity toast', async () => {
    const me = buildMe({ autoSignOut: { isEnabled: true, afterHours: 24 } });
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    mockFetch({
      'GET /api/me': () => json(200, me),
      'GET /api/app-settings/public': () => json(200, buildPublicSettings()),
      'POST /api/auth/sign-out': () => json(200, { success: true }),
      'GET /*': inactive,
    });
    renderRoutes({ at: '/walks', routes });
    expect(await screen.findByText('You were automatically signed out due to inactivity')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
