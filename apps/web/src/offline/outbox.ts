import { newId, type SyncMutationArgs, type SyncMutationName, type TSyncRefusal } from '@schooldog/domain';
import { useSyncExternalStore } from 'react';
import type * as OutboxDbModule from './outboxDb';
import type { OutboxDb } from './outboxDb';

/*
 * The outbox (ARCHITECTURE §7): the domain mutations made on this device and not yet applied by
 * the server, in IndexedDB so a reload or a closed tab loses nothing. Each has a rising `seq`;
 * the sync loop pushes them in that order. A refused one stays, with the server's reason, until
 * the user retries or discards it in the sync panel.
 */

export interface OutboxMutation<N extends SyncMutationName = SyncMutationName> {
  seq: number;
  name: N;
  args: SyncMutationArgs<N>;
  /** Who queued it: only their session pushes it. */
  userId: string;
  status: 'pending' | 'refused';
  error: TSyncRefusal | null;
  queuedAt: string;
}

/** This device's identity towards the server, one per user (POST /api/sync/push clientId). */
export interface OutboxClient {
  userId: string;
  clientId: string;
  lastSeq: number;
}

let outboxDbModule: Promise<typeof OutboxDbModule> | null = null;
/** The database module (and Dexie), loaded on first use. */
function loadOutboxDb(): Promise<typeof OutboxDbModule> {
  outboxDbModule ??= import('./outboxDb');
  return outboxDbModule;
}

/** The outbox's database, opened on first use. */
export async function openOutbox(): Promise<OutboxDb> {
  return (await loadOutboxDb()).outboxDb;
}

/**
 * Follows one queued mutation (undefined once it has left the outbox), also as another tab's sync
 * run changes it; answers the unsubscribe.
 */
export function watchMutation(
  seq: number,
  observer: { next(mutation: OutboxMutation | undefined): void; error(error: unknown): void },
): () => void {
  let isWatching = true;
  let unsubscribe = () => {
    isWatching = false;
  };
  void loadOutboxDb().then(
    ({ liveQuery, outboxDb }) => {
      if (!isWatching) return;
      const subscription = liveQuery(() => outboxDb.mutations.get(seq)).subscribe(observer);
      unsubscribe = () => subscription.unsubscribe();
    },
    (error: unknown) => observer.error(error),
  );
  return () => unsubscribe();
}

/** The device's client id for this user, made on first use. */
export async function clientIdFor(userId: string): Promise<string> {
  const outboxDb = await openOutbox();
  return outboxDb.transaction('rw', outboxDb.clients, async () => {
    const client = await outboxDb.clients.get(userId);
    if (client) return client.clientId;
    const clientId = newId();
    await outboxDb.clients.put({ userId, clientId, lastSeq: 0 });
    return clientId;
  });
}

/**
 * A new client id for this user, keeping the seq count: the server answered that the old one is
 * another user's (409 sync_client_taken), so nothing was applied under it.
 */
export async function renewClientId(userId: string): Promise<void> {
  const outboxDb = await openOutbox();
  await outboxDb.transaction('rw', outboxDb.clients, async () => {
    const client = await outboxDb.clients.get(userId);
    await outboxDb.clients.put({ userId, clientId: newId(), lastSeq: client?.lastSeq ?? 0 });
  });
}

/** Queues one mutation after all others; answers its seq. */
export async function enqueue<N extends SyncMutationName>(
  userId: string,
  name: N,
  args: SyncMutationArgs<N>,
): Promise<number> {
  return enqueueIn(await openOutbox(), userId, name, args);
}

// Inside another transaction of the outbox (a retry), the database is at hand: no await outside Dexie.
function enqueueIn<N extends SyncMutationName>(
  outboxDb: OutboxDb,
  userId: string,
  name: N,
  args: SyncMutationArgs<N>,
): Promise<number> {
  return outboxDb.transaction('rw', outboxDb.clients, outboxDb.mutations, async () => {
    const client = (await outboxDb.clients.get(userId)) ?? { userId, clientId: newId(), lastSeq: 0 };
    // Rising for this user's client (the server's rule) and unique on the device, where the
    // mutations of every user who signed in here share one table keyed by seq.
    const lastOnDevice = (await outboxDb.mutations.orderBy('seq').last())?.seq ?? 0;
    const seq = Math.max(client.lastSeq, lastOnDevice) + 1;
    await outboxDb.clients.put({ ...client, lastSeq: seq });
    const mutation: OutboxMutation<N> = {
      seq,
      name,
      args,
      userId,
      status: 'pending',
      error: null,
      queuedAt: new Date().toISOString(),
    };
    await outboxDb.mutations.add(mutation as unknown as OutboxMutation);
    return seq;
  });
}

/** The user's mutations in seq order (pending and refused). */
export async function listMutations(userId: string): Promise<OutboxMutation[]> {
  return (await openOutbox()).mutations.where('userId').equals(userId).sortBy('seq');
}

