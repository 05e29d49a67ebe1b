import {
  SYNC_MUTATION_ARGS,
  type TEntry,
  type TSyncMutation,
  type TSyncRecord,
  UNSTORABLE_TEXT_MESSAGE,
  unstorableTextPath,
} from '@schooldog/domain';
import type { Actor } from '../../http/access.js';
import { DomainError, Invalid } from '../../http/errors.js';
import { deleteEntry, updateEntry } from '../entries/change.js';
import { createEntry } from '../entries/create.js';
import type { WalkRow } from '../walks/tables.js';
import { createWalkRow, presentOne, updateWalkRow } from '../walks/service.js';
import type { SyncDeps } from './tx-deps.js';

/** What a mutation wrote: an entry (presented in its transaction) or a walk row (presented after commit). */
export type Written =
  | { kind: 'entry'; entry: TEntry }
  | { kind: 'walk'; row: WalkRow }
  | { kind: 'deleted'; entity: 'entry' | 'walk'; id: string };

/**
 * Applies one mutation through the services the REST routes use, with the transaction's deps.
 * Its args are checked here (a ZodError is a refusal with field messages).
 */
export async function applyMutation(deps: SyncDeps, actor: Actor, mutation: TSyncMutation): Promise<Written> {
  // The push's body skips the route-wide text check, so one bad change is refused alone.
  const badText = unstorableTextPath(mutation.args);
  if (badText !== null) throw Invalid({ [badText || 'args']: UNSTORABLE_TEXT_MESSAGE });
  switch (mutation.name) {
    case 'entry.create': {
      const args = SYNC_MUTATION_ARGS['entry.create'].parse(mutation.args);
      return { kind: 'entry', entry: (await createEntry(deps, actor, args)).entry };
    }
    case 'entry.update': {
      const args = SYNC_MUTATION_ARGS['entry.update'].parse(mutation.args);
      return { kind: 'entry', entry: await updateEntry(deps, actor, args.id, args.changes) };
    }
    case 'entry.delete': {
      const args = SYNC_MUTATION_ARGS['entry.delete'].parse(mutation.args);
      try {
        await deleteEntry(deps, actor, args.id);
      } catch (error) {
        // One already gone (or never visible to this user) counts as deleted: the device drops it.
        if (!(error instanceof DomainError && error.status === 404)) throw error;
      }
      return { kind: 'deleted', entity: 'entry', id: args.id };
    }
    case 'walk.create': {
      const args = SYNC_MUTATION_ARGS['walk.create'].parse(mutation.args);
      return { kind: 'walk', row: (await createWalkRow(deps, actor, args)).row };
    }
    case 'walk.update': {
      const args = SYNC_MUTATION_ARGS['walk.update'].parse(mutation.args);
      return { kind: 'walk', row: await updateWalkRow(deps, actor, args.id, args.changes) };
    }
  }
}

/** The canonical record the device receives, read after commit (the walk presenter reads outside it). */
export async function recordOf(deps: SyncDeps, written: Written): Promise<TSyncRecord> {
  if (written.kind === 'walk') return { kind: 'walk', walk: await presentOne(deps, written.row) };
  return written;
}
