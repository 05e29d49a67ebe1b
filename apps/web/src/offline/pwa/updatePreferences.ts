import { UPDATE_BANNER_SNOOZE_MS } from '@schooldog/domain';

/*
 * Per-device memory of the update flow: when the banner was dismissed (localStorage, so it stays
 * away for 2 h across reloads) and which server version already forced a reload in this tab
 * (sessionStorage, so a server that keeps reporting a newer version cannot reload forever).
 */

const DISMISSED_AT_KEY = 'schooldog.updateBanner.dismissedAt';
const FORCED_RELOAD_KEY = 'schooldog.updateBanner.forcedReloadFor';

/** How long the dismissed banner stays away still; 0 when it may show. */
export function snoozeRemainingMs(now = Date.now()): number {
  try {
    const dismissedAt = Number(localStorage.getItem(DISMISSED_AT_KEY));
    if (!Number.isFinite(dismissedAt) || dismissedAt <= 0) return 0;
    return Math.max(0, dismissedAt + UPDATE_BANNER_SNOOZE_MS - now);
  } catch {
    return 0;
  }
}

export function snoozeUpdateBanner(now = Date.now()): void {
  try {
    localStorage.setItem(DISMISSED_AT_KEY, String(now));
  } catch {
    // Storage refused: the banner stays dismissed for this page only.
  }
}

/** True the first time a forced reload is asked for this server version in this tab. */
export function claimForcedReload(serverVersion: string): boolean {
  try {
    if (sessionStorage.getItem(FORCED_RELOAD_KEY) === serverVersion) return false;
    sessionStorage.setItem(FORCED_RELOAD_KEY, serverVersion);
    return true;
  } catch {
    // Without storage a loop cannot be ruled out: leave it to the banner's Reload button.
    return false;
  }
}
