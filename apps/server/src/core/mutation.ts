import type { SYNC_MUTATION_ARGS, SyncMutationName, TSyncRecord } from '@schooldog/domain';
import type { z } from 'zod';
import type { Actor } from '../http/access.js';
import type { WriteDeps } from './write.js';

/** A mutation's args as its schema in packages/domain parses them. */
export type ParsedSyncArgs<N extends SyncMutationName> = z.output<(typeof SYNC_MUTATION_ARGS)[N]>;

/**
 * How the server applies one offline mutation: inside the push's transaction, through the same
 * services as the REST routes, answering the canonical record the device receives.
 */
export type ServerMutation<N extends SyncMutationName> = (
  deps: WriteDeps,
  actor: Actor,
  args: ParsedSyncArgs<N>,
) => Promise<TSyncRecord>;

/**
 * A feature's offline mutations, one per name it owns: a name in SYNC_MUTATION_ARGS with the
 * feature's prefix but no definition here does not compile.
 */
export type ServerMutations<Prefix extends string> = {
  [N in Extract<SyncMutationName, `${Prefix}.${string}`>]: ServerMutation<N>;
};
