import { applyUpdate } from './serviceWorker';
import { claimForcedReload } from './updatePreferences';
import { getUpdateState, setForcedReloadUnderway, subscribeUpdates } from './updateStore';

/**
 * A higher major server version forces a reload (spec 000 §4 "Updates"), once per version and
 * tab: if the reloaded app still is too old, the banner offers Reload instead of looping.
 * Returns the unsubscribe function.
 */
export function watchMajorUpdates(): () => void {
  const check = () => {
    const { kind, serverVersion } = getUpdateState();
    if (kind !== 'major' || !serverVersion || !claimForcedReload(serverVersion)) return;
    setForcedReloadUnderway();
    void applyUpdate();
  };
  check();
  return subscribeUpdates(check);
}
