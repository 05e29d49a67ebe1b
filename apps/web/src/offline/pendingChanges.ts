import {
  SYNC_MUTATION_ARGS,
  type SyncMutationName,
  type TEntry,
  type TObservationSettings,
  type TWalk,
} from '@schooldog/domain';
import type { z } from 'zod';
import type { OutboxMutation } from './outbox';

/*
 * The user's queued changes as the overlays read them: the outbox's mutations (pending and
 * refused, as a refused change stays visible until discarded) with their arguments checked and
 * defaulted by the push protocol's own schemas.
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
  /** A walk as last answered by the server (an entry logged in it takes its school and walk type). */
  walkOf?: (walkId: string) => TWalk | null | undefined;
  /** A walk's entries as last answered by the server, to adjust its entry count. */
  walkEntriesOf?: (walkId: string) => readonly TEntry[] | undefined;
  /** People who may join walks at a school, to name the collaborators of a walk started here. */
  peopleAt?: (schoolId: string) => readonly PersonSummary[] | undefined;
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
