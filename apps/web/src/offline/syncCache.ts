import type { SyncMutationName, TSyncRecord } from '@schooldog/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { SYNC_REGISTRY } from '../features/registry';
import type { RecordSync } from './definition';
import { declarationOf } from './describeMutation';

/*
 * Writing into the query cache what a push answered: the server's canonical record replaces the
 * device's copy, and the queries each feature names are read again. Each record kind and mutation
 * says how (features/registry.ts).
 */

/** After a push: the server's canonical record replaces the device's copy. */
export function writeRecord(queryClient: QueryClient, record: TSyncRecord): void {
  if (record.kind === 'deleted') {
    SYNC_REGISTRY.records[record.entity].forget(queryClient, record.id);
    return;
  }
  const sync = SYNC_REGISTRY.records[record.kind] as RecordSync<typeof record.kind>;
  sync.write(queryClient, record);
}

/** After mutations were applied, refused or discarded: the queries they name read the server again. */
export function refreshAfter(queryClient: QueryClient, names: Iterable<SyncMutationName>): void {
  const keys = new Map<string, QueryKey>();
  for (const name of new Set(names)) {
    for (const queryKey of declarationOf(name).invalidates) keys.set(JSON.stringify(queryKey), queryKey);
  }
  for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
}