/** One queued mutation; undefined once it has left the outbox. */
export async function getMutation(seq: number): Promise<OutboxMutation | undefined> {
  return (await openOutbox()).mutations.get(seq);
}

/** Applied by the server: gone from the device. */
export async function removeMutations(seqs: readonly number[]): Promise<void> {
  await (await openOutbox()).mutations.bulkDelete([...seqs]);
}

/** Refused by the server: kept, with its reason, for the sync panel. */
export async function markRefused(seq: number, error: TSyncRefusal): Promise<void> {
  await (await openOutbox()).mutations.update(seq, { status: 'refused', error });
}

type AnyArgs = SyncMutationArgs<SyncMutationName>;

/** Retry from the sync panel: the same change, queued again after everything else. */
export async function retryMutation(seq: number): Promise<void> {
  await repairMutation(seq, (args) => args);
}

/**
 * A repair from the sync panel (one of the mutation's declared `repairs`): the change with `repair`
 * applied to its args, queued again after everything else as a retry is, in one step.
 */
export async function repairMutation(seq: number, repair: (args: AnyArgs) => AnyArgs): Promise<void> {
  const outboxDb = await openOutbox();
  await outboxDb.transaction('rw', outboxDb.clients, outboxDb.mutations, async () => {
    const mutation = await outboxDb.mutations.get(seq);
    if (!mutation) return;
    await outboxDb.mutations.delete(seq);
    // Under a new seq: the server has the old one recorded as refused and would answer so again.
    await enqueueIn(outboxDb, mutation.userId, mutation.name, repair(mutation.args));
  });
}

/** Discard from the sync panel: the change is given up. */
export async function discardMutation(seq: number): Promise<void> {
  await (await openOutbox()).mutations.delete(seq);
}

/** Sign-out after the warning: the user's unsynced changes are purged. */
/** Drops the user's unsynced changes and device id; answers the changes dropped. */
export async function purgeMutations(userId: string): Promise<OutboxMutation[]> {
  const outboxDb = await openOutbox();
  return outboxDb.transaction('rw', outboxDb.clients, outboxDb.mutations, async () => {
    const purged = await outboxDb.mutations.where('userId').equals(userId).toArray();
    await outboxDb.mutations.bulkDelete(purged.map((mutation) => mutation.seq));
    await outboxDb.clients.delete(userId);
    return purged;
  });
}

/*
 * One live view of the whole outbox for the React tree (Dexie's liveQuery also hears other tabs).
 * Screens filter it by user; the snapshot is stable between changes. It also tells whether the
 * outbox has been read yet: until then a 404 of an entry or walk may be one still queued here
 * (say, after a reload that restored a cached 404), so its screen must wait instead of leaving.
 */
export interface OutboxView {
  isLoaded: boolean;
  mutations: readonly OutboxMutation[];
}

let current: OutboxView = { isLoaded: false, mutations: [] };
const listeners = new Set<() => void>();
let isStarted = false;

function setView(next: OutboxView): void {
  current = next;
  for (const listener of listeners) listener();
}

function start() {
  if (isStarted) return;
  isStarted = true;
  // Without IndexedDB (or the database module) nothing is queued here: the screens show the server's data.
  const unavailable = (error: unknown) => {
    console.warn('outbox unavailable', error);
    setView({ isLoaded: true, mutations: current.mutations });
  };
  loadOutboxDb().then(({ liveQuery, outboxDb }) => {
    liveQuery(() => outboxDb.mutations.orderBy('seq').toArray()).subscribe({
      next: (mutations) => setView({ isLoaded: true, mutations }),
      error: unavailable,
    });
  }, unavailable);
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshotOf = () => current;

/** The outbox as last read (reading starts on the first call). */
export function getOutboxView(): OutboxView {
  start();
  return current;
}

/** The live view of the outbox; re-renders when it changes. */
function useOutboxView(): OutboxView {
  return useSyncExternalStore(subscribe, snapshotOf, snapshotOf);
}

/** Every queued mutation on this device, in seq order; re-renders when the outbox changes. */
export function useOutbox(): readonly OutboxMutation[] {
  return useOutboxView().mutations;
}

/** Whether the outbox has been read, so a missing record is really missing. */
export function useIsOutboxLoaded(): boolean {
  return useOutboxView().isLoaded;
}

/** The user's unsynced changes (pending and refused): the count the toolbar always shows. */
export function useUnsyncedMutations(userId: string): OutboxMutation[] {
  const all = useOutbox();
  return all.filter((mutation) => mutation.userId === userId);
}

/** Other users' queued changes on this device (kept by an automatic sign-out). */
export async function listOthersMutations(userId: string): Promise<OutboxMutation[]> {
  return (await openOutbox()).mutations.where('userId').notEqual(userId).toArray();
}
