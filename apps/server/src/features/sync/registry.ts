import type { SyncMutationName } from '@schooldog/domain';
import type { ServerMutation } from '../../core/mutation.js';
import { assessmentMutations } from '../assessments/mutations.js';
import { entryMutations } from '../entries/mutations.js';
import { walkMutations } from '../walks/mutations.js';

/**
 * Every offline mutation the server applies, one feature's list a line. A name in the domain's
 * SYNC_MUTATION_ARGS that no feature defines does not compile.
 */
export const SERVER_MUTATIONS: { [N in SyncMutationName]: ServerMutation<N> } = {
  ...entryMutations,
  ...walkMutations,
  ...assessmentMutations,
};
