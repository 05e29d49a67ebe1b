import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from './persistentStorage';

afterEach(() => vi.unstubAllGlobals());

function stubStorage(storage: Partial<StorageManager> | undefined) {
  vi.stubGlobal('navigator', { ...navigator, storage });
}

describe('asking the browser to keep the offline data', () => {
  it('asks once it is not yet persistent', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persisted: async () => false, persist });
    await expect(requestPersistentStorage()).resolves.toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when already persistent', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persisted: async () => true, persist });
    await expect(requestPersistentStorage()).resolves.toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('ignores a refusal, a failure and a browser without the API', async () => {
    stubStorage({ persisted: async () => false, persist: async () => false });
    await expect(requestPersistentStorage()).resolves.toBe(false);
    stubStorage({ persisted: async () => false, persist: () => Promise.reject(new Error('denied')) });
    await expect(requestPersistentStorage()).resolves.toBe(false);
    stubStorage(undefined);
    await expect(requestPersistentStorage()).resolves.toBe(false);
  });
});
