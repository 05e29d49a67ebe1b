import type { ServerMutations } from '../../core/mutation.js';
import { DomainError } from '../../http/errors.js';
import { deleteEntry, updateEntry } from './change.js';
import { createEntry } from './create.js';

/** The entries' offline mutations (packages/domain SYNC_MUTATION_ARGS), applied by the server. */
export const entryMutations: ServerMutations<'entry'> = {
  'entry.create': async (deps, actor, args) => ({
    kind: 'entry',
    entry: (await createEntry(deps, actor, args)).entry,
  }),
  'entry.update': async (deps, actor, args) => ({
    kind: 'entry',
    entry: await updateEntry(deps, actor, args.id, args.changes),
  }),
  'entry.delete': async (deps, actor, args) => {
    try {
      await deleteEntry(deps, actor, args.id);
    } catch (error) {
      // One already gone (or never visible to this user) counts as deleted: the device drops it.
      if (!(error instanceof DomainError && error.status === 404)) throw error;
    }
    return { kind: 'deleted', entity: 'entry', id: args.id };
  },
};
