import type { SyncMutationName } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { MutationRepair } from './definition';
import { declarationOf, picturesOf } from './describeMutation';
import { removeImages } from './imageStore';
import { discardMutation, listMutations, type OutboxMutation, repairMutation, retryMutation } from './outbox';
import { refreshAfter } from './syncCache';
import { requestSync } from './syncLoop';

/**
 * Retry from the sync panel: the same change queued again after everything else, then a sync; with
 * a repair (one of its declared `repairs`), the change as the repair makes it.
 */
export async function retryChange(
  queryClient: QueryClient,
  mutation: OutboxMutation,
  repair?: MutationRepair<SyncMutationName>,
): Promise<void> {
  await (repair ? repairMutation(mutation.seq, repair.args) : retryMutation(mutation.seq));
  requestSync({ queryClient, userId: mutation.userId });
}

/** The repairs its feature offers for a refused change's refusal. */
export function repairsOf(mutation: OutboxMutation): MutationRepair<SyncMutationName>[] {
  const { error } = mutation;
  if (mutation.status !== 'refused' || !error) return [];
  return (declarationOf(mutation.name).repairs ?? []).filter((repair) => repair.appliesTo(error));
}

/**
 * Discard from the sync panel: the change is given up, with the pictures only it named, and the
 * device's copy of what it created leaves the screens (the server's data is read again).
 */
export async function discardChange(queryClient: QueryClient, mutation: OutboxMutation): Promise<void> {
  await discardMutation(mutation.seq);
  const others = await listMutations(mutation.userId);
  const stillNamed = new Set(others.flatMap((other) => picturesOf(other)));
  await removeImages(picturesOf(mutation).filter((path) => !stillNamed.has(path)));
  declarationOf(mutation.name).discard?.(queryClient, mutation.args);
  refreshAfter(queryClient, [mutation.name]);
}
