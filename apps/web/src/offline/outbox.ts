import { newId, type SyncMutationArgs, type SyncMutationName, type TSyncRefusal } from '@schooldog/domain';
import Dexie, { type EntityTable, liveQuery } from 'dexie';
import { useSyncExternalStore } from 'react';

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
interface OutboxClient {
  userId: string;
  clientId: string;
  lastSeq: number;
}

class OutboxDb extends Dexie {
  mutations!: EntityTable<OutboxMutation, 'seq'>;
  clients!: EntityTable<OutboxClient, 'userId'>;

  constructor() {
    super('schooldog-outbox');
    this.version(1).stores({ mutations: 'seq, userId, status', clients: 'userId' });
  }
}

export const outboxDb = new OutboxDb();

/** The device's client id for this user, made on first use. */
export async function clientIdFor(userId: string): Promise<string> {
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
  return outboxDb.mutations.where('userId').equals(userId).sortBy('seq');
}

/** One queued mutation; undefined once it has left the outbox. */
export async function getMutation(seq: number): Promise<OutboxMutation | undefined> {
  return outboxDb.mutations.get(seq);
}

/** Applied by the server: gone from the device. */
export async function removeMutations(seqs: readonly number[]): Promise<void> {
  await outboxDb.mutations.bulkDelete([...seqs]);
}

/** Refused by the server: kept, with its reason, for the sync panel. */
export async function markRefused(seq: number, error: TSyncRefusal): Promise<void> {
  await outboxDb.mutations.update(seq, { status: 'refused', error });
}

/** Retry from the sync panel: the same change, queued again after everything else. */
export async function retryMutation(seq: number): Promise<void> {
  await outboxDb.transaction('rw', outboxDb.clients, outboxDb.mutations, async () => {
    const mutation = await outboxDb.mutations.get(seq);
    if (!mutation) return;
    await outboxDb.mutations.delete(seq);
    await enqueue(mutation.userId, mutation.name, mutation.args);
  });
}

/** Discard from the sync panel: the change is given up. */
export async function discardMutation(seq: number): Promise<void> {
  await outboxDb.mutations.delete(seq);
}

/** Sign-out after the warning: the user's unsynced changes are purged. */
/** Drops the user's unsynced changes and device id; answers the changes dropped. */
export async function purgeMutations(userId: string): Promise<OutboxMutation[]> {
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
let subscription: { unsubscribe(): void } | null = null;

function setView(next: OutboxView): void {
  current = next;
  for (const listener of listeners) listener();
}

function start() {
  if (subscription) return;
  subscription = liveQuery(() => outboxDb.mutations.orderBy('seq').toArray()).subscribe({
    next: (mutations) => setView({ isLoaded: true, mutations }),
    // Without IndexedDB nothing is queued here: the screens show the server's data.
    error: (error: unknown) => {
      console.warn('outbox unavailable', error);
      setView({ isLoaded: true, mutations: current.mutations });
    },
  });
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
  return outboxDb.mutations.where('userId').notEqual(userId).toArray();
}
