import {
  type TFavoriteInsightRequest,
  ZFavoriteInsights,
  ZInsightChoices,
  ZInsightResult,
} from '@schooldog/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { type ExplorerState, insightSearch, isReady } from './explorerState';

/** Every insights query starts with 'insights'. */
export const insightKeys = {
  counts: (search: string) => ['insights', 'counts', search] as const,
  choices: () => ['insights', 'choices'] as const,
  favorites: () => ['insights', 'favorites'] as const,
};

/** GET /api/insights for the explorer's state; waits until the mode's selection is complete. */
export function useInsights(state: ExplorerState, options: { enabled?: boolean } = {}) {
  const search = insightSearch(state);
  return useQuery({
    queryKey: insightKeys.counts(search),
    queryFn: ({ signal }) => apiFetch(`/api/insights?${search}`, { schema: ZInsightResult, signal }),
    enabled: (options.enabled ?? true) && isReady(state),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The address of the data explorer's CSV. */
export const insightsCsvUrl = (state: ExplorerState) => `/api/insights.csv?${insightSearch(state)}`;

/** The people and tags with counts, for the user and tag pickers. */
export function useInsightChoices(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: insightKeys.choices(),
    queryFn: ({ signal }) => apiFetch('/api/insights/choices', { schema: ZInsightChoices, signal }),
    enabled: options.enabled ?? true,
    staleTime: 5 * 60_000,
  });
}

export function useFavoriteInsights() {
  return useQuery({
    queryKey: insightKeys.favorites(),
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/me/favorite-insights', { schema: ZFavoriteInsights, signal })).favorites,
  });
}

export type FavoriteChange =
  | { kind: 'add'; favorite: TFavoriteInsightRequest }
  | { kind: 'rename'; favoriteId: string; insightName: string }
  | { kind: 'remove'; favoriteId: string };

function changeFavorites(change: FavoriteChange) {
  const at = (id: string) => `/api/me/favorite-insights/${encodeURIComponent(id)}`;
  const schema = ZFavoriteInsights;
  switch (change.kind) {
    case 'add':
      return apiFetch('/api/me/favorite-insights', { schema, method: 'POST', body: change.favorite });
    case 'rename':
      return apiFetch(at(change.favoriteId), {
        schema,
        method: 'PATCH',
        body: { insightName: change.insightName },
      });
    case 'remove':
      return apiFetch(at(change.favoriteId), { schema, method: 'DELETE' });
  }
}

/** A change of one's favourites: the saved list replaces the shown one. */
export function useChangeFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFavorites,
    onSuccess: (saved) => queryClient.setQueryData(insightKeys.favorites(), saved.favorites),
  });
}
