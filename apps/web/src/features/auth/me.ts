import { type TMeResponse, ZMeResponse } from '@schooldog/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, isNetworkError, isTimeout } from '../../api/client';

export const ME_QUERY_KEY = ['me'] as const;

/** Beyond this, auth initialisation counts as timed out (spec 000 §2 "Guards and shell"). */
export const AUTH_INIT_TIMEOUT_MS = 15_000;

/** The signed-in user, or null when signed out (401). */
export async function fetchMe(signal?: AbortSignal): Promise<TMeResponse | null> {
  try {
    return await apiFetch('/api/me', { schema: ZMeResponse, signal, timeoutMs: AUTH_INIT_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** A lost connection may come back, so keep trying; a timeout or a refusal is an auth initialisation failure. */
function retryMe(failureCount: number, error: unknown): boolean {
  if (isNetworkError(error)) return true;
  if (isTimeout(error)) return false;
  return failureCount < 2;
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 60_000,
  retry: retryMe,
  retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
});

/** `data` is undefined while unknown, null when signed out. */
export function useMe() {
  return useQuery(meQueryOptions);
}
