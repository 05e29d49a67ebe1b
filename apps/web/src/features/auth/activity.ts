import { onSignedOutForInactivity } from '../../api/client';

/** Epoch ms of the last recorded activity; an end-to-end test may set it to an old value and reload. */
export const LAST_ACTIVITY_KEY = 'sd.lastActivityAt';

const HOUR_MS = 3_600_000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on access; auto sign-out then simply does not apply.
    return null;
  }
}

export function readLastActivity(): number | null {
  const raw = storage()?.getItem(LAST_ACTIVITY_KEY);
  if (raw === null || raw === undefined) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function recordActivity(now: number = Date.now()): void {
  try {
    storage()?.setItem(LAST_ACTIVITY_KEY, String(now));
  } catch {
    // Storage full or blocked: nothing else to do.
  }
}

// The server ends a session unused for too long, whatever this device recorded (or lost): its
// answer is remembered until the sign-out it calls for (useSignOut clears it).
let hasServerEndedSession = false;
onSignedOutForInactivity(() => {
  hasServerEndedSession = true;
});

/** Whether the server answered that it ended this device's session for inactivity. */
export function wasSignedOutForInactivity(): boolean {
  return hasServerEndedSession;
}

export function clearActivity(): void {
  hasServerEndedSession = false;
  storage()?.removeItem(LAST_ACTIVITY_KEY);
}

/**
 * "More than 24 hours since the last recorded activity" (spec 000 §2), with the hours from the
 * user's settings. Nothing recorded on this device (storage cleared or blocked) is not "never":
 * the server keeps each session's activity and ends an idle one (wasSignedOutForInactivity).
 */
export function isInactive(lastActivityAt: number | null, now: number, afterHours: number): boolean {
  if (lastActivityAt === null) return false;
  return now - lastActivityAt > afterHours * HOUR_MS;
}
