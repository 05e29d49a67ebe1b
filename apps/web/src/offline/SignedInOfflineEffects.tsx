import { useCallback } from 'react';
import { useCurrentUser } from '../features/auth/currentUser';
import { usePictureQueue } from './imageQueue';
import { requestSync, useSyncLoop } from './syncLoop';

/** The offline work that runs while a user is signed in: the sync loop and the picture queue. */
export function SignedInOfflineEffects() {
  const me = useCurrentUser();
  useSyncLoop(me.user.id);
  // Pictures that left the device may free an entry that waited for them.
  const handlePicturesCleared = useCallback(() => requestSync(), []);
  usePictureQueue(me.user.id, handlePicturesCleared);
  return null;
}
