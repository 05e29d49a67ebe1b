import type { SyncMutationArgs, SyncMutationName, TSyncRefusal } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import { isOffline, subscribeConnectivity } from './connectivity';
import { enqueue, getMutation, type OutboxMutation, outboxDb } from './outbox';
import { onSyncRunEnd, requestSync } from './syncLoop';

/*
 * The writes that the spec allows offline, all through the outbox: each is queued with the
 * device's ids and a sync is asked for at once. Online, a dialog can wait for the server's answer
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

async function queue<N extends SyncMutationName>(
  userId: string,
  name: N,
  args: SyncMutationArgs<N>,
  queryClient?: QueryClient,
): Promise<number> {
  const seq = await enqueue(userId, name, args);
  requestSync(queryClient ? { queryClient, userId } : undefined);
  return seq;
}

/** Log an entry; `args.id` is made with newId() when the dialog opens. Answers the mutation's seq. */
export function queueEntryCreate(
  userId: string,
  args: SyncMutationArgs<'entry.create'>,
  queryClient?: QueryClient,
): Promise<number> {
  return queue(userId, 'entry.create', args, queryClient);
}

/** Edit an entry: online the changed fields, offline all of them (spec 000 §4 "Entry"). */
export function queueEntryUpdate(
  userId: string,
  id: string,
  changes: SyncMutationArgs<'entry.update'>['changes'],
  queryClient?: QueryClient,
): Promise<number> {
  return queue(userId, 'entry.update', { id, changes }, queryClient);
}

export function queueEntryDelete(userId: string, id: string, queryClient?: QueryClient): Promise<number> {
  return queue(userId, 'entry.delete', { id }, queryClient);
}

/** Start a walk; `args.id` is made with newId() when the dialog opens. */
export function queueWalkCreate(
  userId: string,
  args: SyncMutationArgs<'walk.create'>,
  queryClient?: QueryClient,
): Promise<number> {
  return queue(userId, 'walk.create', args, queryClient);
}

/** Change a walk (offline: its context). */
export function queueWalkUpdate(
  userId: string,
  id: string,
  changes: SyncMutationArgs<'walk.update'>['changes'],
  queryClient?: QueryClient,
): Promise<number> {
  return queue(userId, 'walk.update', { id, changes }, queryClient);
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
    // Dexie's liveQuery also hears another tab's sync run applying or refusing it.
    const subscription = liveQuery(() => outboxDb.mutations.get(seq)).subscribe({
      next: (mutation) => {
        const outcome = outcomeOf(mutation);
        if (outcome) finish(outcome);
      },
      error: () => finish(QUEUED),
    });
    cleanups.push(() => subscription.unsubscribe());
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
