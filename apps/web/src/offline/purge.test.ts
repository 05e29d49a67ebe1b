import { describe, expect, it } from 'vitest';
import { listImagePaths, storeImage } from './imageStore';
import { enqueue, listMutations } from './outbox';
import { purgeOfflineData } from './purge';
import { entryCreateArgs, numberedId, setUpOfflineStores } from './testkit';

setUpOfflineStores();

const picture = () => new Blob(['jpeg'], { type: 'image/jpeg' });

/** Two people on one device, each with an entry and its picture still queued. */
async function twoUsersQueued() {
  await storeImage('pictures/a.jpg', picture(), 'a.jpg');
  await storeImage('pictures/b.jpg', picture(), 'b.jpg');
  await enqueue('userA', 'entry.create', entryCreateArgs(numberedId(1), ['pictures/a.jpg']));
  await enqueue('userB', 'entry.create', entryCreateArgs(numberedId(2), ['pictures/b.jpg']));
}

describe('purging offline data at sign-out', () => {
  it("drops the user's changes and their pictures, and leaves another user's kept by an automatic sign-out", async () => {
    await twoUsersQueued();

    await purgeOfflineData('userB');

    expect(await listMutations('userB')).toEqual([]);
    expect(await listMutations('userA')).toHaveLength(1);
    expect(await listImagePaths()).toEqual(['pictures/a.jpg']);
  });

  it('keeps the unsynced changes and pictures when asked to (automatic sign-out)', async () => {
    await twoUsersQueued();

    await purgeOfflineData('userB', { keepUnsynced: true });

    expect(await listMutations('userB')).toHaveLength(1);
    expect((await listImagePaths()).sort()).toEqual(['pictures/a.jpg', 'pictures/b.jpg']);
  });
});
