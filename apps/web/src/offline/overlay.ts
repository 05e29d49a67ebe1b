import type { TEntry, TWalk } from '@schooldog/domain';
import type { InfiniteData } from '@tanstack/react-query';
import { entryMatchesSearch, isOldestFirst, startedWalkMatchesSearch } from './overlayFilters';
import {
  applyEntryUpdate,
  applyWalkUpdate,
  byNewestEntry,
  byNewestWalk,
  entryFromCreate,
  walkFromCreate,
} from './overlayRecords';
import { type OverlayContext, type PendingChange, type PendingChangeOf } from './pendingChanges';

/*
 * Overlays (ARCHITECTURE §7): the server's data with the user's queued changes on top, so every
 * screen shows what was done offline, after a reload too. Pure functions of the data the query
 * cache holds and the outbox; the cache itself only ever holds the server's answers. Each answers
 * its input unchanged (the same reference) when no queued change touches it.
 */

export type { OverlayContext, PendingChange } from './pendingChanges';
export { pendingChangesOf } from './pendingChanges';

interface EntriesPage {
  entries: TEntry[];
  nextCursor: string | null;
}
interface WalksPage {
  walks: TWalk[];
  nextCursor: string | null;
}
type Pages<TPage> = InfiniteData<TPage, unknown>;

/** The queued changes by record, indexed once per outbox state. */
interface ChangeIndex {
  entryCreates: Map<string, PendingChangeOf<'entry.create'>>;
  entryUpdates: Map<string, PendingChangeOf<'entry.update'>[]>;
  deletedEntryIds: Set<string>;
  walkCreates: Map<string, PendingChangeOf<'walk.create'>>;
  walkUpdates: Map<string, PendingChangeOf<'walk.update'>[]>;
}

const indexes = new WeakMap<readonly PendingChange[], ChangeIndex>();

function push<T>(map: Map<string, T[]>, id: string, value: T): void {
  const list = map.get(id);
  if (list) list.push(value);
  else map.set(id, [value]);
}

function indexOf(changes: readonly PendingChange[]): ChangeIndex {
  const cached = indexes.get(changes);
  if (cached) return cached;
  const index: ChangeIndex = {
    entryCreates: new Map(),
    entryUpdates: new Map(),
    deletedEntryIds: new Set(),
    walkCreates: new Map(),
    walkUpdates: new Map(),
  };
  for (const change of changes) {
    if (change.name === 'entry.create') index.entryCreates.set(change.args.id, change);
    else if (change.name === 'entry.update') push(index.entryUpdates, change.args.id, change);
    else if (change.name === 'entry.delete') index.deletedEntryIds.add(change.args.id);
    else if (change.name === 'walk.create') index.walkCreates.set(change.args.id, change);
    else push(index.walkUpdates, change.args.id, change);
  }
  indexes.set(changes, index);
  return index;
}

function withEntryUpdates(entry: TEntry, index: ChangeIndex, ctx: OverlayContext): TEntry {
  const updates = index.entryUpdates.get(entry.id) ?? [];
  return updates.reduce((current, change) => applyEntryUpdate(current, change, ctx), entry);
}

/** The entries created on this device that are not in `present` and not deleted since, with their edits. */
function createdEntries(
  index: ChangeIndex,
  ctx: OverlayContext,
  present: ReadonlySet<string>,
  belongs: (entry: TEntry) => boolean,
): TEntry[] {
  return [...index.entryCreates.values()]
    .filter((change) => !present.has(change.args.id) && !index.deletedEntryIds.has(change.args.id))
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
  const index = indexOf(ctx.changes);
  if (index.deletedEntryIds.has(id)) return null;
  const create = index.entryCreates.get(id);
  const base = entry ?? (create ? entryFromCreate(create, ctx) : entry);
  return base ? withEntryUpdates(base, index, ctx) : base;
}

/**
 * The edits and deletes on a list the server answered; `keeps` decides whether an edited entry
 * still belongs. Answers the same array when nothing changed.
 */
