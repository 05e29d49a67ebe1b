import type { SyncMutationArgs, SyncMutationName, TSyncRefusal } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import { isOffline, subscribeConnectivity } from './connectivity';
import { enqueue, getMutation, type OutboxMutation, watchMutation } from './outbox';
import { onMutationAnswered, onSyncRunEnd, requestSync } from './syncLoop';

/*
 * The writes that the spec allows offline (each feature's, declared in packages/domain), all
 * through the outbox: each is queued with the device's ids and a sync is asked for at once. Online, a dialog can wait for the server's answer
 * (awaitOutcome) and show a refusal as before; offline, or when the answer is slow, the change
 * stays queued and the dialog closes.
 */

/** What became of a queued write: applied by the server, refused (with why), or still queued. */
export type WriteOutcome =
  { status: 'applied' } | { status: 'refused'; error: TSyncRefusal } | { status: 'queued' };

/** How long a dialog waits online for the server before it treats the write as queued. */
export const OUTCOME_TIMEOUT_MS = 15_000;

const APPLIED: WriteOutcome = { status: 'applied' };
const QUEUED: WriteOutcome = { status: 'queued' };
const UNKNOWN_REFUSAL: TSyncRefusal = { status: 0, code: 'refused', message: 'The change was refused.' };

/**
 * Queues a write of any feature (packages/domain sync registry) and asks for a sync at once;
 * answers its seq. A record it creates has its id made with newId() when the dialog opens.
 */
export async function queueMutation<N extends SyncMutationName>(
  userId: string,
  name: N,
  args: SyncMutationArgs<N>,
  queryClient?: QueryClient,
): Promise<number> {
  const seq = await enqueue(userId, name, args);
  requestSync(queryClient ? { queryClient, userId } : undefined);
  return seq;
}

function outcomeOf(mutation: OutboxMutation | undefined): WriteOutcome | null {
  if (!mutation) return APPLIED;
  if (mutation.status === 'refused') return { status: 'refused', error: mutation.error ?? UNKNOWN_REFUSAL };
  return null;
}

/**
 * Waits for a queued mutation to settle: 'applied' once it has left the outbox, 'refused' with the
 * server's reason, or 'queued' when offline, when a sync run has tried and left it pending (no
 * connection, server busy, its pictures not uploaded yet), or after `timeoutMs`.
 */
export function awaitOutcome(seq: number, timeoutMs = OUTCOME_TIMEOUT_MS): Promise<WriteOutcome> {
  if (isOffline()) return Promise.resolve(QUEUED);
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    let isDone = false;
    const finish = (outcome: WriteOutcome) => {
      if (isDone) return;
      isDone = true;
      for (const cleanup of cleanups) cleanup();
      resolve(outcome);
    };
    // This tab's push: told as soon as the answer is read.
    cleanups.push(
      onMutationAnswered((result) => {
        if (result.seq !== seq) return;
        finish(result.status === 'applied' ? APPLIED : { status: 'refused', error: result.error });
      }),
    );
    // Dexie's liveQuery also hears another tab's sync run applying or refusing it.
    cleanups.push(
      watchMutation(seq, {
        next: (mutation) => {
          const outcome = outcomeOf(mutation);
          if (outcome) finish(outcome);
        },
        error: () => finish(QUEUED),
      }),
    );
    cleanups.push(
      onSyncRunEnd((considered) => {
        if (!considered.has(seq)) return;
        void getMutation(seq).then((mutation) => finish(outcomeOf(mutation) ?? QUEUED));
      }),
    );
    cleanups.push(
      subscribeConnectivity(() => {
        if (isOffline()) finish(QUEUED);
      }),
    );
    const timer = setTimeout(() => finish(QUEUED), timeoutMs);
    cleanups.push(() => clearTimeout(timer));
    // Settled while subscribing: what was registered after that goes too (each cleanup is idempotent).
    if (isDone) for (const cleanup of cleanups) cleanup();
  });
}
