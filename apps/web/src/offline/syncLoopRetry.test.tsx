import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue, listMutations } from './outbox';
import { retryDelayMs, SYNC_INTERVAL_MS, useSyncLoop, whenSyncSettled } from './syncLoop';
import { installFakeSyncServer } from './syncTestServer';
import { numberedId, setUpOfflineStores } from './testkit';

const USER = 'user1';

setUpOfflineStores({ settle: whenSyncSettled });

function mountLoop() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSyncLoop(USER), { wrapper });
}

describe('the mounted sync loop after a failed push', () => {
  // Timers that run at real speed and can be moved on at once to prove nothing is due.
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('backs off 2 s, 4 s, 8 s, 16 s, then every 30 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(retryDelayMs(40)).toBe(SYNC_INTERVAL_MS);
  });

  it('tries again within seconds instead of waiting for the 30 s interval, and stops retrying once through', async () => {
    const server = installFakeSyncServer();
    server.faults.push('lostAnswer');
    await enqueue(USER, 'entry.delete', { id: numberedId(1) });
    const loop = mountLoop();

    await waitFor(() => expect(server.pushes).toHaveLength(1));
    // The retry 2 s later replays the push whose answer was lost; the server applies it once. The
    // wait ends before the 30 s interval could push (the timers run at real speed): the retry did.
    await waitFor(() => expect(server.pushes).toHaveLength(2), { timeout: SYNC_INTERVAL_MS / 2 });
    await whenSyncSettled();
    expect(await listMutations(USER)).toEqual([]);
    expect(server.applied.map((applied) => applied.seq)).toEqual([1]);
    // Through: no retry is pending, so nothing goes before the next trigger.
    await vi.advanceTimersByTimeAsync(2_500);
    expect(server.pushes).toHaveLength(2);
    loop.unmount();
  });

  it('does not retry after the loop is gone (signed out)', async () => {
    const server = installFakeSyncServer();
    server.faults.push('network');
    await enqueue(USER, 'entry.delete', { id: numberedId(1) });
    const loop = mountLoop();
    await waitFor(() => expect(server.pushes).toHaveLength(1));
    await whenSyncSettled();
    loop.unmount();
    await vi.advanceTimersByTimeAsync(2_500);
    expect(server.pushes).toHaveLength(1);
    expect(await listMutations(USER)).toHaveLength(1);
  });
});
