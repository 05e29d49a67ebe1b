import { useCallback } from 'react';
import { useCurrentUser } from '../features/auth/currentUser';
import { usePictureQueue } from './imageQueue';
import { useLastScreenKeeper } from './lastScreen';
import { requestSync, useSyncLoop } from './syncLoop';

/**
 * The offline work that runs while a user is signed in: the sync loop, the picture queue, and the
 * copy of the screen the installed app opens on next (lastScreen.ts).
 */
export function SignedInOfflineEffects() {
  const me = useCurrentUser();
  useSyncLoop(me.user.id);
  // Pictures that left the device may free an entry that waited for them.
  const handlePicturesCleared = useCallback(() => requestSync(), []);
  usePictureQueue(me.user.id, handlePicturesCleared);
  useLastScreenKeeper(me.user.id);
  return null;
}
