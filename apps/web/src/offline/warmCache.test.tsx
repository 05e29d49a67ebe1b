import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryKeys, locationsKey } from '../features/entries/queries';
import { walkKeys } from '../features/walks/queries';
import { OBSERVATION_SETTINGS } from '../test/entryFactories';
import { buildMe, buildSchools, grant } from '../test/factories';
import { json, mockFetch } from '../test/fetchMock';
import { createTestQueryClient } from '../test/render';
import { buildWalk } from '../test/walkFactories';
import { setManualOffline } from './connectivity';
import { useWarmOfflineCache, WARM_DELAY_MS, warmOfflineCache } from './warmCache';

const walk = buildWalk();

function mockReads() {
  return mockFetch({
    'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    'GET /api/entries': () => json(200, { entries: [], nextCursor: null }),
    'GET /api/entries/count': () => json(200, { count: 0 }),
    'GET /api/walks/current': () => json(200, { walks: [walk] }),
    'GET /api/walks': () => json(200, { walks: [walk], nextCursor: null }),
    [`GET /api/walks/${walk.id}/entries`]: () => json(200, { entries: [] }),
    'GET /api/schools/*': () => json(200, { locations: [{ name: 'Gym', count: 1, lastUsed: '2025-03-01' }] }),
  });
}

afterEach(() => {
  vi.useRealTimers();
  setManualOffline(false);
  vi.unstubAllGlobals();
});

describe('warming the cache for offline use', () => {
  it('loads the settings, the explorer, the current walks with their entries, and the locations', async () => {
    const { calls } = mockReads();
    const queryClient = createTestQueryClient();
    await warmOfflineCache(queryClient, buildMe({ permissions: grant('log entries', 'view entries') }));
    expect(queryClient.getQueryData(['observation-settings'])).toEqual(OBSERVATION_SETTINGS);
    expect(queryClient.getQueryData(entryKeys.list(''))).toBeDefined();
    expect(queryClient.getQueryData(walkKeys.detail(walk.id))).toEqual(walk);
    expect(queryClient.getQueryData(walkKeys.entries(walk.id))).toEqual([]);
    expect(queryClient.getQueryData(walkKeys.list('currentTab=0&subTab=0'))).toBeDefined();
    expect(queryClient.getQueryData(locationsKey('school1'))).toBeDefined();
    expect(calls.map((call) => call.path)).not.toContain(`/api/walks/${walk.id}`);
  });

  it('Signed in and offline within about two seconds: loads what the Log Entry dialog needs at once', async () => {
    // The warm-up's delay is a fake timer that is never moved on: what loads, loads before it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls } = mockReads();
    function Warm() {
      useWarmOfflineCache(buildMe(), true);
      return null;
    }
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Warm />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/observation-settings'), {
      timeout: 30_000,
    });
    expect(calls.map((call) => call.path)).not.toContain('/api/walks/current');
    // The rest follows once the delay has passed.
    await vi.advanceTimersByTimeAsync(WARM_DELAY_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/walks/current'), {
      timeout: 30_000,
    });
  });

  it.each([
    {
      name: 'without log entries: no walks',
      permissions: grant('view entries'),
      walks: false,
      entries: true,
    },
    {
      name: 'without view or log entries: nothing',
      permissions: grant('manage tasks'),
      walks: false,
      entries: false,
    },
  ])('$name', async ({ permissions, walks, entries }) => {
    const { calls } = mockReads();
    await warmOfflineCache(createTestQueryClient(), buildMe({ permissions }));
    const paths = calls.map((call) => call.path);
    expect(paths.includes('/api/walks/current')).toBe(walks);
    expect(paths.includes('/api/entries')).toBe(entries);
  });

  it('skips the locations of a user of many schools', async () => {
    const { calls } = mockReads();
    await warmOfflineCache(createTestQueryClient(), buildMe({ schools: buildSchools(11) }));
    expect(calls.some((call) => call.path.startsWith('/api/schools/'))).toBe(false);
  });

  it.each([
    { name: 'warms a moment after sign-in while online', isOffline: false, isWarmed: true },
    { name: 'does not warm while offline', isOffline: true, isWarmed: false },
  ])('$name', async ({ isOffline, isWarmed }) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setManualOffline(isOffline);
    const { fetchMock } = mockReads();
    function Warm() {
      useWarmOfflineCache(buildMe(), true);
      return null;
    }
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Warm />
      </QueryClientProvider>,
    );
    await vi.advanceTimersByTimeAsync(WARM_DELAY_MS + 200);
    vi.useRealTimers();
    await waitFor(() => expect(fetchMock.mock.calls.length > 0).toBe(isWarmed));
  });
});
