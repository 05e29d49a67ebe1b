import { clearCachedUser } from './cachedUser';
import { clearLastScreens } from './lastScreen';
import { removeImages } from './imageStore';
import { picturesOf } from './describeMutation';
import { purgeMutations } from './outbox';
import { clearPersistedQueries } from './queryPersistence';

export interface PurgeOptions {
  /**
   * Keep the user's unsynced changes (outbox and stored pictures): an automatic sign-out has
   * nobody to warn, so it keeps them for the user's return instead of losing them silently.
   */
  keepUnsynced?: boolean;
}

/**
 * Sign-out (spec 000 §4 "Auth"): the device forgets the user's data — the persisted reads, the
 * cached user and the kept copies of screens, and, once the user confirmed the warning, their unsynced changes and pictures.
 * Each step runs even when another fails; failures are logged, never thrown at the sign-out.
 */
export async function purgeOfflineData(userId: string | null, options: PurgeOptions = {}): Promise<void> {
  const steps: Promise<void>[] = [
    clearPersistedQueries(),
    Promise.resolve().then(clearCachedUser),
    Promise.resolve().then(clearLastScreens),
  ];
  // Only the pictures of this user's changes go: another user's (kept by an automatic sign-out) stay.
  if (!options.keepUnsynced && userId) {
    steps.push(purgeMutations(userId).then((purged) => removeImages(purged.flatMap(picturesOf))));
  }
  const results = await Promise.allSettled(steps);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('offline data not purged', result.reason);
  }
}
