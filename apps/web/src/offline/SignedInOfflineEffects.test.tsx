import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../test/factories';
import { renderSignedIn } from '../test/render';
import { refreshConnectivity } from './connectivity';
import { storeImage } from './imageStore';
import { enqueue, listMutations } from './outbox';
import { SignedInOfflineEffects } from './SignedInOfflineEffects';
import { whenSyncSettled } from './syncLoop';
import { installFakeSyncServer } from './syncTestServer';
import { numberedId, setNavigatorOnline, setUpOfflineStores } from './testkit';

const USER = 'user1';
const deleteOf = (n: number) => ({ id: numberedId(n, 'entry') });

setUpOfflineStores({ settle: whenSyncSettled, isNavigatorRestored: true });

const render = () => renderSignedIn(<SignedInOfflineEffects />, { me: buildMe(), at: '/' });

describe('the sync loop while signed in', () => {
  it('syncs on start, and again when the page becomes visible', async () => {
    const server = installFakeSyncServer();
    await enqueue(USER, 'entry.delete', deleteOf(1));
    render();
    await waitFor(() => expect(server.applied.map((applied) => applied.seq)).toEqual([1]));

    await enqueue(USER, 'entry.delete', deleteOf(2));
    await whenSyncSettled();
    expect(server.applied).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(server.applied.map((applied) => applied.seq)).toEqual([1, 2]));
    expect(await listMutations(USER)).toEqual([]);
  });

  it('waits while offline and syncs, pictures first, when the connection comes back', async () => {
    const server = installFakeSyncServer();
    setNavigatorOnline(false);
    refreshConnectivity();
    const path = 'observations/entry000000000000001/pic00000000000000001';
    await storeImage(path, new Blob([new Uint8Array(2)]), 'a.jpg');
    await enqueue(USER, 'entry.create', {
      id: 'entry000000000000001',
      schoolId: 'school1',
      observationCategoryId: 'facilities',
      observationItemId: 'window',
      observationType: 'concern',
      quantity: 1,
      imagePaths: [path],
    });
    render();
    await act(() => whenSyncSettled());
    expect(server.pushes).toEqual([]);

    setNavigatorOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(server.applied.map((applied) => applied.name)).toEqual(['entry.create']));
    expect(server.files.has(path)).toBe(true);
    expect(server.entriesWithoutPictures).toEqual([]);
  });
});
