import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/eventSource';
import { createTestQueryClient } from '../../test/render';
import { useLiveEntries } from '../entries/useLiveEntries';
import { walkKeys } from './queries';
import { parseWalkChange, useLiveWalks } from './useLiveWalks';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

describe('live walks', () => {
  it('shares the one event stream and drops a deleted walk', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(walkKeys.detail('walk1'), { id: 'walk1' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(
      () => {
        useLiveEntries();
        useLiveWalks();
      },
      { wrapper },
    );
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0] as FakeEventSource;
    await act(async () => source.emit('change', '{"type":"walk","id":"walk1","action":"deleted"}'));
    expect(queryClient.getQueryData(walkKeys.detail('walk1'))).toBeNull();
    unmount();
    expect(source.isClosed).toBe(true);
  });

  it('reads walk changes and ignores other records', () => {
    expect(parseWalkChange('{"type":"walk","id":"abc","action":"created"}')).toEqual({
      type: 'walk',
      id: 'abc',
      action: 'created',
    });
    expect(parseWalkChange('{"type":"entry","id":"abc","action":"updated"}')).toBeNull();
    expect(parseWalkChange('nope')).toBeNull();
  });
});
