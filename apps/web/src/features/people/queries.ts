import { ZPersonCard } from '@schooldog/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../api/client';

/** A card changes rarely (a name, a title); one read serves every mention for a while. */
const CARD_STALE_MS = 5 * 60_000;

/** GET /api/people/:userId; null when the person does not exist (any more): 'Unknown User'. */
export const personCardQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['people', userId, 'card'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch(`/api/people/${encodeURIComponent(userId)}`, { schema: ZPersonCard, signal });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    staleTime: CARD_STALE_MS,
  });
