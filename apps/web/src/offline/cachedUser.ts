import { type TMeResponse, ZMeResponse } from '@schooldog/domain';
import { useSyncExternalStore } from 'react';
import { CACHED_USER_KEY } from '../app/landingRoutes';

/*
 * The last signed-in user (the /api/me answer), kept on the device so the app can start without
 * the network: offline, or through 'Launch in Offline Mode' on the slow-load screen (spec 000 §2
 * "Guards and shell"). Written whenever the server answers; cleared on sign-out and on a 401.
 */

const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let lastUser: TMeResponse | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(CACHED_USER_KEY);
  } catch {
    return null;
  }
}

/** The cached user, or null; a damaged or outdated record counts as none. Parsed once per change. */
export function getCachedUser(): TMeResponse | null {
  const raw = readRaw();
  if (raw === lastRaw) return lastUser;
  lastRaw = raw;
  lastUser = parseUser(raw);
  return lastUser;
}

function parseUser(raw: string | null): TMeResponse | null {
  if (!raw) return null;
  try {
    const parsed = ZMeResponse.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Keeps the server's answer for the next start without the network. */
export function saveCachedUser(me: TMeResponse): void {
  const raw = JSON.stringify(me);
  if (raw === readRaw()) return;
  try {
    localStorage.setItem(CACHED_USER_KEY, raw);
  } catch {
    // Storage full or refused (private mode): the app still works online.
    return;
  }
  notify();
}

/** Sign-out (and a 401): the device forgets the user. */
export function clearCachedUser(): void {
  try {
    localStorage.removeItem(CACHED_USER_KEY);
  } catch {
    // Nothing was stored.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab signed in or out.
    if (event.key === CACHED_USER_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cached user, re-rendering when it is saved or cleared (here or in another tab). */
export function useCachedUser(): TMeResponse | null {
  return useSyncExternalStore(subscribe, getCachedUser, getCachedUser);
}
