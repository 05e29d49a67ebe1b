import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeImage } from './imageStore';
import { enqueue, listMutations, retryMutation } from './outbox';
import { runSync } from './syncLoop';
import { installFakeSyncServer, type PushFault } from './syncTestServer';
import { keepBlobsInIndexedDb, resetOfflineStores } from './testkit';

/*
 * Random interleavings of changes made offline, failed pushes (server busy, no connection, an
 * answer lost after the server applied), refusals and retries, and pictures that cannot be
 * uploaded for a while. Whatever happens, the server applies each change at most once, in the
 * order it was made, never an entry before its pictures; once the network is good every change
 * is applied or waits, refused, in the sync panel.
 */

const USER = 'user1';

type Step =
  | { kind: 'logEntry'; hasPicture: boolean; isRefused: boolean }
  | { kind: 'deleteEntry' }
  | { kind: 'fault'; fault: PushFault }
  | { kind: 'filesDown'; isDown: boolean }
  | { kind: 'sync' }
  | { kind: 'retryRefused' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('logEntry' as const), hasPicture: fc.boolean(), isRefused: fc.boolean() }),
  fc.constant({ kind: 'deleteEntry' as const }),
  fc.record({
    kind: fc.constant('fault' as const),
    fault: fc.constantFrom<PushFault>('unavailable', 'network', 'lostAnswer', 'unauthorized'),
  }),
  fc.record({ kind: fc.constant('filesDown' as const), isDown: fc.boolean() }),
  fc.constant({ kind: 'sync' as const }),
  fc.constant({ kind: 'retryRefused' as const }),
);

beforeEach(() => keepBlobsInIndexedDb());
afterEach(() => vi.unstubAllGlobals());

describe('the sync loop under random offline sessions', () => {
  it('applies each change at most once, in order, never an entry before its pictures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 14 }), async (steps) => {
        await resetOfflineStores();
        const server = installFakeSyncServer();
        const queryClient = new QueryClient();
        let next = 0;
        const newEntryId = () => `e${String((next += 1)).padStart(19, '0')}`;

        for (const current of steps) {
          if (current.kind === 'logEntry') {
            const id = newEntryId();
            const imagePaths = current.hasPicture ? [`observations/${id}/p${'0'.repeat(19)}`] : [];
            for (const path of imagePaths) await storeImage(path, new Blob([new Uint8Array(2)]), 'a.jpg');
            const seq = await enqueue(USER, 'entry.create', {
              id,
              schoolId: 'school1',
              observationCategoryId: 'facilities',
              observationItemId: 'window',
              observationType: 'concern',
              quantity: 1,
              imagePaths,
            });
            if (current.isRefused) server.refuse.add(seq);
          } else if (current.kind === 'deleteEntry') {
            await enqueue(USER, 'entry.delete', { id: newEntryId() });
          } else if (current.kind === 'fault') {
            server.faults.push(current.fault);
          } else if (current.kind === 'filesDown') {
            server.isFilesDown = current.isDown;
          } else if (current.kind === 'sync') {
            await runSync(queryClient, USER);
          } else {
            const refused = (await listMutations(USER)).find((mutation) => mutation.status === 'refused');
            if (refused) await retryMutation(refused.seq);
          }
        }

        // The network comes back for good.
        server.faults.length = 0;
        server.isFilesDown = false;
        await runSync(queryClient, USER);

        const appliedSeqs = server.applied.map((applied) => applied.seq);
        expect([...appliedSeqs].sort((a, b) => a - b)).toEqual(appliedSeqs);
        expect(new Set(appliedSeqs).size).toBe(appliedSeqs.length);
        const appliedIds = server.applied.map((applied) => `${applied.name}:${applied.id}`);
        expect(new Set(appliedIds).size).toBe(appliedIds.length);
        expect(server.entriesWithoutPictures).toEqual([]);
        const left = await listMutations(USER);
        expect(left.every((mutation) => mutation.status === 'refused')).toBe(true);
        expect(left.every((mutation) => server.refuse.has(mutation.seq))).toBe(true);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
