import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../app/routes';
import { entryKeys } from '../features/entries/queries';
import { walkKeys } from '../features/walks/queries';
import { FakeEventSource } from '../test/eventSource';
import { buildMe, buildPublicSettings } from '../test/factories';
import { json, mockFetch } from '../test/fetchMock';
import { createTestQueryClient, renderRoutes } from '../test/render';
import { parseChangeEvent } from './liveEvents';
import { useLiveChanges } from './useLiveChanges';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

function renderLiveChanges() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { unmount } = renderHook(() => useLiveChanges(), { wrapper });
  return { queryClient, unmount, source: FakeEventSource.instances[0] as FakeEventSource };
}

describe('live changes', () => {
  it('opens one event stream per signed-in session, kept across pages and closed at the end', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    mockFetch({
      'GET /api/me': () => json(200, buildMe()),
      'GET /api/app-settings/public': () => json(200, buildPublicSettings()),
    });
    const { router, unmount } = renderRoutes({ at: '/dashboard', routes });
    await screen.findByRole('heading', { name: 'Welcome, Jordan!' });
    await router.navigate('/users/edit');
    await screen.findByRole('heading', { name: 'Edit Profile' });
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual(['/api/events']);
    expect(FakeEventSource.instances[0]?.isClosed).toBe(false);
    unmount();
    await waitFor(() => expect(FakeEventSource.instances[0]?.isClosed).toBe(true));
  });

  it('reads the changes of every record type and ignores unknown records and malformed data', () => {
    expect(parseChangeEvent('{"type":"entry","id":"abc","action":"updated"}')).toEqual({
      type: 'entry',
      id: 'abc',
      action: 'updated',
    });
    expect(parseChangeEvent('{"type":"walk","id":"abc","action":"created"}')).toEqual({
      type: 'walk',
      id: 'abc',
      action: 'created',
    });
    expect(parseChangeEvent('{"type":"entry","id":"abc","action":"archived"}')).toBeNull();
    expect(parseChangeEvent('{"type":"school","id":"abc","action":"updated"}')).toBeNull();
    expect(parseChangeEvent('nope')).toBeNull();
  });

  it('shares the one event stream and drops a deleted walk', async () => {
    const { queryClient, unmount, source } = renderLiveChanges();
    queryClient.setQueryData(walkKeys.detail('walk1'), { id: 'walk1' });
    expect(FakeEventSource.instances).toHaveLength(1);
    await act(async () => source.emit('change', '{"type":"walk","id":"walk1","action":"deleted"}'));
    expect(queryClient.getQueryData(walkKeys.detail('walk1'))).toBeNull();
    unmount();
    expect(source.isClosed).toBe(true);
  });

  it("hands each change to its feature: an entry's to the entries, a walk's to the walks", async () => {
    const { queryClient, unmount, source } = renderLiveChanges();
    queryClient.setQueryData(entryKeys.detail('entry1'), { id: 'entry1' });
    queryClient.setQueryData(walkKeys.detail('entry1'), { id: 'entry1' });
    await act(async () => source.emit('change', '{"type":"entry","id":"entry1","action":"deleted"}'));
    expect(queryClient.getQueryData(entryKeys.detail('entry1'))).toBeNull();
    expect(queryClient.getQueryData(walkKeys.detail('entry1'))).toEqual({ id: 'entry1' });
    unmount();
  });

  it("a walk's update refreshes its entries, which carry the walk's status (Edit and Delete follow it)", async () => {
    const { queryClient, unmount, source } = renderLiveChanges();
    queryClient.setQueryData(entryKeys.detail('entry1'), { id: 'entry1' });
    await act(async () => source.emit('change', '{"type":"walk","id":"walk1","action":"updated"}'));
    expect(queryClient.getQueryState(entryKeys.detail('entry1'))?.isInvalidated).toBe(true);
    unmount();
  });
});
