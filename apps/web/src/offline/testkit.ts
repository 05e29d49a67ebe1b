import type { TSyncPushRequest, TSyncResult } from '@schooldog/domain';
import { afterEach, beforeEach, vi } from 'vitest';
import { json } from '../test/fetchMock';
import { refreshConnectivity, setManualOffline } from './connectivity';
import { clearStoredImages } from './imageStore';
import { openOutbox } from './outbox';

/*
 * Test support for the outbox and the picture queue (imported by tests only).
 */

/**
 * fake-indexeddb copies values with Node's structuredClone, which turns jsdom's Blob into an empty
 * object; real browsers store Blobs. This keeps Blobs as they are and copies the rest as before.
 */
export function keepBlobsInIndexedDb(): void {
  const original = globalThis.structuredClone;
  const clone = (value: unknown): unknown => {
    if (value instanceof Blob) return value;
    if (Array.isArray(value)) return value.map(clone);
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clone(item)]));
    }
    return original(value);
  };
  vi.stubGlobal('structuredClone', clone);
}

/** An empty outbox and no stored pictures, for the next test. */
export async function resetOfflineStores(): Promise<void> {
  const outboxDb = await openOutbox();
  await outboxDb.mutations.clear();
  await outboxDb.clients.clear();
  await clearStoredImages();
}

/** Switches the browser's connection for connectivity.ts (then call refreshConnectivity()). */
export function setNavigatorOnline(isOnline: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => isOnline });
}

export interface OfflineTestOptions {
  /** Awaited first after each test, e.g. whenSyncSettled so no run outlives its test. */
  settle?: () => Promise<unknown>;
  /** Also puts the browser back online after each test (for tests that call setNavigatorOnline). */
  isNavigatorRestored?: boolean;
}

/**
 * Registers the usual hooks of an outbox test: Blob-keeping IndexedDB and empty stores before each
 * test; after it, `settle`, the manual offline switch off, and the stubbed globals restored.
 */
export function setUpOfflineStores({ settle, isNavigatorRestored = false }: OfflineTestOptions = {}): void {
  beforeEach(async () => {
    keepBlobsInIndexedDb();
    await resetOfflineStores();
  });
  afterEach(async () => {
    await settle?.();
    setManualOffline(false);
    if (isNavigatorRestored) {
      setNavigatorOnline(true);
      refreshConnectivity();
    }
    vi.unstubAllGlobals();
  });
}

/** A valid 20-character id: `prefix` then `n`, zero-padded (numberedId(1, 'entry') is 'entry000000000000001'). */
export const numberedId = (n: number, prefix = 'id') =>
  `${prefix}${String(n).padStart(20 - prefix.length, '0')}`;

/** The arguments of an entry.create: one broken window at school1, with these pictures. */
export const entryCreateArgs = (id: string, imagePaths: string[] = []) => ({
  id,
  schoolId: 'school1',
  observationCategoryId: 'facilities',
  observationItemId: 'window',
  observationType: 'concern' as const,
  quantity: 1,
  imagePaths,
});

export type PushedMutation = TSyncPushRequest['mutations'][number];

/**
 * A mockFetch handler for POST /api/sync/push answering each mutation as `decide` says
 * (applied without a record by default), and keeping what was pushed.
 */
export function answerPushes(
  decide: (mutation: PushedMutation) => TSyncResult | undefined = () => undefined,
) {
  const pushed: PushedMutation[] = [];
  const handler = ({ body }: { body: unknown }) => {
    const request = body as TSyncPushRequest;
    pushed.push(...request.mutations);
    const results = request.mutations.map(
      (mutation): TSyncResult => decide(mutation) ?? { seq: mutation.seq, status: 'applied', record: null },
    );
    const lastAppliedSeq = Math.max(0, ...request.mutations.map((mutation) => mutation.seq));
    return json(200, { lastAppliedSeq, results });
  };
  return { handler, pushed };
}
