import { SYNC_PUSH_MAX, type TEntry } from '@schooldog/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { setManualOffline } from './connectivity';
import { listImagePaths, storeImage } from './imageStore';
import { clientIdFor, enqueue, listMutations } from './outbox';
import { runSync } from './syncLoop';
import { getSyncStatus } from './syncStatus';
import { installFakeSyncServer } from './syncTestServer';
import { entryCreateArgs, numberedId, setUpOfflineStores } from './testkit';

const USER = 'user1';
const id = (n: number) => numberedId(n);
const entryArgs = (n: number, imagePaths: string[] = []) => entryCreateArgs(id(n), imagePaths);

function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

const seqsOf = async () => (await listMutations(USER)).map((mutation) => mutation.seq);

setUpOfflineStores();

describe('the sync loop', () => {
  it('pushes the pending mutations in seq order with the device client id, and removes the applied ones', async () => {
    const server = installFakeSyncServer();
    await enqueue(USER, 'walk.create', { id: id(1), schoolId: 'school1' });
    await enqueue(USER, 'entry.create', { ...entryArgs(2), walkId: id(1) });
    await enqueue(USER, 'entry.update', { id: id(2), changes: { quantity: 3 } });
    await enqueue('someoneElse', 'entry.delete', { id: id(9) });
    const queryClient = newQueryClient();

    const result = await runSync(queryClient, USER);

    expect(result).toEqual({ applied: 3, refused: 0, stoppedBy: null });
    expect(server.pushes).toHaveLength(1);
    expect(server.pushes[0]?.clientId).toBe(await clientIdFor(USER));
    expect(server.applied.map((applied) => applied.name)).toEqual([
      'walk.create',
      'entry.create',
      'entry.update',
    ]);
    expect(server.applied.map((applied) => applied.seq)).toEqual([1, 2, 3]);
    expect(await seqsOf()).toEqual([]);
    // Another user's change waits for their own session.
    expect(await listMutations('someoneElse')).toHaveLength(1);
    expect(getSyncStatus()).toMatchObject({ state: 'idle', lastProblem: null });
  });

  it("writes the server's record into the query cache and refreshes entry and walk queries", async () => {
    installFakeSyncServer();
    await enqueue(USER, 'entry.create', entryArgs(1));
    const queryClient = newQueryClient();
    queryClient.setQueryData(['walks', 'list', ''], { pages: [] });
    queryClient.setQueryData(['entries', 'list', ''], { pages: [] });

    await runSync(queryClient, USER);

    expect(queryClient.getQueryData<TEntry>(['entries', 'detail', id(1)])?.id).toBe(id(1));
    expect(queryClient.getQueryState(['walks', 'list', ''])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['entries', 'list', ''])?.isInvalidated).toBe(true);
  });

  it('pushes at most SYNC_PUSH_MAX mutations at a time', async () => {
    const server = installFakeSyncServer();
    for (let n = 1; n <= SYNC_PUSH_MAX + 1; n += 1) await enqueue(USER, 'entry.delete', { id: id(n) });
    await runSync(newQueryClient(), USER);
    expect(server.pushes.map((push) => push.mutations.length)).toEqual([SYNC_PUSH_MAX, 1]);
    expect(server.applied).toHaveLength(SYNC_PUSH_MAX + 1);
  });

  it('stops before an entry whose picture is still only on the device, so order holds', async () => {
    const server = installFakeSyncServer();
    const path = `observations/${id(2)}/${id(20)}`;
    await enqueue(USER, 'entry.create', entryArgs(1));
    await storeImage(path, new Blob([new Uint8Array(3)], { type: 'image/jpeg' }), 'a.jpg');
    await enqueue(USER, 'entry.create', entryArgs(2, [path]));
    await enqueue(USER, 'entry.delete', { id: id(1) });
    server.isFilesDown = true;

    const first = await runSync(newQueryClient(), USER);
    expect(first.stoppedBy).toBe('picturesPending');
    expect(server.applied.map((applied) => applied.seq)).toEqual([1]);
    expect(await seqsOf()).toEqual([2, 3]);

    server.isFilesDown = false;
    const second = await runSync(newQueryClient(), USER);
    expect(second).toEqual({ applied: 2, refused: 0, stoppedBy: null });
    expect(server.files.has(path)).toBe(true);
    expect(await listImagePaths()).toEqual([]);
    expect(server.applied.map((applied) => applied.seq)).toEqual([1, 2, 3]);
  });

  it('keeps a refused mutation with its reason for the sync panel and goes on with later ones', async () => {
    const server = installFakeSyncServer();
    await enqueue(USER, 'entry.create', entryArgs(1));
    await enqueue(USER, 'entry.create', entryArgs(2));
    await enqueue(USER, 'entry.create', entryArgs(3));
    server.refuse.add(2);

    expect(await runSync(newQueryClient(), USER)).toEqual({ applied: 2, refused: 1, stoppedBy: null });
    const left = await listMutations(USER);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      seq: 2,
      status: 'refused',
      error: { status: 400, fields: { quantity: 'This must be a whole number' } },
    });
    // A refused one is not pushed again by itself.
    await runSync(newQueryClient(), USER);
    expect(server.pushes).toHaveLength(1);
  });

  it.each([
    ['a 503 (sync unavailable)', 'unavailable', 'unavailable'],
    ['a network error', 'network', 'network'],
    ['a 401 (session gone)', 'unauthorized', 'signedOut'],
  ] as const)('keeps everything after %s and stops until the next trigger', async (_name, fault, problem) => {
    const server = installFakeSyncServer();
    for (let n = 1; n <= SYNC_PUSH_MAX + 2; n += 1) await enqueue(USER, 'entry.delete', { id: id(n) });
    server.faults.push(fault);

    expect(await runSync(newQueryClient(), USER)).toEqual({ applied: 0, refused: 0, stoppedBy: problem });
    expect(server.pushes).toHaveLength(1);
    expect(await seqsOf()).toHaveLength(SYNC_PUSH_MAX + 2);
    expect(getSyncStatus().lastProblem).toBe(problem);

    await runSync(newQueryClient(), USER);
    expect(await seqsOf()).toEqual([]);
    expect(getSyncStatus().lastProblem).toBeNull();
  });

  it("pushes under a new client id when the server knows the old one as another user's", async () => {
    const server = installFakeSyncServer();
    server.faults.push('clientTaken');
    await enqueue(USER, 'entry.create', entryArgs(1));
    const taken = await clientIdFor(USER);

    expect((await runSync(newQueryClient(), USER)).stoppedBy).toBe('failed');
    expect(await seqsOf()).toEqual([1]);
    const renewed = await clientIdFor(USER);
    expect(renewed).not.toBe(taken);

    expect(await runSync(newQueryClient(), USER)).toEqual({ applied: 1, refused: 0, stoppedBy: null });
    expect(server.pushes.map((push) => push.clientId)).toEqual([taken, renewed]);
    expect(await seqsOf()).toEqual([]);
  });

  it('pushes nothing while offline', async () => {
    const server = installFakeSyncServer();
    await enqueue(USER, 'entry.delete', { id: id(1) });
    setManualOffline(true);
    expect((await runSync(newQueryClient(), USER)).stoppedBy).toBe('offline');
    expect(server.pushes).toEqual([]);
    expect(await seqsOf()).toEqual([1]);
  });

  it('after a reload, a new loop replays what the server applied but never answered, applying it once', async () => {
    const server = installFakeSyncServer();
    await enqueue(USER, 'walk.create', { id: id(1), schoolId: 'school1' });
    await enqueue(USER, 'entry.create', { ...entryArgs(2), walkId: id(1) });
    server.faults.push('lostAnswer');
    expect((await runSync(newQueryClient(), USER)).stoppedBy).toBe('network');
    expect(await seqsOf()).toEqual([1, 2]);

    // A reload: fresh modules over the same IndexedDB.
    vi.resetModules();
    const reloaded = await import('./syncLoop');
    const reloadedOutbox = await import('./outbox');
    await reloadedOutbox.enqueue(USER, 'entry.delete', { id: id(2) });
    const result = await reloaded.runSync(newQueryClient(), USER);

    expect(result).toEqual({ applied: 3, refused: 0, stoppedBy: null });
    expect(server.pushes.map((push) => push.mutations.map((mutation) => mutation.seq))).toEqual([
      [1, 2],
      [1, 2, 3],
    ]);
    expect(new Set(server.pushes.map((push) => push.clientId)).size).toBe(1);
    expect(server.applied.map((applied) => applied.seq)).toEqual([1, 2, 3]);
    expect(await reloadedOutbox.listMutations(USER)).toEqual([]);
  });

  it('runs one push at a time, through the Web Lock when the browser has one', async () => {
    const server = installFakeSyncServer();
    const lockNames: string[] = [];
    let tail = Promise.resolve();
    vi.stubGlobal('navigator', {
      ...window.navigator,
      onLine: true,
      locks: {
        request: (name: string, task: () => Promise<unknown>) => {
          lockNames.push(name);
          const run = tail.then(task);
          tail = run.then(
            () => undefined,
            () => undefined,
          );
          return run;
        },
      },
    });
    await enqueue(USER, 'entry.delete', { id: id(1) });
    await enqueue(USER, 'entry.delete', { id: id(2) });
    await Promise.all([runSync(newQueryClient(), USER), runSync(newQueryClient(), USER)]);
    expect(lockNames).toEqual(['schooldog-sync', 'schooldog-sync']);
    // The second run waited for the first and found nothing left: no mutation went twice.
    expect(server.pushes).toHaveLength(1);
    expect(server.applied.map((applied) => applied.seq)).toEqual([1, 2]);
  });

  it('runs one push at a time within the page when Web Locks are missing', async () => {
    const server = installFakeSyncServer();
    expect('locks' in window.navigator).toBe(false);
    await enqueue(USER, 'entry.delete', { id: id(1) });
    await Promise.all([runSync(newQueryClient(), USER), runSync(newQueryClient(), USER)]);
    expect(server.pushes).toHaveLength(1);
  });
});
