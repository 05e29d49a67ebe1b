import { type TChangeEvent, ZChangeEvent } from '@schooldog/domain';
import { isOffline, subscribeConnectivity } from '../offline/connectivity';

/** What a subscriber to GET /api/events hears: each change (`event: change`), and reconnections. */
export interface LiveEventsListener {
  onChange: (change: TChangeEvent) => void;
  /** The stream came back after a drop: what changed meanwhile is unknown, so refresh. */
  onReconnect: () => void;
}

/** The change a message carries (packages/domain events), or null for malformed data and unknown records. */
export function parseChangeEvent(data: string): TChangeEvent | null {
  try {
    const parsed = ZChangeEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let source: EventSource | null = null;
const listeners = new Set<LiveEventsListener>();
let stopWatchingConnectivity: (() => void) | null = null;

function open(): EventSource {
  const next = new EventSource('/api/events');
  let hasOpened = false;
  next.addEventListener('change', (event: MessageEvent<string>) => {
    const change = parseChangeEvent(event.data);
    if (!change) return;
    for (const listener of listeners) listener.onChange(change);
  });
  // EventSource reconnects by itself; only a second open is a reconnection.
  next.addEventListener('open', () => {
    if (hasOpened) for (const listener of listeners) listener.onReconnect();
    hasOpened = true;
  });
  return next;
}

function close(): void {
  source?.close();
  source = null;
}

/*
 * Offline (natively or in Offline Mode) the stream is closed: Offline Mode makes no network call,
 * and a dead connection would only retry. Back online it reopens, and what changed meanwhile is
 * unknown, so every subscriber refreshes.
 */
function followConnectivity(): void {
  if (isOffline()) {
    close();
    return;
  }
  if (source || listeners.size === 0) return;
  source = open();
  for (const listener of listeners) listener.onReconnect();
}

/**
 * One server-sent event stream shared by every live hook (ARCHITECTURE §6): opened with the first
 * subscriber, closed with the last. Returns the unsubscribe function.
 */
export function subscribeToLiveEvents(listener: LiveEventsListener): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  listeners.add(listener);
  stopWatchingConnectivity ??= subscribeConnectivity(followConnectivity);
  if (!source && !isOffline()) source = open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      close();
      stopWatchingConnectivity?.();
      stopWatchingConnectivity = null;
    }
  };
}
