import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { useSyncExternalStore } from 'react';

/*
 * Toasts go through this queue to the toast host (toastHost.tsx, notistack), which mounts once the
 * first screen is done, or at once when a toast comes before that: no screen waits for notistack.
 */
interface Host {
  show: (message: SnackbarMessage, options: OptionsObject) => SnackbarKey;
  close: (key: SnackbarKey) => void;
}

let host: Host | null = null;
let hasWaiting = false;
const waiting: [SnackbarMessage, OptionsObject][] = [];
const listeners = new Set<() => void>();

/** Shows a toast now, or as soon as the host has mounted. */
export function enqueueToast(message: SnackbarMessage, options: OptionsObject): void {
  if (host) {
    host.show(message, options);
    return;
  }
  waiting.push([message, options]);
  if (!hasWaiting) {
    hasWaiting = true;
    for (const listener of listeners) listener();
  }
}

/** Closes a shown toast (its action button). */
export function closeToast(key: SnackbarKey): void {
  host?.close(key);
}

/** The host's way in; the toasts that waited for it show in order. Returns its way out. */
export function attachToastHost(mounted: Host): () => void {
  host = mounted;
  for (const [message, options] of waiting.splice(0)) mounted.show(message, options);
  return () => {
    if (host === mounted) host = null;
  };
}

/** Whether a toast is waiting for the host (the app mounts it then, first screen done or not). */
export function useHasWaitingToast(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hasWaiting,
    () => false,
  );
}
