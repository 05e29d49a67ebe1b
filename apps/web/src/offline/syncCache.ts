import type { TEntry, TSyncRecord, TWalk } from '@schooldog/domain';
import type { Query, QueryClient } from '@tanstack/react-query';
import { entryKeys } from '../features/entries/queries';
import { walkKeys } from '../features/walks/queries';

/*
 * Writing into the query cache what the outbox knows: the server's canonical record after a push,
 * or, while a change waits in the outbox, the device's own copy, so the screens that read the
 * cache (the walk screen offline, the entry page) show the change at once.
 */

/** ['walks', 'detail', walkId, 'entries']: the entry lists of the walks in the cache. */
const isWalkEntriesQuery = (query: Query) =>
  query.queryKey[0] === 'walks' && query.queryKey[1] === 'detail' && query.queryKey[3] === 'entries';

/** Changes the cached entry list of every walk (only lists already loaded). */
function updateWalkEntryLists(
  queryClient: QueryClient,
  change: (entries: readonly TEntry[], walkId: string) => TEntry[],
): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: isWalkEntriesQuery })) {
    const entries = query.state.data;
    const walkId = query.queryKey[2];
    if (!Array.isArray(entries) || typeof walkId !== 'string') continue;
    queryClient.setQueryData(query.queryKey, change(entries as TEntry[], walkId));
  }
}

/** The entry in its detail and in the list of its walk (added when new there). */
function writeEntry(queryClient: QueryClient, entry: TEntry): void {
  queryClient.setQueryData(entryKeys.detail(entry.id), entry);
  updateWalkEntryLists(queryClient, (entries, walkId) => {
    const others = entries.filter((candidate) => candidate.id !== entry.id);
    if (entry.walkId !== walkId || entry.isDeleted) return others;
    const index = entries.findIndex((candidate) => candidate.id === entry.id);
    if (index === -1) return [...entries, entry];
    return entries.map((candidate) => (candidate.id === entry.id ? entry : candidate));
  });
}

/** A deleted entry: null in its detail (its page leaves), gone from walk lists. */
export function forgetEntry(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData(entryKeys.detail(id), null);
  updateWalkEntryLists(queryClient, (entries) => entries.filter((entry) => entry.id !== id));
}

function writeWalk(queryClient: QueryClient, walk: TWalk): void {
  queryClient.setQueryData(walkKeys.detail(walk.id), walk);
}

/** After a push: the server's canonical record replaces the device's copy. */
export function writeRecord(queryClient: QueryClient, record: TSyncRecord): void {
  if (record.kind === 'entry') writeEntry(queryClient, record.entry);
  else if (record.kind === 'walk') writeWalk(queryClient, record.walk);
  else if (record.entity === 'entry') forgetEntry(queryClient, record.id);
  else queryClient.setQueryData(walkKeys.detail(record.id), null);
}

/** After a push that changed something: every entry and walk query reads the server again. */
export function refreshAfterPush(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: entryKeys.all });
  void queryClient.invalidateQueries({ queryKey: walkKeys.all });
}
