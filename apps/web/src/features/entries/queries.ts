import {
  PAGE_SIZES,
  type TCreateEntryRequest,
  type TEntry,
  type TUpdateEntryRequest,
  ZEntriesCount,
  ZEntriesPage,
  ZEntry,
  ZObservationSettings,
  ZPersonSummary,
} from '@schooldog/domain';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../api/client';
import { cursorPagesQuery, nullWhenNotFound } from '../../api/queryHelpers';

/** Every entry query starts with 'entries', so one invalidation refreshes lists, counts and single entries. */
export const entryKeys = {
  all: ['entries'] as const,
  lists: () => ['entries', 'list'] as const,
  list: (search: string) => ['entries', 'list', search] as const,
  counts: () => ['entries', 'count'] as const,
  count: (search: string) => ['entries', 'count', search] as const,
  detail: (id: string) => ['entries', 'detail', id] as const,
};

export const locationsKey = (schoolId: string) => ['schools', schoolId, 'locations'] as const;

const ZLocations = z.object({
  locations: z.array(z.object({ name: z.string(), count: z.number(), lastUsed: z.string() })),
});
const ZUsers = z.object({ users: z.array(ZPersonSummary) });
const ZUploadedFile = z.object({ path: z.string() });
const ZNoContent = z.unknown();

export const observationSettingsQuery = queryOptions({
  queryKey: ['observation-settings'],
  queryFn: ({ signal }) => apiFetch('/api/observation-settings', { schema: ZObservationSettings, signal }),
  staleTime: 5 * 60_000,
});

/** Categories and items for the picker and for naming entries. */
export function useObservationSettings() {
  return useQuery(observationSettingsQuery);
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

/** Pages of 32 entries, newest first unless the filters say otherwise. */
export function useEntries(search: string) {
  return useInfiniteQuery(entriesQuery(search));
}

/** The total that matches the filters, from the unpaged count query. */
export function useEntriesCount(search: string) {
  return useQuery({
    queryKey: entryKeys.count(search),
    queryFn: ({ signal }) => apiFetch(`/api/entries/count?${search}`, { schema: ZEntriesCount, signal }),
  });
}

/** One entry; null once it is missing or no longer visible (404), so the page can leave. */
export function entryQuery(id: string) {
  return queryOptions({
    queryKey: entryKeys.detail(id),
    queryFn: ({ signal }) =>
      nullWhenNotFound(apiFetch(`/api/entries/${encodeURIComponent(id)}`, { schema: ZEntry, signal })),
  });
}

export function useEntry(id: string) {
  return useQuery(entryQuery(id));
}

/** The school's location profile, for the location field's suggestions. */
export function useSchoolLocations(schoolId: string | null) {
  return useQuery({
    queryKey: locationsKey(schoolId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch(`/api/schools/${encodeURIComponent(schoolId ?? '')}/locations`, {
        schema: ZLocations,
        signal,
      }),
    enabled: Boolean(schoolId),
    staleTime: 5 * 60_000,
    select: (data) => data.locations.map((location) => location.name),
  });
}

/** People whose entries the user may filter by (needs view entries at every selected school). */
export function useEntryUsers(schoolIds: readonly string[]) {
  const search = new URLSearchParams();
  if (schoolIds.length > 0) search.set('schoolIds', schoolIds.join(','));
  return useQuery({
    queryKey: ['users', 'entry-reporters', search.toString()],
    queryFn: ({ signal }) => apiFetch(`/api/users?${search.toString()}`, { schema: ZUsers, signal }),
    staleTime: 5 * 60_000,
    select: (data) => data.users,
  });
}

/** PUT /api/files/observations/{entryId}/{uid}: one picture's bytes; answers its storage path. */
export async function putPicture(path: string, picture: Blob): Promise<string> {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const uploaded = await apiFetch(`/api/files/${encoded}`, {
    schema: ZUploadedFile,
    method: 'PUT',
    body: picture,
  });
  return uploaded.path;
}

function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return async (entry: TEntry) => {
    queryClient.setQueryData(entryKeys.detail(entry.id), entry);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: entryKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: entryKeys.counts() }),
      queryClient.invalidateQueries({ queryKey: locationsKey(entry.schoolId) }),
    ]);
  };
}

/** POST /api/entries with a client-made id, so a retried create is applied once. */
export function useCreateEntry() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: TCreateEntryRequest) =>
      apiFetch('/api/entries', { schema: ZEntry, method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** PATCH /api/entries/:id with only the changed fields. */
export function useUpdateEntry() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TUpdateEntryRequest }) =>
      apiFetch(`/api/entries/${encodeURIComponent(id)}`, { schema: ZEntry, method: 'PATCH', body: changes }),
    onSuccess: refresh,
  });
}

/** DELETE /api/entries/:id: permanent outside a walk. */
export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/entries/${encodeURIComponent(id)}`, { schema: ZNoContent, method: 'DELETE' }),
    onSuccess: async (_result, id) => {
      queryClient.setQueryData(entryKeys.detail(id), null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: entryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: entryKeys.counts() }),
      ]);
    },
  });
}
