import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { awaitOutcome, queueMutation } from './mutations';
import type * as Outbox from './outbox';
import { whenSyncSettled } from './syncLoop';
import { installFakeSyncServer } from './syncTestServer';
import { entryCreateArgs, numberedId, setUpOfflineStores } from './testkit';

// The outbox lets applied writes go only when the test says so: the outcome cannot come from that.
const removal = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release() };
});
vi.mock('./outbox', async (importOriginal) => {
  const outbox = await importOriginal<typeof Outbox>();
  return {
    ...outbox,
    removeMutations: async (seqs: readonly number[]) => {
      await removal.gate;
      await outbox.removeMutations(seqs);
    },
  };
});

setUpOfflineStores({
  settle: async () => {
    removal.release();
    await whenSyncSettled();
  },
});

describe('the outcome of a write pushed from this tab', () => {
  it("is 'applied' as soon as the push's answer is read, before the write leaves the outbox", async () => {
    const server = installFakeSyncServer();
    const seq = await queueMutation(
      'user1',
      'entry.create',
      entryCreateArgs(numberedId(1, 'entry')),
      new QueryClient(),
    );
    expect(await awaitOutcome(seq, 30_000)).toEqual({ status: 'applied' });
    expect(server.applied).toHaveLength(1);
  });
});
