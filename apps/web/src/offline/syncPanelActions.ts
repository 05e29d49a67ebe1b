import type { QueryClient } from '@tanstack/react-query';
import { declarationOf, picturesOf } from './describeMutation';
import { removeImages } from './imageStore';
import { discardMutation, listMutations, type OutboxMutation, retryMutation } from './outbox';
import { refreshAfter } from './syncCache';
import { requestSync } from './syncLoop';

/** Retry from the sync panel: the same change queued again after everything else, then a sync. */
export async function retryChange(queryClient: QueryClient, mutation: OutboxMutation): Promise<void> {
  await retryMutation(mutation.seq);
  requestSync({ queryClient, userId: mutation.userId });
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
