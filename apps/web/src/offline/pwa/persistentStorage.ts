/**
 * Asks the browser not to evict this site's storage (the outbox, stored pictures and cached
 * reads; ARCHITECTURE §7). Best effort: an unsupported browser or a refusal changes nothing.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.storage?.persist !== 'function') return false;
    if (await navigator.storage.persisted?.()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
