import { clear, createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';

/*
 * Pictures taken on this device and not yet uploaded (spec 001 §7, ARCHITECTURE §7): IndexedDB
 * `ImageUploadDB` version 1, object store `images`, keyed by the storage path (an out-of-line key),
 * each `{ blob, fileName, timestamp }`. idb-keyval opens the database without a version, so it is
 * created at version 1 as named; Dexie would not do, since it multiplies its version numbers by 10.
 */

export const IMAGE_DB_NAME = 'ImageUploadDB';
export const IMAGE_STORE_NAME = 'images';

export interface StoredImage {
  blob: Blob;
  fileName: string;
  /** When it was stored (ms since the epoch). */
  timestamp: number;
}

let store: UseStore | null = null;
// Opened on first use, so importing this module touches no database.
const imageDb = (): UseStore => (store ??= createStore(IMAGE_DB_NAME, IMAGE_STORE_NAME));

function isStoredImage(value: unknown): value is StoredImage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredImage>;
  return (
    candidate.blob instanceof Blob &&
    typeof candidate.fileName === 'string' &&
    typeof candidate.timestamp === 'number'
  );
}

/** Keeps a picture on the device under its storage path until the picture queue has uploaded it. */
export async function storeImage(path: string, blob: Blob, fileName: string): Promise<void> {
  const value: StoredImage = { blob, fileName, timestamp: Date.now() };
  await set(path, value, imageDb());
  addToIndex(path);
}

/** The device's copy of a picture; undefined when there is none (or what is stored is not a picture). */
export async function getImage(path: string): Promise<StoredImage | undefined> {
  const value: unknown = await get(path, imageDb());
  return isStoredImage(value) ? value : undefined;
}

export async function removeImage(path: string): Promise<void> {
  await del(path, imageDb());
  removeFromIndex(path);
}

/** Drops these pictures from the device (paths it does not hold are skipped). */
export async function removeImages(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await delMany([...paths], imageDb());
  for (const path of paths) removeFromIndex(path);
}

/** The storage paths of every picture still only on this device. */
export async function listImagePaths(): Promise<string[]> {
  const stored = await keys(imageDb());
  const paths = stored.filter((key): key is string => typeof key === 'string');
  replaceIndex(paths);
  return paths;
}

/** Drops every stored picture, whoever took it (tests start from an empty store). */
export async function clearStoredImages(): Promise<void> {
  await clear(imageDb());
  replaceIndex([]);
}

/*
 * The paths on this device, kept in memory so a picture can choose its source without waiting
 * for IndexedDB; loaded on first use and updated by every write in this tab. Until the first
 * listing has answered, a path missing from it may still be on the device.
 */
let index: ReadonlySet<string> = new Set();
let isIndexKnown = false;
let isIndexLoading = false;
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<string>) {
  index = next;
  isIndexKnown = true;
  for (const listener of listeners) listener();
}

function replaceIndex(paths: readonly string[]) {
  const same = isIndexKnown && paths.length === index.size && paths.every((path) => index.has(path));
  if (!same) publish(new Set(paths));
}

function addToIndex(path: string) {
  if (!index.has(path)) {
    index = new Set([...index, path]);
    for (const listener of listeners) listener();
  }
}

function removeFromIndex(path: string) {
  if (!index.has(path)) return;
  const next = new Set(index);
  next.delete(path);
  index = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!isIndexLoading) {
    isIndexLoading = true;
    listImagePaths().catch((error: unknown) => {
      console.warn('stored pictures unavailable', error);
      // Nothing can be read from the device: every picture comes from the server.
      replaceIndex([]);
    });
  }
  return () => listeners.delete(listener);
}

const snapshot = () => index;

/** The storage paths of the pictures still only on this device; re-renders when they change. */
export function useLocalImagePaths(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const whereSnapshot = (path: string) => (index.has(path) ? 'device' : isIndexKnown ? 'server' : 'unknown');

/**
 * Where a picture is to be read: from the device while it waits to be uploaded, else from the
 * server; 'unknown' until the device's list has been read (asking the server then could fetch a
 * picture it does not have yet).
 */
export function usePictureSource(path: string): 'device' | 'server' | 'unknown' {
  return useSyncExternalStore(
    subscribe,
    () => whereSnapshot(path),
    () => whereSnapshot(path),
  );
}
