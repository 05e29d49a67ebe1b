import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  resetConnectivity,
  setNativelyOffline,
  setOfflineMode,
} from '../../../offline/pwa/connectivityTestKit';
import { buildMe, buildSchools } from '../../../test/factories';
import { mockFetch } from '../../../test/fetchMock';
import { createTestQueryClient, renderSignedIn } from '../../../test/render';
import { buildWalk } from '../../../test/walkFactories';
import { walkKeys } from '../queries';
import { WalksPage } from './WalksPage';

afterEach(() => {
  resetConnectivity();
  vi.unstubAllGlobals();
});

/** /walks after going offline, with the user's current walks as last loaded (the persisted cache). */
function renderOfflineWalks(current = [buildWalk({ schoolId: 'school2' })]) {
  // Offline nothing may reach the network: any call fails the test.
  const { calls } = mockFetch({});
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(walkKeys.current(), current);
  const view = renderSignedIn(<WalksPage />, {
    me: buildMe({ schools: buildSchools(2) }),
    at: '/walks',
    queryClient,
    routes: [{ path: '/walks/walk/:walkId', element: <h1>Walk screen</h1> }],
  });
  return { ...view, calls };
}

describe('the walks list offline (spec 000 §2 "Walks list")', () => {
  it("shows only the user's walks in progress, without tabs, filters or card menu, under the notice", async () => {
    setNativelyOffline(true);
    const inProgress = buildWalk({ schoolId: 'school2' });
    const sentForReview = buildWalk({ schoolId: 'school1', status: 'review' });
    const { calls, router } = renderOfflineWalks([inProgress, sentForReview]);

    expect(await screen.findByRole('heading', { name: /^School 2 · / })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^School 1 · / })).toBeNull();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /menu/i })).toBeNull();
    expect(
      screen.getByText(/Pictures and historical data are unavailable, but you can still log entries/),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /School 2/ }));
    expect(await screen.findByRole('heading', { name: 'Walk screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/walks/walk/${inProgress.id}`);
  });

  it('does the same in Offline Mode', async () => {
    setOfflineMode(true);
    renderOfflineWalks();
    expect(await screen.findByRole('heading', { name: /^School 2 · / })).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });

  it('says so when the walks were never loaded on this device', async () => {
    setNativelyOffline(true);
    mockFetch({});
    renderSignedIn(<WalksPage />, { me: buildMe(), at: '/walks' });
    expect(await screen.findByText(/were not loaded before you went offline/)).toBeTruthy();
  });

  it('says so when the user has no walk in progress', async () => {
    setNativelyOffline(true);
    renderOfflineWalks([]);
    expect(await screen.findByText('You have no walks in progress saved on this device.')).toBeTruthy();
  });
});
