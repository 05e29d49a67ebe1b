/*
 * One push at a time across this browser's tabs (ARCHITECTURE §7): a Web Lock, so a second tab
 * waits instead of pushing the same mutations at once. Where Web Locks are missing (old
 * browsers, jsdom) an in-page queue still keeps this tab's runs one after the other.
 */

export const SYNC_LOCK_NAME = 'schooldog-sync';

let tail: Promise<void> = Promise.resolve();

async function withPageLock<T>(task: () => Promise<T>): Promise<T> {
  const previous = tail;
  let release!: () => void;
  tail = new Promise<void>((resolve) => {
    release = resolve;
  });
  await previous;
  try {
    return await task();
  } finally {
    release();
  }
}

export async function withSyncLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  if (!locks) return withPageLock(task);
  // The lock is held until the task's promise settles.
  return await locks.request(SYNC_LOCK_NAME, () => task());
}
