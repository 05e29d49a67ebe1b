import {
  SYNC_PUSH_MAX,
  type SyncMutationName,
  type TSyncPushRequest,
  type TSyncResult,
  ZSyncPushResponse,
} from '@schooldog/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiFetch } from '../api/client';
import { isOffline, subscribeConnectivity } from './connectivity';
import { picturesOf } from './describeMutation';
import { resumeUploads } from './imageQueue';
import { listImagePaths } from './imageStore';
import {
  clientIdFor,
  listMutations,
  markRefused,
  type OutboxMutation,
  removeMutations,
  renewClientId,
} from './outbox';
import { refreshAfter, writeRecord } from './syncCache';
import { withSyncLock } from './syncLock';
import { getSyncStatus, type SyncProblem, setSyncStatus } from './syncStatus';

/*
 * The sync loop (ARCHITECTURE §7, the Replicache push): this user's pending mutations go to
 * POST /api/sync/push in seq order, at most SYNC_PUSH_MAX at a time, one push at a time across
 * tabs. An applied mutation leaves the outbox and its record enters the query cache; a refused
 * one stays for the sync panel. A failed push keeps everything for the next trigger.
 */

export const SYNC_INTERVAL_MS = 30_000;
export const SYNC_PUSH_PATH = '/api/sync/push';
/** A push with no answer by then is treated as lost; the server makes a replay a no-op. */
export const SYNC_PUSH_TIMEOUT_MS = 60_000;
const RETRY_FIRST_MS = 2_000;

/**
 * How long after the nth failed run in a row the loop tries again: 2 s, 4 s, 8 s, 16 s, then
 * every 30 s, so one dropped request in a hallway costs seconds, not the whole interval.
 */
