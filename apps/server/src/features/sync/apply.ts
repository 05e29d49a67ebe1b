import {
  SYNC_MUTATION_ARGS,
  type SyncMutationName,
  type TSyncMutation,
  type TSyncRecord,
  UNSTORABLE_TEXT_MESSAGE,
  unstorableTextPath,
} from '@schooldog/domain';
import type { ParsedSyncArgs } from '../../core/mutation.js';
import type { WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { Invalid } from '../../http/errors.js';

/** Checks a mutation's args against its name's schema (a ZodError is a refusal with field messages). */
function parseArgs<N extends SyncMutationName>(name: N, args: unknown): ParsedSyncArgs<N> {
  return SYNC_MUTATION_ARGS[name].parse(args) as ParsedSyncArgs<N>;
}

function apply<N extends SyncMutationName>(deps: WriteDeps, actor: Actor, name: N, args: unknown) {
  const run = deps.features.mutation(name);
  return run(deps, actor, parseArgs(name, args));
}

/**
 * Applies one mutation in the push's transaction through its feature's definition (the feature's
 * manifest lists its mutations),
 * answering the canonical record the device receives.
 */
export async function applyMutation(
  deps: WriteDeps,
  actor: Actor,
  mutation: TSyncMutation,
): Promise<TSyncRecord> {
  // The push's body skips the route-wide text check, so one bad change is refused alone.
  const badText = unstorableTextPath(mutation.args);
  if (badText !== null) throw Invalid({ [badText || 'args']: UNSTORABLE_TEXT_MESSAGE });
  return apply(deps, actor, mutation.name, mutation.args);
}
