import {
  SYNC_MUTATION_ARGS,
  type SyncMutationName,
  type TEntry,
  type TObservationSettings,
} from '@schooldog/domain';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OutboxMutation } from './outbox';

/*
 * The user's queued changes as the overlays read them: the outbox's mutations (pending and
 * refused, as a refused change stays visible until discarded) with their arguments checked and
 * defaulted by the push protocol's own schemas. Each feature lays them over its own queries
 * (e.g. features/entries/overlay.ts) with these types.
 */

export type PendingArgs<N extends SyncMutationName> = z.output<(typeof SYNC_MUTATION_ARGS)[N]>;

export interface PendingChangeOf<N extends SyncMutationName> {
  seq: number;
  name: N;
  args: PendingArgs<N>;
  /** When it was queued on the device: the time of a record that exists only here. */
  queuedAt: string;
}

export type PendingChange = { [N in SyncMutationName]: PendingChangeOf<N> }[SyncMutationName];

export type PersonSummary = NonNullable<TEntry['reportedBy']>;

/** The signed-in user, as records made on this device name them. */
export interface OverlayUser extends PersonSummary {
  isDistrictUser: boolean;
  roleSchoolIds: readonly string[];
}

/** What the overlays need besides the server's data. */
export interface OverlayContext {
  /** The user's queued changes, in the order they were made. */
  changes: readonly PendingChange[];
  user: OverlayUser;
  /** Observation categories and items, for an entry's tags; unknown offline before the first load. */
  settings: TObservationSettings | undefined;
  /**
   * What the query cache holds under a key: the server's last answer (say, the walk an entry is
   * logged in, for its school and walk type). Undefined when not loaded.
   */
  cached?: (queryKey: QueryKey) => unknown;
}

function parsed<N extends SyncMutationName>(mutation: OutboxMutation<N>): PendingChangeOf<N> | null {
  const schema = SYNC_MUTATION_ARGS[mutation.name];
  if (!schema) return null;
  const result = schema.safeParse(mutation.args);
  if (!result.success) return null;
  return {
    seq: mutation.seq,
    name: mutation.name,
    args: result.data as PendingArgs<N>,
    queuedAt: mutation.queuedAt,
  };
}

/**
 * The user's queued changes, in seq order. A record that does not match its schema (a damaged or
 * older outbox) is left out of the views; the sync panel still lists it.
 */
export function pendingChangesOf(mutations: readonly OutboxMutation[], userId: string): PendingChange[] {
  return mutations
    .filter((mutation) => mutation.userId === userId)
    .sort((a, b) => a.seq - b.seq)
    .flatMap((mutation) => {
      const change = parsed(mutation);
      return change ? [change as PendingChange] : [];
    });
}

/** The changes of one kind. */
export function changesNamed<N extends SyncMutationName>(
  changes: readonly PendingChange[],
  name: N,
): PendingChangeOf<N>[] {
  return changes.filter((change) => change.name === name) as PendingChangeOf<N>[];
}

const indexes = new WeakMap<readonly PendingChange[], Map<unknown, unknown>>();

/**
 * An overlay's index of the queued changes (say, entry edits by entry id), built once per outbox
 * state and kept while that state lives; `key` tells the overlays' indexes apart.
 */
export function indexOnce<T>(changes: readonly PendingChange[], key: object, build: () => T): T {
  let byKey = indexes.get(changes);
  if (!byKey) {
    byKey = new Map();
    indexes.set(changes, byKey);
  }
  if (!byKey.has(key)) byKey.set(key, build());
  return byKey.get(key) as T;
}
