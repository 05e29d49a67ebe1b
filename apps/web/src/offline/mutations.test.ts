import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { setManualOffline } from './connectivity';
import { storeImage } from './imageStore';
import { awaitOutcome, queueMutation } from './mutations';
import { enqueue, listMutations } from './outbox';
import { whenSyncSettled } from './syncLoop';
import { installFakeSyncServer } from './syncTestServer';
import { entryCreateArgs, numberedId, setUpOfflineStores } from './testkit';

const USER = 'user1';
const ENTRY_ID = numberedId(1, 'entry');
const WALK_ID = numberedId(1, 'walk');

const entryArgs = (imagePaths: string[] = []) => entryCreateArgs(ENTRY_ID, imagePaths);
/** Long enough for a sync run on a slow, busy machine; an outcome that comes resolves at once. */
const WAIT_MS = 30_000;

setUpOfflineStores({ settle: whenSyncSettled });

describe('queued writes and their outcome', () => {
  it('queues each write under its name with its arguments, in order', async () => {
    setManualOffline(true);
    await queueMutation(USER, 'walk.create', { id: WALK_ID, schoolId: 'school1' });
    await queueMutation(USER, 'entry.create', { ...entryArgs(), walkId: WALK_ID });
    await queueMutation(USER, 'walk.update', {
      id: WALK_ID,
      changes: { context: { weatherTemperature: 70 } },
    });
    await queueMutation(USER, 'entry.delete', { id: ENTRY_ID });
    const queued = await listMutations(USER);
    expect(queued.map((mutation) => [mutation.name, mutation.status])).toEqual([
      ['walk.create', 'pending'],
      ['entry.create', 'pending'],
      ['walk.update', 'pending'],
      ['entry.delete', 'pending'],
    ]);
    expect(queued[2]?.args).toEqual({ id: WALK_ID, changes: { context: { weatherTemperature: 70 } } });
  });

  it("resolves 'applied' once the sync it asked for has applied the write", async () => {
    const server = installFakeSyncServer();
    const seq = await queueMutation(USER, 'entry.create', entryArgs(), new QueryClient());
    expect(await awaitOutcome(seq, WAIT_MS)).toEqual({ status: 'applied' });
    expect(server.applied.map((applied) => applied.id)).toEqual([ENTRY_ID]);
    expect(await listMutations(USER)).toEqual([]);
  });

  it("resolves 'refused' with the server's reason, and the refused write stays queued", async () => {
    const server = installFakeSyncServer();
    server.refuse.add(1);
    const seq = await queueMutation(USER, 'entry.create', entryArgs(), new QueryClient());
    expect(seq).toBe(1);
    expect(await awaitOutcome(seq, WAIT_MS)).toEqual({
      status: 'refused',
      error: expect.objectContaining({ status: 400, fields: { quantity: 'This must be a whole number' } }),
    });
    expect((await listMutations(USER))[0]?.status).toBe('refused');
  });

  it("resolves 'queued' at once offline", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setManualOffline(true);
    const seq = await queueMutation(USER, 'entry.delete', { id: ENTRY_ID }, new QueryClient());
    expect(await awaitOutcome(seq, WAIT_MS)).toEqual({ status: 'queued' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("resolves 'queued' when the sync run could not push it (server busy)", async () => {
    const server = installFakeSyncServer();
    server.faults.push('unavailable');
    const started = Date.now();
    const seq = await queueMutation(USER, 'entry.delete', { id: ENTRY_ID }, new QueryClient());
    expect(await awaitOutcome(seq, WAIT_MS)).toEqual({ status: 'queued' });
    // Settled by the failed run, not by the wait running out.
    expect(Date.now() - started).toBeLessThan(WAIT_MS);
    expect(await listMutations(USER)).toHaveLength(1);
  });

  it("resolves 'queued' when its picture is still only on the device", async () => {
    const server = installFakeSyncServer();
    server.isFilesDown = true;
    const path = `observations/${ENTRY_ID}/pic00000000000000001`;
    await storeImage(path, new Blob([new Uint8Array(2)]), 'a.jpg');
    const seq = await queueMutation(USER, 'entry.create', entryArgs([path]), new QueryClient());
    expect(await awaitOutcome(seq, WAIT_MS)).toEqual({ status: 'queued' });
    expect(server.pushes).toEqual([]);
  });

  it("resolves 'queued' when nothing settles it in time", async () => {
    installFakeSyncServer();
    const seq = await enqueue(USER, 'entry.delete', { id: ENTRY_ID });
    expect(await awaitOutcome(seq, 30)).toEqual({ status: 'queued' });
  });
});
