import { useSyncExternalStore } from 'react';

/*
 * Chromium browsers offer installation through a `beforeinstallprompt` event that may fire once,
 * early, before /install is ever opened: this module listens from app start (imported by the root
 * layout) and keeps the event for the page's Install App button.
 */

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function isInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

let isListening = false;

/** Starts keeping the browser's install offer; safe to call more than once. */
export function captureInstallPrompt(): void {
  if (isListening || typeof window === 'undefined') return;
  isListening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    // Keep the offer for our button instead of the browser's own mini-infobar.
    event.preventDefault();
    deferred = event;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const canInstallNow = () => deferred !== null;

/** True while the browser allows the Install App button. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(subscribe, canInstallNow, () => false);
}
