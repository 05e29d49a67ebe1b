import { useEffect } from 'react';
import { ApiError } from '../api/client';
import { pictureUrl } from '../features/entries/pictureUrl';
import { putPicture } from '../features/entries/queries';
import { PICTURE_UPLOAD_RETRY, type RetryOptions, withRetries } from '../features/entries/retry';
import { isOffline, subscribeConnectivity } from './connectivity';
import { getImage, listImagePaths, removeImage } from './imageStore';
import { picturesOf } from './describeMutation';
import { listOthersMutations } from './outbox';

/*
 * The picture queue (spec 000 §4 "Connectivity", spec 001 §4): each picture still only on this
 * device is uploaded unless the server already holds it; the local copy goes once the remote one
 * exists or the upload completes. It resumes every 30 s while online, on reconnect, and at the
 * start of each sync run (an entry is pushed only once its pictures are uploaded). Pictures of
 * another user's queued changes wait for that user's session.
 */

export const PICTURE_QUEUE_INTERVAL_MS = 30_000;

export interface ResumeResult {
  /** Pictures whose local copy went (uploaded now, or already on the server). */
  cleared: number;
  /** Why the pass ended early, if it did. */
  stoppedBy: 'offline' | 'signedOut' | null;
}

export interface ResumeOptions {
  /** Who is signed in: pictures of another user's queued changes wait for that user. */
  userId?: string;
  /** The upload retries; spec 001 §9 by default (3 tries, the delay growing 2 s per attempt). */
  retry?: RetryOptions;
}

type RemoteCopy = 'present' | 'missing' | 'signedOut' | 'unknown';

/*
 * Pictures stored in this tab under a new path and not offered to the server yet: the server
 * cannot hold them, and asking would only answer 404, which the browser logs as an error. Known
 * once: after a failed upload, or after a reload, the queue asks as for any other picture.
 */
const neverOffered = new Set<string>();

/** A picture just stored under a path of its own (usePictures): its first upload skips the HEAD. */
export function noteNewPicture(path: string): void {
  neverOffered.add(path);
}

/** HEAD /api/files/<path>: 404 means the server has no copy and the picture is uploaded again. */
async function remoteCopy(path: string): Promise<RemoteCopy> {
  try {
    const response = await fetch(pictureUrl(path), { method: 'HEAD', credentials: 'same-origin' });
    if (response.ok) return 'present';
    if (response.status === 404) return 'missing';
    if (response.status === 401) return 'signedOut';
    return 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A refusal that no retry will change (bad type, too large, not this user's path). */
function isPermanentRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

/**
 * The pictures named by other users' queued changes on this device (kept by an automatic
 * sign-out): only their owner may upload them, or the server would file them as someone else's.
 */
async function picturesQueuedByOthers(userId: string): Promise<Set<string>> {
  return new Set((await listOthersMutations(userId)).flatMap(picturesOf));
}

async function uploadPass(options: ResumeOptions): Promise<ResumeResult> {
  let cleared = 0;
  const othersPictures = options.userId ? await picturesQueuedByOthers(options.userId) : new Set<string>();
  for (const path of await listImagePaths()) {
    if (isOffline()) return { cleared, stoppedBy: 'offline' };
    if (othersPictures.has(path)) continue;
    const copy = neverOffered.delete(path) ? 'missing' : await remoteCopy(path);
    if (copy === 'signedOut') return { cleared, stoppedBy: 'signedOut' };
    // The server could not say (a failure, no connection): the next pass asks again.
    if (copy === 'unknown') continue;
    if (copy === 'present') {
      await removeImage(path);
      cleared += 1;
      continue;
    }
    const stored = await getImage(path);
    if (!stored) {
      // Not a picture (or gone meanwhile): nothing to upload.
      await removeImage(path);
      continue;
    }
    try {
      await withRetries(() => putPicture(path, stored.blob), options.retry ?? PICTURE_UPLOAD_RETRY);
      await removeImage(path);
      cleared += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { cleared, stoppedBy: 'signedOut' };
      if (!isPermanentRefusal(error)) continue;
      // Kept, it would hold back its entry forever; the entry's push is then refused and the
      // sync panel shows it, so nothing goes unnoticed.
      console.warn(`The picture ${path} was refused and is dropped from the queue`, error);
      await removeImage(path);
    }
  }
  return { cleared, stoppedBy: null };
}

let current: Promise<ResumeResult> | null = null;
let following: Promise<ResumeResult> | null = null;

/**
 * One pass over the stored pictures. A call during a pass gets the pass that follows it (one,
 * shared by every such call), so a picture stored meanwhile is not missed.
 */
export function resumeUploads(options: ResumeOptions = {}): Promise<ResumeResult> {
  if (isOffline()) return Promise.resolve({ cleared: 0, stoppedBy: 'offline' });
  if (!current) {
    const pass = uploadPass(options).finally(() => {
      if (current === pass) current = null;
    });
    current = pass;
    return pass;
  }
  following ??= current
    .catch(() => undefined)
    .then(() => {
      following = null;
      return resumeUploads(options);
    });
  return following;
}

/**
 * Resumes the picture queue while a user is signed in: now, every 30 s while online and on
 * reconnect. `onCleared` hears when pictures left the device (an entry may now be pushed).
 */
export function usePictureQueue(userId: string, onCleared: () => void): void {
  useEffect(() => {
    let isMounted = true;
    const resume = () => {
      if (isOffline()) return;
      resumeUploads({ userId }).then(
        (result) => {
          if (isMounted && result.cleared > 0) onCleared();
        },
        (error: unknown) => console.warn('picture queue', error),
      );
    };
    resume();
    const timer = setInterval(resume, PICTURE_QUEUE_INTERVAL_MS);
    // Connectivity hears the browser's `online` event and Offline Mode being switched off.
    const unsubscribe = subscribeConnectivity(resume);
    return () => {
      isMounted = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, [userId, onCleared]);
}
