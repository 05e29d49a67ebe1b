import { useSyncExternalStore } from 'react';

/** Why the last sync run stopped before pushing everything it could. */
export type SyncProblem =
  /** No connection, or Offline Mode: nothing is pushed. */
  | 'offline'
  /** The server answered 503 sync_unavailable: try later. */
  | 'unavailable'
  /** The server could not be reached. */
  | 'network'
  /** 401: the session is gone; a new sign-in is needed. */
  | 'signedOut'
  /** Any other failure of the push itself. */
  | 'failed';

export interface SyncStatus {
  state: 'idle' | 'syncing';
  lastProblem: SyncProblem | null;
  /** When a run last finished without a problem. */
  lastSyncedAt: string | null;
}

const initial: SyncStatus = { state: 'idle', lastProblem: null, lastSyncedAt: null };
let status: SyncStatus = initial;
const listeners = new Set<() => void>();

export function getSyncStatus(): SyncStatus {
  return status;
}

export function setSyncStatus(change: Partial<SyncStatus>): void {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The sync loop's state for the toolbar and the sync panel. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribe, getSyncStatus, getSyncStatus);
}
