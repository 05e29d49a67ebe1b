import type { TEntry } from '@schooldog/domain';
import { type Pages, pushTo } from '../../offline/overlay';
import { allows, isWithinDateRange, listParam, textParam } from '../../offline/overlayFilters';
import {
  indexOnce,
  type OverlayContext,
  type PendingChange,
  type PendingChangeOf,
} from '../../offline/pendingChanges';
import { applyEntryUpdate, byNewestEntry, entryFromCreate } from './overlayRecords';

/*
 * The entries' overlays (offline/overlay.ts): the explorer, its count and one entry with the
 * user's queued entry changes on top. A walk's entries are the walks' (features/walks/overlay.ts).
 */

interface EntriesPage {
  entries: TEntry[];
  nextCursor: string | null;
}

/** The queued entry changes by entry, indexed once per outbox state. */
export interface EntryChanges {
  creates: Map<string, PendingChangeOf<'entry.create'>>;
  updates: Map<string, PendingChangeOf<'entry.update'>[]>;
  deletedIds: Set<string>;
}

const ENTRY_INDEX = {};

export function entryChangesOf(changes: readonly PendingChange[]): EntryChanges {
  return indexOnce(changes, ENTRY_INDEX, () => {
    const index: EntryChanges = { creates: new Map(), updates: new Map(), deletedIds: new Set() };
    for (const change of changes) {
      if (change.name === 'entry.create') index.creates.set(change.args.id, change);
      else if (change.name === 'entry.update') pushTo(index.updates, change.args.id, change);
      else if (change.name === 'entry.delete') index.deletedIds.add(change.args.id);
    }
    return index;
  });
}

/** The explorer's filters (GET /api/entries) on one entry. */
function entryMatchesSearch(entry: TEntry, searchText: string): boolean {
  const search = new URLSearchParams(searchText);
  const category = textParam(search, 'category');
  const item = textParam(search, 'item');
  const tag = textParam(search, 'tag');
  const location = textParam(search, 'location');
  return (
    !entry.isDeleted &&
    allows(listParam(search, 'schoolIds'), entry.schoolId) &&
    allows(listParam(search, 'walkTypes'), entry.walkType) &&
    allows(listParam(search, 'entryTypes'), entry.observationType) &&
    allows(listParam(search, 'userIds'), entry.reportedByUserId) &&
    (category === null || entry.observationCategoryId === category) &&
    (item === null || entry.observationItemId === item) &&
    (tag === null || entry.searchableTags.includes(tag.toLowerCase())) &&
    (location === null || entry.searchableLocation === location.toLowerCase()) &&
    isWithinDateRange(search, entry.timestamp)
  );
}

/** Whether the explorer's query string sorts oldest first. */
const isOldestFirst = (searchText: string) => new URLSearchParams(searchText).get('sortAsc') === 'true';

function withEntryUpdates(entry: TEntry, index: EntryChanges, ctx: OverlayContext): TEntry {
  const updates = index.updates.get(entry.id) ?? [];
  return updates.reduce((current, change) => applyEntryUpdate(current, change, ctx), entry);
}

/** The entries created on this device that are not in `present` and not deleted since, with their edits. */
export function createdEntries(
  index: EntryChanges,
  ctx: OverlayContext,
  present: ReadonlySet<string>,
  belongs: (entry: TEntry) => boolean,
): TEntry[] {
  return [...index.creates.values()]
    .filter((change) => !present.has(change.args.id) && !index.deletedIds.has(change.args.id))
    .map((change) => withEntryUpdates(entryFromCreate(change, ctx), index, ctx))
    .filter(belongs);
}

/**
 * One entry (/entries/:id): null once deleted here; built from its create when the server does not
 * have it yet (undefined offline, null while the create waits); with its edits.
 */
export function overlayEntry(
  entry: TEntry | null | undefined,
  id: string,
  ctx: OverlayContext,
): TEntry | null | undefined {
  const index = entryChangesOf(ctx.changes);
  if (index.deletedIds.has(id)) return null;
  const create = index.creates.get(id);
  const base = entry ?? (create ? entryFromCreate(create, ctx) : entry);
  return base ? withEntryUpdates(base, index, ctx) : base;
}

/**
 * The edits and deletes on a list the server answered; `keeps` decides whether an edited entry
 * still belongs. Answers the same array when nothing changed.
 */
export function editedEntries(
  entries: readonly TEntry[],
  index: EntryChanges,
  ctx: OverlayContext,
  keeps: (entry: TEntry) => boolean,
): readonly TEntry[] {
  let isChanged = false;
  const next: TEntry[] = [];
  for (const entry of entries) {
    if (index.deletedIds.has(entry.id)) {
      isChanged = true;
      continue;
    }
    const edited = withEntryUpdates(entry, index, ctx);
    if (edited === entry) {
      next.push(entry);
      continue;
    }
    isChanged = true;
    if (keeps(edited)) next.push(edited);
  }
  return isChanged ? next : entries;
}

/**
 * The explorer's pages: edits merged (an entry that no longer matches the filters leaves),
 * deletes dropped, and entries logged here that match the filters added where the server would
 * put them: on the first page newest first, or after the last page once it is loaded oldest first.
 */
export function overlayEntryPages(
  data: Pages<EntriesPage> | undefined,
  search: string,
  ctx: OverlayContext,
): Pages<EntriesPage> | undefined {
  const index = entryChangesOf(ctx.changes);
  const matches = (entry: TEntry) => entryMatchesSearch(entry, search);
  const present = new Set(data?.pages.flatMap((page) => page.entries.map((entry) => entry.id)) ?? []);
  const added = createdEntries(index, ctx, present, matches).sort(byNewestEntry);
  if (!data) {
    if (added.length === 0) return data;
    const entries = isOldestFirst(search) ? [...added].reverse() : added;
    return { pages: [{ entries, nextCursor: null }], pageParams: [null] };
  }
  const oldestFirst = isOldestFirst(search);
  const lastIndex = data.pages.length - 1;
  let isChanged = false;
  const pages = data.pages.map((page, pageIndex) => {
    let entries = editedEntries(page.entries, index, ctx, matches);
    if (!oldestFirst && pageIndex === 0 && added.length > 0) entries = [...added, ...entries];
    const isLastLoaded = pageIndex === lastIndex && page.nextCursor === null;
    if (oldestFirst && isLastLoaded && added.length > 0) entries = [...entries, ...[...added].reverse()];
    if (entries === page.entries) return page;
    isChanged = true;
    return { ...page, entries: [...entries] };
  });
  return isChanged ? { ...data, pages } : data;
}

/** The explorer's total: entries logged here that match the filters added. */
export function overlayEntriesCount(
  count: { count: number } | undefined,
  search: string,
  ctx: OverlayContext,
): { count: number } | undefined {
  const index = entryChangesOf(ctx.changes);
  const added = createdEntries(index, ctx, new Set(), (entry) => entryMatchesSearch(entry, search)).length;
  if (added === 0) return count;
  return { count: (count?.count ?? 0) + added };
}
