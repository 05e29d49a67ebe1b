import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/*
 * Connectivity (spec 000 §4): online, natively offline, or manually offline; offline if either.
 * Manual Offline Mode is kept per device. TanStack Query's onlineManager follows the combined
 * state, so queries pause offline instead of failing, and apiFetch makes no network call while
 * manually offline.
 */

const MANUAL_OFFLINE_KEY = 'schooldog.offlineMode';

export interface Connectivity {
  isNativelyOffline: boolean;
  isManuallyOffline: boolean;
  /** Offline either way: writes queue, network-only items are disabled. */
  isOffline: boolean;
}

const listeners = new Set<() => void>();

function readManual(): boolean {
  try {
    return localStorage.getItem(MANUAL_OFFLINE_KEY) === 'true';
  } catch {
    return false;
  }
}

function readNative(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function compute(): Connectivity {
  const isNativelyOffline = readNative();
  const isManuallyOffline = readManual();
  return { isNativelyOffline, isManuallyOffline, isOffline: isNativelyOffline || isManuallyOffline };
}

let snapshot = compute();

function refresh(): void {
  const next = compute();
  if (
    next.isNativelyOffline === snapshot.isNativelyOffline &&
    next.isManuallyOffline === snapshot.isManuallyOffline
  )
    return;
  snapshot = next;
  onlineManager.setOnline(!next.isOffline);
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', refresh);
  window.addEventListener('offline', refresh);
  // Another tab switching Offline Mode.
  window.addEventListener('storage', (event) => {
    if (event.key === MANUAL_OFFLINE_KEY) refresh();
  });
}

// TanStack Query asks us, not only the browser, whether the app is online.
onlineManager.setEventListener((setOnline) => {
  const listener = () => setOnline(!snapshot.isOffline);
  listeners.add(listener);
  setOnline(!snapshot.isOffline);
  return () => listeners.delete(listener);
});

function getConnectivity(): Connectivity {
  return snapshot;
}

/** Offline either natively or by Offline Mode. */
export function isOffline(): boolean {
  return snapshot.isOffline;
}

export function isManuallyOffline(): boolean {
  return snapshot.isManuallyOffline;
}

/** Enable or Disable Offline Mode (user menu, slow-load screen). */
export function setManualOffline(on: boolean): void {
  try {
    if (on) localStorage.setItem(MANUAL_OFFLINE_KEY, 'true');
    else localStorage.removeItem(MANUAL_OFFLINE_KEY);
  } catch {
    // Storage refused (private mode): the switch still holds for this page.
  }
  refresh();
}

/** Tests: re-read the browser state after changing navigator.onLine or localStorage. */
export function refreshConnectivity(): void {
  refresh();
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, getConnectivity, getConnectivity);
}