function editedEntries(
  entries: readonly TEntry[],
  index: ChangeIndex,
  ctx: OverlayContext,
  keeps: (entry: TEntry) => boolean,
): readonly TEntry[] {
  let isChanged = false;
  const next: TEntry[] = [];
  for (const entry of entries) {
    if (index.deletedEntryIds.has(entry.id)) {
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

/** A walk's entries (walk screen, review, complete): its queued creates added, edits merged, deletes dropped. */
export function overlayWalkEntries(
  entries: readonly TEntry[] | undefined,
  walkId: string,
  ctx: OverlayContext,
): readonly TEntry[] | undefined {
  const index = indexOf(ctx.changes);
  const edited = editedEntries(entries ?? [], index, ctx, () => true);
  const present = new Set((entries ?? []).map((entry) => entry.id));
  const added = createdEntries(index, ctx, present, (entry) => entry.walkId === walkId);
  // A walk started here has no entries on the server yet (its request fails until it syncs).
  if (added.length === 0 && entries === undefined) return index.walkCreates.has(walkId) ? [] : undefined;
  if (added.length === 0) return edited;
  return [...edited, ...added].sort(byNewestEntry);
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
  const index = indexOf(ctx.changes);
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
  const index = indexOf(ctx.changes);
  const added = createdEntries(index, ctx, new Set(), (entry) => entryMatchesSearch(entry, search)).length;
  if (added === 0) return count;
  return { count: (count?.count ?? 0) + added };
}

/** A walk's entry count after entries logged or deleted here (the server's list tells which were its). */
function adjustedEntryCount(walk: TWalk, index: ChangeIndex, ctx: OverlayContext): number {
  const serverIds = new Set((ctx.walkEntriesOf?.(walk.id) ?? []).map((entry) => entry.id));
  const added = [...index.entryCreates.values()].filter(
    (change) =>
      change.args.walkId === walk.id &&
      !serverIds.has(change.args.id) &&
      !index.deletedEntryIds.has(change.args.id),
  ).length;
  const removed = [...index.deletedEntryIds].filter((id) => serverIds.has(id)).length;
  return Math.max(0, walk.entryCount + added - removed);
}

/**
 * One walk: built from its create when the server does not have it yet; with its context (and
 * people) changes and its entry count adjusted.
 */
export function overlayWalk(
  walk: TWalk | null | undefined,
  id: string,
  ctx: OverlayContext,
): TWalk | null | undefined {
  const index = indexOf(ctx.changes);
  const create = index.walkCreates.get(id);
  const base = walk ?? (create ? walkFromCreate(create, ctx) : walk);
  if (!base) return base;
  const updates = index.walkUpdates.get(id) ?? [];
  const updated = updates.reduce((current, change) => applyWalkUpdate(current, change), base);
  const entryCount = adjustedEntryCount(updated, index, ctx);
  return entryCount === updated.entryCount ? updated : { ...updated, entryCount };
}

/** The listed walks with their changes, and walks started here that `belongs` accepts, newest first. */
function overlayWalkList(
  walks: readonly TWalk[],
  ctx: OverlayContext,
  present: ReadonlySet<string>,
  belongs: (walk: TWalk) => boolean,
): readonly TWalk[] {
  const index = indexOf(ctx.changes);
  const changed = walks.map((walk) => overlayWalk(walk, walk.id, ctx) ?? walk);
  const isChanged = changed.some((walk, position) => walk !== walks[position]);
  const added = [...index.walkCreates.keys()]
    .filter((id) => !present.has(id))
    .flatMap((id) => overlayWalk(undefined, id, ctx) ?? [])
    .filter(belongs)
    .sort(byNewestWalk);
  if (added.length > 0) return [...added, ...changed];
  return isChanged ? changed : walks;
}

/**
 * A list of the user's walks (the dashboard's current walks): changes merged, and walks started
 * here (in progress, led by the user) added when `belongs` accepts them.
 */
export function overlayWalks(
  walks: readonly TWalk[] | undefined,
  ctx: OverlayContext,
  belongs: (walk: TWalk) => boolean = () => true,
): readonly TWalk[] | undefined {
  const present = new Set((walks ?? []).map((walk) => walk.id));
  const next = overlayWalkList(walks ?? [], ctx, present, belongs);
  if (walks === undefined && next.length === 0) return undefined;
  return next;
}

/** The walks list's pages: changes merged; walks started here on the first page when the filters take them. */
export function overlayWalkPages(
  data: Pages<WalksPage> | undefined,
  search: string,
  ctx: OverlayContext,
): Pages<WalksPage> | undefined {
  const belongs = (walk: TWalk) => startedWalkMatchesSearch(walk, search);
  const present = new Set(data?.pages.flatMap((page) => page.walks.map((walk) => walk.id)) ?? []);
  if (!data) {
    const walks = overlayWalkList([], ctx, present, belongs);
    return walks.length === 0
      ? data
      : { pages: [{ walks: [...walks], nextCursor: null }], pageParams: [null] };
  }
  let isChanged = false;
  const pages = data.pages.map((page, pageIndex) => {
    const walks = overlayWalkList(page.walks, ctx, present, pageIndex === 0 ? belongs : () => false);
    if (walks === page.walks) return page;
    isChanged = true;
    return { ...page, walks: [...walks] };
  });
  return isChanged ? { ...data, pages } : data;
}

/** The sub-tab badges: walks started here count as in progress where the filters take them. */
export function overlayWalkCounts(
  counts: { inProgress: number; completed: number } | undefined,
  search: string,
  ctx: OverlayContext,
): { inProgress: number; completed: number } | undefined {
  const started = overlayWalkList([], ctx, new Set(), (walk) => startedWalkMatchesSearch(walk, search));
  if (started.length === 0) return counts;
  return {
    inProgress: (counts?.inProgress ?? 0) + started.length,
    completed: counts?.completed ?? 0,
  };
}
