import {
  type TDashboardOrderRequest,
  ZEntriesPage,
  ZMeResponse,
  ZSchoolLeaderboard,
  ZTopWalkers,
} from '@schooldog/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { ME_QUERY_KEY } from '../auth/me';

/** How many of the user's entries My Logged Entries lists. */
export const MY_ENTRIES_SHOWN = 5;

/** The user's latest entries. Under 'entries', so every entry change (live or the user's) refreshes it. */
export function useMyLatestEntries(userId: string) {
  const search = new URLSearchParams({ userIds: userId, limit: String(MY_ENTRIES_SHOWN) }).toString();
  return useQuery({
    queryKey: ['entries', 'dashboard', search],
    queryFn: ({ signal }) => apiFetch(`/api/entries?${search}`, { schema: ZEntriesPage, signal }),
  });
}

/** The School Leaderboard of a cycle (the current one when none is chosen yet). */
export function useSchoolLeaderboard(cycle: string | null) {
  const search = cycle ? `?${new URLSearchParams({ cycle }).toString()}` : '';
  return useQuery({
    // Counts change with every entry: a key under 'entries' is refreshed with them.
    queryKey: ['entries', 'leaderboard', cycle ?? 'current'],
    queryFn: ({ signal }) =>
      apiFetch(`/api/leaderboards/schools${search}`, { schema: ZSchoolLeaderboard, signal }),
    // Another cycle keeps the last one's rows on screen until its own arrive (no jump to a placeholder).
    placeholderData: keepPreviousData,
  });
}

/** The current school year's Top Walkers. */
export function useTopWalkers() {
  return useQuery({
    queryKey: ['entries', 'topWalkers'],
    queryFn: ({ signal }) => apiFetch('/api/leaderboards/top-walkers', { schema: ZTopWalkers, signal }),
  });
}

/** PUT /api/me/dashboard-order; the answer replaces the cached user, so the dashboard follows at once. */
export function useSaveDashboardOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDashboardOrderRequest) =>
      apiFetch('/api/me/dashboard-order', { schema: ZMeResponse, method: 'PUT', body }),
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
