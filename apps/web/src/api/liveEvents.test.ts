import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/eventSource';
import { refreshConnectivity, setManualOffline } from '../offline/connectivity';
import { subscribeToLiveEvents } from './liveEvents';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  refreshConnectivity();
  FakeEventSource.instances = [];
});

const openSources = () => FakeEventSource.instances.filter((source) => !source.isClosed);

describe('the live event stream and connectivity', () => {
  it('closes while in Offline Mode and reopens after it, asking subscribers to refresh', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const listener = { onChange: vi.fn(), onReconnect: vi.fn() };
    const unsubscribe = subscribeToLiveEvents(listener);
    expect(openSources()).toHaveLength(1);

    setManualOffline(true);
    expect(openSources()).toHaveLength(0);
    setManualOffline(false);
    expect(openSources()).toHaveLength(1);
    expect(listener.onReconnect).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(openSources()).toHaveLength(0);
  });

  it('closes when the browser goes offline and opens nothing until it is back', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let onLine = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
    const unsubscribe = subscribeToLiveEvents({ onChange: vi.fn(), onReconnect: vi.fn() });
    onLine = false;
    window.dispatchEvent(new Event('offline'));
    expect(openSources()).toHaveLength(0);
    // A new subscriber while offline does not open the stream either.
    const second = subscribeToLiveEvents({ onChange: vi.fn(), onReconnect: vi.fn() });
    expect(openSources()).toHaveLength(0);
    onLine = true;
    window.dispatchEvent(new Event('online'));
    expect(openSources()).toHaveLength(1);
    unsubscribe();
    second();
  });
});
