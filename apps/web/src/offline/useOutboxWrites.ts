import type { SyncMutationArgs, SyncMutationName } from '@schooldog/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentUser } from '../features/auth/currentUser';
import { awaitOutcome, queueMutation, type WriteOutcome } from './mutations';
import { discardMutation } from './outbox';

/**
 * The dialogs' writes for the signed-in user, any feature's by name:
 * `writes.queue('entry.delete', { id })`. Each is queued and pushed at once; the screens show a
 * queued change through the read overlays of the outbox (pendingChanges), not through copies
 * written here. Online the answer is awaited: a refusal comes back to the dialog, which keeps the
 * user's input, so the refused mutation leaves the outbox instead of waiting in the sync panel.
 */
export function useOutboxWrites() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = me.user.id;
  return useMemo(
    () => ({
      queue: async <N extends SyncMutationName>(
        name: N,
        args: SyncMutationArgs<N>,
      ): Promise<WriteOutcome> => {
        const seq = await queueMutation(userId, name, args, queryClient);
        const outcome = await awaitOutcome(seq);
        if (outcome.status === 'refused') await discardMutation(seq);
        return outcome;
      },
    }),
    [userId, queryClient],
  );
}
