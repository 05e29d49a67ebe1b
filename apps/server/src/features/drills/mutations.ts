import type { ServerMutations } from '../../core/mutation.js';
import { recordDrill, updateDrill } from './service.js';

/**
 * The drills' offline mutations (packages/domain DRILL_SYNC), applied through the REST routes'
 * services: a record under an id already stored answers the stored drill, so each applies once.
 */
export const drillMutations: ServerMutations<'drill'> = {
  'drill.record': async (deps, actor, args) => ({
    kind: 'drill',
    drill: await recordDrill(deps, actor, args),
  }),
  'drill.update': async (deps, actor, args) => ({
    kind: 'drill',
    drill: await updateDrill(deps, actor, args.id, args.changes),
  }),
};