export function retryDelayMs(failures: number): number {
  return Math.min(SYNC_INTERVAL_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
}

export interface SyncRunResult {
  applied: number;
  refused: number;
  /** Why the run stopped early: a problem, or a mutation whose pictures are still on the device. */
  stoppedBy: SyncProblem | 'picturesPending' | null;
}

/** The pending mutations that may go now, in order: up to the first whose pictures are not uploaded. */
function pushableMutations(
  mutations: readonly OutboxMutation[],
  picturesOnDevice: ReadonlySet<string>,
): { ready: OutboxMutation[]; isHeldBack: boolean } {
  const pending = mutations.filter((mutation) => mutation.status === 'pending').sort((a, b) => a.seq - b.seq);
  const held = pending.findIndex((mutation) =>
    picturesOf(mutation).some((path) => picturesOnDevice.has(path)),
  );
  return held === -1
    ? { ready: pending, isHeldBack: false }
    : { ready: pending.slice(0, held), isHeldBack: true };
}

function problemOf(error: unknown): SyncProblem {
  if (!(error instanceof ApiError)) return 'network';
  if (error.status === 0) return 'network';
  if (error.status === 401) return 'signedOut';
  if (error.status === 503) return 'unavailable';
  return 'failed';
}

/** Listeners told when a run ends, with the seqs it found pending (awaitOutcome uses it). */
type RunEndListener = (considered: ReadonlySet<number>) => void;
const runEndListeners = new Set<RunEndListener>();

export function onSyncRunEnd(listener: RunEndListener): () => void {
  runEndListeners.add(listener);
  return () => runEndListeners.delete(listener);
}

/**
 * Listeners told of each mutation this tab's push got an answer for, as soon as it is read: a
 * dialog waiting online for its write (awaitOutcome) closes before the screens redraw with the
 * server's record, not after (some 1 s at 4x slower CPU, docs/performance.md).
 */
type AnswerListener = (result: TSyncResult) => void;
const answerListeners = new Set<AnswerListener>();

export function onMutationAnswered(listener: AnswerListener): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

const tellAnswered = (result: TSyncResult) => {
  for (const listener of answerListeners) listener(result);
};

async function applyResults(
  queryClient: QueryClient,
  batch: readonly OutboxMutation[],
  results: readonly TSyncResult[],
): Promise<{ applied: number; refused: number; answered: number; settled: SyncMutationName[] }> {
  const bySeq = new Map(batch.map((mutation) => [mutation.seq, mutation]));
  const applied: number[] = [];
  const settled: SyncMutationName[] = [];
  let refused = 0;
  for (const result of results) {
    const mutation = bySeq.get(result.seq);
    if (!mutation) continue;
    bySeq.delete(result.seq);
    settled.push(mutation.name);
    if (result.status === 'applied') {
      tellAnswered(result);
      if (result.record) writeRecord(queryClient, result.record);
      applied.push(result.seq);
    } else {
      // Marked first: the dialog told of it may discard it from the outbox.
      await markRefused(result.seq, result.error);
      tellAnswered(result);
      refused += 1;
    }
  }
  await removeMutations(applied);
  return { applied: applied.length, refused, answered: batch.length - bySeq.size, settled };
}

/** One push; a failure is answered as the problem it is instead of thrown. */
async function push(clientId: string, batch: readonly OutboxMutation[]) {
  const body = {
    clientId,
    mutations: batch.map((mutation) => ({ seq: mutation.seq, name: mutation.name, args: mutation.args })),
  } satisfies TSyncPushRequest;
  try {
    const response = await apiFetch(SYNC_PUSH_PATH, {
      schema: ZSyncPushResponse,
      method: 'POST',
      body,
      timeoutMs: SYNC_PUSH_TIMEOUT_MS,
    });
    return { isPushed: true as const, response };
  } catch (error) {
    return { isPushed: false as const, problem: problemOf(error), isClientTaken: isClientTaken(error) };
  }
}

/** The server knows this client id as another user's: nothing was applied under it. */
const isClientTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === 'sync_client_taken';

async function pushPending(queryClient: QueryClient, userId: string): Promise<SyncRunResult> {
  const result: SyncRunResult = { applied: 0, refused: 0, stoppedBy: null };
  // The mutations applied or refused, by name: what they touch is read again.
  const settled: SyncMutationName[] = [];
  let considered = new Set<number>();
  setSyncStatus({ state: 'syncing' });
  try {
    if (isOffline()) return { ...result, stoppedBy: 'offline' };
    await resumeUploads({ userId }).catch((error: unknown) => console.warn('picture queue', error));
    const mutations = await listMutations(userId);
    const { ready, isHeldBack } = pushableMutations(mutations, new Set(await listImagePaths()));
    considered = new Set(mutations.filter((mutation) => mutation.status === 'pending').map((m) => m.seq));
    const clientId = ready.length > 0 ? await clientIdFor(userId) : '';
    for (let start = 0; start < ready.length; start += SYNC_PUSH_MAX) {
      if (isOffline()) return { ...result, stoppedBy: 'offline' };
      const batch = ready.slice(start, start + SYNC_PUSH_MAX);
      const pushed = await push(clientId, batch);
      if (!pushed.isPushed) {
        // The next run pushes the same mutations under a new id of this device's own.
        if (pushed.isClientTaken) await renewClientId(userId);
        return { ...result, stoppedBy: pushed.problem };
      }
      const outcome = await applyResults(queryClient, batch, pushed.response.results);
      result.applied += outcome.applied;
      result.refused += outcome.refused;
      settled.push(...outcome.settled);
      // Unanswered ones go again next time, before anything after them: order holds.
      if (outcome.answered < batch.length) return { ...result, stoppedBy: 'failed' };
    }
    return { ...result, stoppedBy: isHeldBack ? 'picturesPending' : null };
  } catch (error) {
    console.warn('sync failed', error);
    return { ...result, stoppedBy: 'failed' };
  } finally {
    // Refused ones too: the screens read the server's data again instead of the queued change.
    if (settled.length > 0) refreshAfter(queryClient, settled);
    for (const listener of runEndListeners) listener(considered);
  }
}

/**
 * One sync run for the user: resumes the picture queue, then pushes what may go. Never pushes
 * offline. Runs one at a time across tabs.
 */
export async function runSync(queryClient: QueryClient, userId: string): Promise<SyncRunResult> {
  if (isOffline()) {
    setSyncStatus({ lastProblem: 'offline' });
    for (const listener of runEndListeners) listener(new Set());
    return { applied: 0, refused: 0, stoppedBy: 'offline' };
  }
  const result = await withSyncLock(() => pushPending(queryClient, userId));
  const problem = result.stoppedBy === 'picturesPending' ? null : result.stoppedBy;
  setSyncStatus({
    state: 'idle',
    lastProblem: problem,
    lastSyncedAt: problem === null ? new Date().toISOString() : getSyncStatus().lastSyncedAt,
  });
  return result;
}

export interface SyncTarget {
  queryClient: QueryClient;
  userId: string;
}

let target: SyncTarget | null = null;
let running: Promise<void> | null = null;
let isRequestedAgain = false;
/** Told how each requested run ended; the mounted loop uses it to retry after a failure. */
let onRequestedRunEnd: ((result: SyncRunResult) => void) | null = null;

/** A run that stopped on a failed push (not offline, signed out or waiting for pictures). */
const isRetryable = (result: SyncRunResult) =>
  result.stoppedBy === 'network' || result.stoppedBy === 'unavailable' || result.stoppedBy === 'failed';

/**
 * Asks for a sync run now (after something is queued, Retry, Sync now). A request during a run
 * makes one more run follow it. `next` names whom to sync for when no loop is mounted.
 */
export function requestSync(next?: SyncTarget): void {
  if (next) target = next;
  if (!target) return;
  if (running) {
    isRequestedAgain = true;
    return;
  }
  running = (async () => {
    let last: SyncRunResult | null = null;
    do {
      isRequestedAgain = false;
      const current = target;
      if (!current) break;
      last = await runSync(current.queryClient, current.userId).catch((error: unknown) => {
        console.warn('sync failed', error);
        return { applied: 0, refused: 0, stoppedBy: 'failed' as const };
      });
    } while (isRequestedAgain);
    running = null;
    if (last) onRequestedRunEnd?.(last);
  })();
}

/** Resolves once no requested run is under way (tests, and callers that want the outcome). */
export async function whenSyncSettled(): Promise<void> {
  while (running) await running;
}

/**
 * Keeps this user's outbox flowing while they are signed in: on start, on reconnect (including
 * Offline Mode switched off), when the page becomes visible, every 30 s, and soon after a failed
 * push (backing off to 30 s).
 */
export function useSyncLoop(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const self: SyncTarget = { queryClient, userId };
    target = self;
    const kick = () => {
      if (!isOffline()) requestSync();
    };
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') kick();
    };
    let failures = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const retryAfterFailure = (result: SyncRunResult) => {
      clearTimeout(retryTimer);
      failures = isRetryable(result) ? failures + 1 : 0;
      if (failures > 0) retryTimer = setTimeout(kick, retryDelayMs(failures));
    };
    onRequestedRunEnd = retryAfterFailure;
    kick();
    window.addEventListener('online', kick);
    document.addEventListener('visibilitychange', handleVisibility);
    const unsubscribe = subscribeConnectivity(kick);
    const timer = setInterval(kick, SYNC_INTERVAL_MS);
    return () => {
      if (target === self) target = null;
      if (onRequestedRunEnd === retryAfterFailure) onRequestedRunEnd = null;
      clearTimeout(retryTimer);
      window.removeEventListener('online', kick);
      document.removeEventListener('visibilitychange', handleVisibility);
      unsubscribe();
      clearInterval(timer);
    };
  }, [queryClient, userId]);
}
