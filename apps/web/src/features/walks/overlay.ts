import type { TEntry, TWalk } from '@schooldog/domain';
import { type Pages, pushTo } from '../../offline/overlay';
import { allows, isWithinDateRange, listParam } from '../../offline/overlayFilters';
import {
  indexOnce,
  type OverlayContext,
  type PendingChange,
  type PendingChangeOf,
} from '../../offline/pendingChanges';
import { createdEntries, editedEntries, entryChangesOf, type EntryChanges } from '../entries/overlay';
import { byNewestEntry } from '../entries/overlayRecords';
import { walkKeys } from './keys';
import { applyWalkUpdate, byNewestWalk, walkFromCreate } from './overlayRecords';

/*
 * The walks' overlays (offline/overlay.ts): the walks list, its counts, the dashboard's current
 * walks, one walk and a walk's entries, with the user's queued walk and entry changes on top.
 */

interface WalksPage {
  walks: TWalk[];
  nextCursor: string | null;
}

/** The queued walk changes by walk, indexed once per outbox state. */
interface WalkChanges {
  creates: Map<string, PendingChangeOf<'walk.create'>>;
  updates: Map<string, PendingChangeOf<'walk.update'>[]>;
}

const WALK_INDEX = {};

function walkChangesOf(changes: readonly PendingChange[]): WalkChanges {
  return indexOnce(changes, WALK_INDEX, () => {
    const index: WalkChanges = { creates: new Map(), updates: new Map() };
    for (const change of changes) {
      if (change.name === 'walk.create') index.creates.set(change.args.id, change);
      else if (change.name === 'walk.update') pushTo(index.updates, change.args.id, change);
    }
    return index;
  });
}

/**
 * The walks list's filters (GET /api/walks and /counts) on a walk started on this device: in
 * progress and led by the user, so it is in My Walks' In Progress. Team Walks, hidden offline, show
 * it once the server has it. Without a subTab (the counts) only the other filters apply.
 */
function startedWalkMatchesSearch(walk: TWalk, searchText: string): boolean {
  const search = new URLSearchParams(searchText);
  return (
    search.get('currentTab') !== '1' &&
    search.get('subTab') !== '1' &&
    allows(listParam(search, 'schoolIds'), walk.schoolId) &&
    allows(listParam(search, 'walkTypes'), walk.walkType) &&
    isWithinDateRange(search, walk.timeCreated)
  );
}

/** A walk's entries (walk screen, review, complete): its queued creates added, edits merged, deletes dropped. */
export function overlayWalkEntries(
  entries: readonly TEntry[] | undefined,
  walkId: string,
  ctx: OverlayContext,
): readonly TEntry[] | undefined {
  const index = entryChangesOf(ctx.changes);
  const edited = editedEntries(entries ?? [], index, ctx, () => true);
  const present = new Set((entries ?? []).map((entry) => entry.id));
  const added = createdEntries(index, ctx, present, (entry) => entry.walkId === walkId);
  // A walk started here has no entries on the server yet (its request fails until it syncs).
  if (added.length === 0 && entries === undefined)
    return walkChangesOf(ctx.changes).creates.has(walkId) ? [] : undefined;
  if (added.length === 0) return edited;
  return [...edited, ...added].sort(byNewestEntry);
}

/** A walk's entry count after entries logged or deleted here (the server's list tells which were its). */
function adjustedEntryCount(walk: TWalk, index: EntryChanges, ctx: OverlayContext): number {
  const listed = ctx.cached?.(walkKeys.entries(walk.id)) as readonly TEntry[] | undefined;
  const serverIds = new Set((listed ?? []).map((entry) => entry.id));
  const added = [...index.creates.values()].filter(
    (change) =>
      change.args.walkId === walk.id &&
      !serverIds.has(change.args.id) &&
      !index.deletedIds.has(change.args.id),
  ).length;
  const removed = [...index.deletedIds].filter((id) => serverIds.has(id)).length;
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
  const index = walkChangesOf(ctx.changes);
  const create = index.creates.get(id);
  const base = walk ?? (create ? walkFromCreate(create, ctx) : walk);
  if (!base) return base;
  const updates = index.updates.get(id) ?? [];
  const updated = updates.reduce((current, change) => applyWalkUpdate(current, change), base);
  const entryCount = adjustedEntryCount(updated, entryChangesOf(ctx.changes), ctx);
  return entryCount === updated.entryCount ? updated : { ...updated, entryCount };
}

/** The listed walks with their changes, and walks started here that `belongs` accepts, newest first. */
function overlayWalkList(
  walks: readonly TWalk[],
  ctx: OverlayContext,
  present: ReadonlySet<string>,
  belongs: (walk: TWalk) => boolean,
): readonly TWalk[] {
  const index = walkChangesOf(ctx.changes);
  const changed = walks.map((walk) => overlayWalk(walk, walk.id, ctx) ?? walk);
  const isChanged = changed.some((walk, position) => walk !== walks[position]);
  const added = [...index.creates.keys()]
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
