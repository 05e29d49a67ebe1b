import { compareVersions, PRODUCT_VERSION, type UpdateKind } from '@schooldog/domain';
import { useSyncExternalStore } from 'react';

/*
 * What the app knows about a newer version (spec 000 §4 "Updates"): the highest server version
 * seen on an API answer (header x-app-version) and whether a new service worker is waiting.
 */

export interface UpdateState {
  /** The server's version when it is newer than this app, else null. */
  serverVersion: string | null;
  /** 'major' forces a reload; 'minor' (minor or patch) shows the banner. */
  kind: UpdateKind | null;
  /** A new service worker is installed and waits to take over (a new build was deployed). */
  hasWaitingWorker: boolean;
  /** The forced reload of a major update is under way (it may wait for the new build to install). */
  isForcedReloadUnderway: boolean;
}

const NO_UPDATE: UpdateState = {
  serverVersion: null,
  kind: null,
  hasWaitingWorker: false,
  isForcedReloadUnderway: false,
};

let state: UpdateState = NO_UPDATE;
const listeners = new Set<() => void>();

function set(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Called with the header of every API answer; an older, equal or unreadable version changes nothing. */
export function reportServerVersion(version: string | null | undefined, current = PRODUCT_VERSION): void {
  if (!version) return;
  const kind = compareVersions(current, version);
  if (!kind) return;
  // Keep the newest seen: a load balancer may still answer from an older server meanwhile.
  if (state.serverVersion && compareVersions(state.serverVersion, version) === null) return;
  set({ ...state, serverVersion: version, kind });
}

export function setWaitingWorker(hasWaitingWorker: boolean): void {
  if (state.hasWaitingWorker !== hasWaitingWorker) set({ ...state, hasWaitingWorker });
}

export function setForcedReloadUnderway(): void {
  if (!state.isForcedReloadUnderway) set({ ...state, isForcedReloadUnderway: true });
}

export function getUpdateState(): UpdateState {
  return state;
}

export function subscribeUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribeUpdates, getUpdateState, getUpdateState);
}

/** Tests: forget what was reported. */
export function resetUpdateState(): void {
  set(NO_UPDATE);
}
