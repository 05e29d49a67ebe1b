import type { ServerMutations } from '../../core/mutation.js';
import { createWalk, updateWalk } from './service.js';

/** The walks' offline mutations (packages/domain SYNC_MUTATION_ARGS), applied by the server. */
export const walkMutations: ServerMutations<'walk'> = {
  'walk.create': async (deps, actor, args) => ({
    kind: 'walk',
    walk: (await createWalk(deps, actor, args)).walk,
  }),
  'walk.update': async (deps, actor, args) => ({
    kind: 'walk',
    walk: await updateWalk(deps, actor, args.id, args.changes),
  }),
};
