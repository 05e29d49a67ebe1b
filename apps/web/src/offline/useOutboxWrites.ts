import type { SyncMutationArgs } from '@schooldog/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentUser } from '../features/auth/currentUser';
import {
  awaitOutcome,
  queueEntryCreate,
  queueEntryDelete,
  queueEntryUpdate,
  queueWalkCreate,
  queueWalkUpdate,
  type WriteOutcome,
} from './mutations';
import { discardMutation } from './outbox';

/**
 * The dialogs' writes for the signed-in user. Each is queued and pushed at once; the screens show
 * a queued change through the read overlays of the outbox (pendingChanges), not through copies
 * written here. Online the answer is awaited: a refusal comes back to the dialog, which keeps the
 * user's input, so the refused mutation leaves the outbox instead of waiting in the sync panel.
 */
export function useOutboxWrites() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();

  return useMemo(() => {
    const userId = me.user.id;
    const settle = async (seq: number): Promise<WriteOutcome> => {
      const outcome = await awaitOutcome(seq);
      if (outcome.status === 'refused') await discardMutation(seq);
      return outcome;
    };
    return {
      createEntry: async (args: SyncMutationArgs<'entry.create'>) =>
        settle(await queueEntryCreate(userId, args, queryClient)),
      updateEntry: async (id: string, changes: SyncMutationArgs<'entry.update'>['changes']) =>
        settle(await queueEntryUpdate(userId, id, changes, queryClient)),
      deleteEntry: async (id: string) => settle(await queueEntryDelete(userId, id, queryClient)),
      createWalk: async (args: SyncMutationArgs<'walk.create'>) =>
        settle(await queueWalkCreate(userId, args, queryClient)),
      updateWalk: async (id: string, changes: SyncMutationArgs<'walk.update'>['changes']) =>
        settle(await queueWalkUpdate(userId, id, changes, queryClient)),
    };
  }, [me, queryClient]);
}
