import {
  PAGE_SIZES,
  ZEntriesCount,
  ZEntriesPage,
  ZEntry,
  ZEntryTags,
  ZSchoolLocations,
  ZUploadedPicture,
} from '@schooldog/domain';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '../../api/client';
import { cursorPagesQuery, nullWhenNotFound } from '../../api/queryHelpers';
import { pictureUrl } from './pictureUrl';
import type { OverlayContext } from '../../offline/pendingChanges';
import { useIsOutboxLoaded, usePendingOverlay, withOverlaidData } from '../../offline/pendingViews';
import { overlayEntriesCount, overlayEntry, overlayEntryPages } from './overlay';
import { observationSettingsQuery } from '../observation-settings/queries';
import { entryKeys, locationsKey } from './keys';

/** The cache keys live apart so the overlays and the feature's sync definition can read them. */
export { entryKeys };

export { locationsKey };

/**
 * What the overlays need to show the user's queued changes (offline/pendingChanges.ts); null when
 * nothing is queued, so the screens read the server's data untouched.
 */
export function useOverlayContext(): OverlayContext | null {
  const pending = usePendingOverlay();
  // The settings name an entry's tags; they are read only while something is queued.
  const settings = useQuery({ ...observationSettingsQuery, enabled: pending !== null });
  return useMemo(() => (pending ? { ...pending, settings: settings.data } : null), [pending, settings.data]);
}

/**
 * A query's result with the user's queued changes laid over its data by `apply` (a pure overlay of
 * an overlay of the feature's (e.g. ./overlay.ts), called with `arg`, only while something is queued). With `waitsForOutbox`, a
 * null answer (missing on the server) reads as not known yet until the outbox has loaded: the
 * record may have been made on this device.
 */
export function useWithQueuedChanges<R extends { data: unknown }, A>(
  query: R,
  apply: (data: R['data'], arg: A, overlay: OverlayContext) => R['data'],
  arg: A,
  options: { waitsForOutbox?: boolean } = {},
): R {
  const overlay = useOverlayContext();
  const isOutboxLoaded = useIsOutboxLoaded();
  const isWaiting = options.waitsForOutbox === true && query.data === null && !isOutboxLoaded;
  const data = useMemo(
    () => (isWaiting ? undefined : overlay ? apply(query.data, arg, overlay) : query.data),
    [isWaiting, overlay, apply, query.data, arg],
  );
  return withOverlaidData(query, data);
}

/** `search` is the explorer's filters as a query string (see searchFromFilters). */
export function entriesQuery(search: string) {
  return cursorPagesQuery({
    queryKey: entryKeys.list(search),
    search,
    pageSize: PAGE_SIZES.entriesExplorer,
    fetchPage: (params, signal) => apiFetch(`/api/entries?${params}`, { schema: ZEntriesPage, signal }),
    // "Load More (shown when a page is full)": a short page is the last one.
    itemsOf: (page) => page.entries,
  });
}

/** Pages of 32 entries, newest first unless the filters say otherwise; with the user's queued changes. */
export function useEntries(search: string) {
  return useWithQueuedChanges(useInfiniteQuery(entriesQuery(search)), overlayEntryPages, search);
}

export function entriesCountQuery(search: string) {
  return queryOptions({
    queryKey: entryKeys.count(search),
    queryFn: ({ signal }) => apiFetch(`/api/entries/count?${search}`, { schema: ZEntriesCount, signal }),
  });
}

/** The total that matches the filters, from the unpaged count query, with entries logged offline. */
export function useEntriesCount(search: string) {
  return useWithQueuedChanges(useQuery(entriesCountQuery(search)), overlayEntriesCount, search);
}

/** One entry; null once it is missing or no longer visible (404), so the page can leave. */
export function entryQuery(id: string) {
  return queryOptions({
    queryKey: entryKeys.detail(id),
    queryFn: ({ signal }) =>
      nullWhenNotFound(apiFetch(`/api/entries/${encodeURIComponent(id)}`, { schema: ZEntry, signal })),
  });
}

/** One entry, with the user's queued changes: also one logged offline, and null once deleted offline. */
export function useEntry(id: string) {
  return useWithQueuedChanges(useQuery(entryQuery(id)), overlayEntry, id, { waitsForOutbox: true });
}

/** The school's location profile (also warmed for offline use). */
export function schoolLocationsQuery(schoolId: string) {
  return queryOptions({
    queryKey: locationsKey(schoolId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/schools/${encodeURIComponent(schoolId)}/locations`, {
        schema: ZSchoolLocations,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** The school's location profile, for the location field's suggestions. */
export function useSchoolLocations(schoolId: string | null) {
  return useQuery({
    ...schoolLocationsQuery(schoolId ?? ''),
    enabled: Boolean(schoolId),
    select: (data) => data.locations.map((location) => location.name),
  });
}

/** GET /api/entries/tags: the tags in use on entries the user may see, for the tag filter's suggestions. */
export function useEntryTags() {
  return useQuery({
    queryKey: entryKeys.tags(),
    queryFn: ({ signal }) => apiFetch('/api/entries/tags', { schema: ZEntryTags, signal }),
    staleTime: 5 * 60_000,
    select: (data) => data.tags,
  });
}

/** PUT /api/files/observations/{entryId}/{uid}: one picture's bytes; answers its storage path. */
export async function putPicture(path: string, picture: Blob): Promise<string> {
  const uploaded = await apiFetch(pictureUrl(path), {
    schema: ZUploadedPicture,
    method: 'PUT',
    body: picture,
  });
  return uploaded.path;
}
