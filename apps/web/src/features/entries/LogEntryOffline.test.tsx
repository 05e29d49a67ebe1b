import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { buildMe } from '../../test/factories';
import { mockFetch } from '../../test/fetchMock';
import { createTestQueryClient, renderRoutes } from '../../test/render';
import { CurrentUserProvider } from '../auth/currentUser';
import { EntryDetailPage } from './EntryDetailPage';
import { LogEntryAction } from './LogEntryAction';

/*
 * Signed in and offline within about two seconds (before the device's copy was saved), the Log
 * Entry dialog spun forever on the observation settings it could not load. It now says the data
 * is not on the device and what to do.
 */

afterEach(() => {
  setManualOffline(false);
  vi.unstubAllGlobals();
});

function renderLogEntry() {
  const onClose = vi.fn();
  renderRoutes({
    at: '/',
    queryClient: createTestQueryClient(),
    routes: [{ path: '/', element: <LogEntryAction me={buildMe()} onClose={onClose} /> }],
  });
  return { onClose };
}

describe('Log Entry dialog offline, before the device saved its data', () => {
  it('says the data is not on this device and what to do, instead of spinning', async () => {
    // The settings never arrive: the device is offline and has no copy.
    mockFetch({ 'GET /api/observation-settings': () => new Promise<never>(() => undefined) });
    setManualOffline(true);
    renderLogEntry();
    expect(await screen.findByText("This isn't saved on this device yet.")).toBeTruthy();
    expect(screen.getByText('Connect to the internet once to use it offline.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('still shows the spinner while online and loading', async () => {
    mockFetch({ 'GET /api/observation-settings': () => new Promise<never>(() => undefined) });
    renderLogEntry();
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(screen.queryByText("This isn't saved on this device yet.")).toBeNull();
  });
});

describe('a screen whose data is not on the device, offline', () => {
  it('the entry page says so instead of loading for ever', async () => {
    mockFetch({});
    setManualOffline(true);
    renderRoutes({
      at: '/entries/entry000000000000001',
      queryClient: createTestQueryClient(),
      routes: [
        {
          path: '/entries/:entryId',
          element: (
            <CurrentUserProvider me={buildMe()}>
              <EntryDetailPage />
            </CurrentUserProvider>
          ),
        },
      ],
    });
    expect(await screen.findByText("This isn't saved on this device yet.")).toBeTruthy();
  });
});
