import {
  PAGE_SIZES,
  type TCompleteWalkRequest,
  type TEntry,
  type TSubmitForReviewRequest,
  type TSubmitReviewRequest,
  type TUpdateWalkRequest,
  type TWalk,
} from '@schooldog/domain';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cursorPagesQuery, nullWhenNotFound } from '../../api/queryHelpers';
import type { OverlayContext } from '../../offline/pendingChanges';
import { useWithQueuedChanges } from '../entries/queries';
import {
  archiveWalk,
  completeWalk,
  deleteWalk,
  fetchCurrentWalks,
  fetchEligibleCollaborators,
  fetchWalk,
  fetchWalkCounts,
  fetchWalkEntries,
  fetchWalkReviewers,
  fetchWalks,
  placeWalkInProgress,
  reviewWalk,
  submitWalk,
  updateWalk,
} from './api';
import { walkKeys } from './keys';
import {
  overlayWalk,
  overlayWalkCounts,
  overlayWalkEntries,
  overlayWalkPages,
  overlayWalks,
} from './overlay';

/** The cache keys live apart so the overlays and the feature's sync definition can read them. */
export { walkKeys };

/** Pages of 20 walks; `search` is the list's filters as a query string, without cursor and limit. */
export function walksQuery(search: string) {
  return cursorPagesQuery({
    queryKey: walkKeys.list(search),
    search,
    pageSize: PAGE_SIZES.walks,
    fetchPage: fetchWalks,
  });
}

/** The walks list, with walks started and changed offline (queued in the outbox). */
export function useWalks(search: string) {
  return useWithQueuedChanges(useInfiniteQuery(walksQuery(search)), overlayWalkPages, search);
}

/** The sub-tab badges for the same filters, counting walks started offline. */
export function useWalkCounts(search: string) {
  const query = useQuery({
    queryKey: walkKeys.count(search),
    queryFn: ({ signal }) => fetchWalkCounts(search, signal),
  });
  return useWithQueuedChanges(query, overlayWalkCounts, search);
}

/** The user's in-progress walks, optionally at one school (also warmed for offline use). */
export function currentWalksQuery(schoolId = '') {
  return queryOptions({
    queryKey: walkKeys.current(schoolId),
    queryFn: ({ signal }) => fetchCurrentWalks(schoolId || undefined, signal),
  });
}

function currentWalksWithQueued(
  walks: TWalk[] | undefined,
  schoolId: string | undefined,
  overlay: OverlayContext,
): TWalk[] | undefined {
  const overlaid = overlayWalks(walks, overlay, (walk) => !schoolId || walk.schoolId === schoolId);
  return overlaid === walks || overlaid === undefined ? walks : [...overlaid];
}

function walkEntriesWithQueued(
  entries: TEntry[] | undefined,
  walkId: string,
  overlay: OverlayContext,
): TEntry[] | undefined {
  const overlaid = overlayWalkEntries(entries, walkId, overlay);
  return overlaid === entries || overlaid === undefined ? entries : [...overlaid];
}

/** The user's in-progress walks (dashboard), optionally at one school, with walks started offline. */
export function useCurrentWalks(schoolId?: string, options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...currentWalksQuery(schoolId), enabled: options.enabled ?? true });
  return useWithQueuedChanges(query, currentWalksWithQueued, schoolId);
}

export function useEligibleCollaborators(schoolId: string | null) {
  return useQuery({
    queryKey: walkKeys.collaborators(schoolId ?? ''),
    queryFn: ({ signal }) => fetchEligibleCollaborators(schoolId ?? '', signal),
    enabled: Boolean(schoolId),
    staleTime: 60_000,
  });
}

/** One walk; null once it is missing or no longer visible (404), so its screen can leave. */
export function walkQuery(id: string) {
  return queryOptions({
    queryKey: walkKeys.detail(id),
    queryFn: ({ signal }) => nullWhenNotFound(fetchWalk(id, signal)),
  });
}

/** One walk with its queued changes; a walk started offline too (before the server has it). */
export function useWalk(id: string) {
  return useWithQueuedChanges(useQuery(walkQuery(id)), overlayWalk, id, { waitsForOutbox: true });
}

/** A walk's entries (also warmed for offline use). */
export function walkEntriesQuery(id: string) {
  return queryOptions({
    queryKey: walkKeys.entries(id),
    queryFn: ({ signal }) => fetchWalkEntries(id, signal),
  });
}

/** A walk's entries with the ones logged, edited and deleted offline. */
export function useWalkEntries(id: string) {
  return useWithQueuedChanges(useQuery(walkEntriesQuery(id)), walkEntriesWithQueued, id);
}

export function useWalkReviewers(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: walkKeys.reviewers(id),
    queryFn: ({ signal }) => fetchWalkReviewers(id, signal),
    enabled: options.enabled ?? true,
  });
}

/** After any write: the walk as answered (null once deleted) goes in the cache; lists, counts and current walks refresh. */
function useRefreshWalk() {
  const queryClient = useQueryClient();
  return async (id: string, walk: TWalk | null) => {
    queryClient.setQueryData(walkKeys.detail(id), walk);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: walkKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: walkKeys.counts() }),
      queryClient.invalidateQueries({ queryKey: ['walks', 'current'] }),
    ]);
  };
}

function useRefreshAfterWrite() {
  const refresh = useRefreshWalk();
  return (walk: TWalk) => refresh(walk.id, walk);
}

export function useUpdateWalk() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TUpdateWalkRequest }) => updateWalk(id, changes),
    onSuccess: refresh,
  });
}

export function useSubmitWalk() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, ...request }: TSubmitForReviewRequest & { id: string }) => submitWalk(id, request),
    onSuccess: refresh,
  });
}

export function useReviewWalk() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: TSubmitReviewRequest }) => reviewWalk(id, review),
    onSuccess: refresh,
  });
}

export function useCompleteWalk() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, ...request }: TCompleteWalkRequest & { id: string }) => completeWalk(id, request),
    onSuccess: refresh,
  });
}

export function usePlaceWalkInProgress() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: (id: string) => placeWalkInProgress(id), onSuccess: refresh });
}

export function useArchiveWalk() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) => archiveWalk(id, archived),
    onSuccess: refresh,
  });
}

export function useDeleteWalk() {
  const refresh = useRefreshWalk();
  return useMutation({
    mutationFn: (id: string) => deleteWalk(id),
    onSuccess: (_result, id) => refresh(id, null),
  });
}
