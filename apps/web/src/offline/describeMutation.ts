import type { SyncMutationName } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import { SYNC_REGISTRY } from '../features/registry';
import type { DescribeContext, OfflineMutation } from './definition';
import type { OutboxMutation } from './outbox';

/** A mutation's declaration, from the feature that owns it (features/registry.ts). */
export function declarationOf(name: SyncMutationName): OfflineMutation<SyncMutationName> {
  return SYNC_REGISTRY.mutations[name] as OfflineMutation<SyncMutationName>;
}

/** A change named in words for the sync panel (e.g. 'Log entry: Hallway – Doors propped'). */
export function describeMutation(t: TFunction, mutation: OutboxMutation, context: DescribeContext): string {
  return declarationOf(mutation.name).describe(t, mutation.args, context);
}

/** The stored pictures a mutation names; none for a damaged record. It waits until each has left the device. */
export function picturesOf(mutation: Pick<OutboxMutation, 'name' | 'args'>): string[] {
  try {
    const paths: unknown = declarationOf(mutation.name).picturesOf?.(mutation.args);
    return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [];
  } catch {
    return [];
  }
}
