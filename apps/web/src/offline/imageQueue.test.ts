import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetchMock';
import { refreshConnectivity, setManualOffline } from './connectivity';
import { noteNewPicture, resumeUploads } from './imageQueue';
import {
  clearStoredImages,
  getImage,
  IMAGE_DB_NAME,
  IMAGE_STORE_NAME,
  listImagePaths,
  removeImage,
  storeImage,
} from './imageStore';
import { enqueue } from './outbox';
import { entryCreateArgs, numberedId, setUpOfflineStores } from './testkit';

const noWait = { tries: 3, delayMs: () => 0, shouldRetry: () => true };
const picture = (size = 4) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });

setUpOfflineStores();

function openRaw(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}

describe('the picture store', () => {
  it("is IndexedDB 'ImageUploadDB' version 1 with store 'images', keyed by storage path", async () => {
    await storeImage('observations/entry1/pic1', picture(), 'door.jpg');
    const db = await openRaw(IMAGE_DB_NAME);
    expect(IMAGE_DB_NAME).toBe('ImageUploadDB');
    expect(db.version).toBe(1);
    expect([...db.objectStoreNames]).toEqual([IMAGE_STORE_NAME]);
    expect(IMAGE_STORE_NAME).toBe('images');
    const store = db.transaction('images').objectStore('images');
    // An out-of-line key: the path is the key, not a property of the value.
    expect(store.keyPath).toBeNull();
    const value = await new Promise<unknown>((resolve) => {
      const request = store.get('observations/entry1/pic1');
      request.onsuccess = () => resolve(request.result);
    });
    expect(value).toMatchObject({ fileName: 'door.jpg', timestamp: expect.any(Number) });
    expect((value as { blob: unknown }).blob).toBeInstanceOf(Blob);
    db.close();
  });

  it('stores, lists, reads, removes and clears pictures', async () => {
    await storeImage('observations/e/a', picture(3), 'a.jpg');
    await storeImage('observations/e/b', picture(5), 'b.gif');
    expect((await listImagePaths()).sort()).toEqual(['observations/e/a', 'observations/e/b']);
    expect((await getImage('observations/e/b'))?.blob.size).toBe(5);
    await removeImage('observations/e/a');
    expect(await listImagePaths()).toEqual(['observations/e/b']);
    expect(await getImage('observations/e/a')).toBeUndefined();
    await clearStoredImages();
    expect(await listImagePaths()).toEqual([]);
  });
});

describe('resuming uploads', () => {
  it('uploads a picture the server does not have (HEAD 404), then removes the local copy', async () => {
    await storeImage('observations/entry1/pic1', picture(7), 'a.jpg');
    const { calls } = mockFetch({
      'HEAD /api/files/observations/entry1/pic1': () => new Response(null, { status: 404 }),
      'PUT /api/files/observations/entry1/pic1': () => json(201, { path: 'observations/entry1/pic1' }),
    });
    const result = await resumeUploads({ retry: noWait });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'HEAD /api/files/observations/entry1/pic1',
      'PUT /api/files/observations/entry1/pic1',
    ]);
    expect(result).toEqual({ cleared: 1, stoppedBy: null });
    expect(await listImagePaths()).toEqual([]);
  });

  it('each picture fetched (404) before its upload: a picture just stored under a new path is uploaded without asking', async () => {
    await storeImage('observations/entry1/new1', picture(7), 'a.jpg');
    noteNewPicture('observations/entry1/new1');
    let fails = true;
    const { calls } = mockFetch({
      'HEAD /api/files/observations/entry1/new1': () => new Response(null, { status: 404 }),
      'PUT /api/files/observations/entry1/new1': () =>
        fails
          ? json(503, { error: { code: 'UNAVAILABLE', message: 'Try later' } })
          : json(201, { path: 'observations/entry1/new1' }),
    });
    await resumeUploads({ retry: { ...noWait, tries: 1 } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/files/observations/entry1/new1',
    ]);
    // Tried once, it may have reached the server: the next pass asks first, as the spec says.
    fails = false;
    await resumeUploads({ retry: noWait });
    expect(calls.map((call) => call.method)).toEqual(['PUT', 'HEAD', 'PUT']);
    expect(await listImagePaths()).toEqual([]);
  });

  it('removes the local copy without uploading when the server already has it (HEAD 200)', async () => {
    await storeImage('observations/entry1/pic1', picture(), 'a.jpg');
    const { calls } = mockFetch({
      'HEAD /api/files/observations/entry1/pic1': () => new Response(null, { status: 200 }),
    });
    await resumeUploads({ retry: noWait });
    expect(calls.map((call) => call.method)).toEqual(['HEAD']);
    expect(await listImagePaths()).toEqual([]);
  });

  it('keeps the local copy when the upload keeps failing, retrying 3 times', async () => {
    await storeImage('observations/entry1/pic1', picture(), 'a.jpg');
    const { calls } = mockFetch({
      'HEAD /api/files/observations/entry1/pic1': () => new Response(null, { status: 404 }),
      'PUT /api/files/observations/entry1/pic1': () =>
        json(500, { error: { code: 'INTERNAL', message: 'Boom' } }),
    });
    await resumeUploads({ retry: { ...noWait, shouldRetry: () => true } });
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(3);
    expect(await listImagePaths()).toEqual(['observations/entry1/pic1']);
  });

  it('keeps the local copy when the server cannot say whether it has it', async () => {
    await storeImage('observations/entry1/pic1', picture(), 'a.jpg');
    mockFetch({ 'HEAD /api/files/observations/entry1/pic1': () => new Response(null, { status: 502 }) });
    expect(await resumeUploads({ retry: noWait })).toEqual({ cleared: 0, stoppedBy: null });
    expect(await listImagePaths()).toEqual(['observations/entry1/pic1']);
  });

  it('does nothing offline', async () => {
    await storeImage('observations/entry1/pic1', picture(), 'a.jpg');
    const { fetchMock } = mockFetch({});
    setManualOffline(true);
    expect(await resumeUploads({ retry: noWait })).toEqual({ cleared: 0, stoppedBy: 'offline' });
    expect(fetchMock).not.toHaveBeenCalled();
    setManualOffline(false);
    refreshConnectivity();
    expect(await listImagePaths()).toEqual(['observations/entry1/pic1']);
  });

  it("leaves the pictures of another user's queued changes for that user to upload", async () => {
    await storeImage('observations/entry1/mine', picture(), 'mine.jpg');
    await storeImage('observations/entry2/theirs', picture(), 'theirs.jpg');
    await enqueue('me', 'entry.create', entryCreateArgs(numberedId(1), ['observations/entry1/mine']));
    await enqueue('them', 'entry.create', entryCreateArgs(numberedId(2), ['observations/entry2/theirs']));
    const { calls } = mockFetch({
      'HEAD /api/files/observations/entry1/mine': () => new Response(null, { status: 404 }),
      'PUT /api/files/observations/entry1/mine': () => json(201, { path: 'observations/entry1/mine' }),
    });
    expect(await resumeUploads({ userId: 'me', retry: noWait })).toEqual({ cleared: 1, stoppedBy: null });
    expect(calls.every((call) => call.path.includes('/mine'))).toBe(true);
    expect(await listImagePaths()).toEqual(['observations/entry2/theirs']);
  });
});
