import { useSyncExternalStore } from 'react';

/*
 * Work that the first screen does not need (the service worker's download of the whole app, the
 * maintenance watch, a form's validation code) starts once that screen has loaded and the page is
 * idle: on one bar of signal, the screen asked for comes first. The moment is marked in the
 * performance timeline; the performance budgets (e2e/perf) count what loads before it.
 */
export const FIRST_SCREEN_MARK = 'schooldog:first-screen';
/** The longest the work waits for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 3_000;

let isDone = false;
let isScheduled = false;
const listeners = new Set<() => void>();

function finish() {
  isDone = true;
  performance.mark?.(FIRST_SCREEN_MARK);
  // Each waiting piece (a script to load, a part of the screen to draw) in a task of its own: a
  // tap between them is answered, where all of them at once made one long task.
  for (const listener of [...listeners])
    setTimeout(() => {
      if (listeners.has(listener)) listener();
    }, 0);
}

function schedule() {
  if (isScheduled || typeof window === 'undefined') return;
  isScheduled = true;
  // Safari has no requestIdleCallback: the turn after the load event is the next best moment.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(finish, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(finish, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Runs `run` once the first screen has loaded and the page is idle (at once if that has passed). */
export function afterFirstScreen(run: () => void): void {
  if (isDone) return run();
  const listener = () => {
    listeners.delete(listener);
    run();
  };
  listeners.add(listener);
  schedule();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  schedule();
  return () => listeners.delete(listener);
}

/** False until the first screen has loaded and the page is idle; then true for good. */
export function useAfterFirstScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isDone,
    () => false,
  );
}
