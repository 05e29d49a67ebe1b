import { type TMeResponse, ZMeResponse } from '@schooldog/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiFetch, isNetworkError, isTimeout } from '../../api/client';
import { clearCachedUser, useCachedUser } from '../../offline/cachedUser';
import { useConnectivity } from '../../offline/connectivity';
import { withOverlaidData } from '../../offline/overlaidData';

import { ME_QUERY_KEY } from './meKey';

export { ME_QUERY_KEY };

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

type MeQueryResult = ReturnType<typeof useQuery<TMeResponse | null, unknown>>;

export type MeResult = MeQueryResult & {
  /** Set when the user comes from the device (offline start), not from the server. */
  isCachedUser?: true;
};

interface UseMeOptions {
  /**
   * Outside the sign-in guard (sign-in page, public pages, the maintenance watch): ask the server
   * only when the device keeps a signed-in user, the session hint (the session cookie is not
   * readable from script). Without it the visitor is signed out, and no request (whose 401 every
   * browser logs as an error) is made.
   */
  onlyWithSessionHint?: boolean;
}

/**
 * `data` is undefined while unknown, null when signed out. While the device is offline (natively
 * or by Offline Mode) and the server has not answered, it is the user cached on the device, so
 * the app starts without the network; the server's answer replaces it once online (a 401 then
 * still signs out).
 */
export function useMe({ onlyWithSessionHint = false }: UseMeOptions = {}): MeResult {
  const cachedUser = useCachedUser();
  const hasNoHint = onlyWithSessionHint && !cachedUser;
  const query = useQuery({ ...meQueryOptions, enabled: !hasNoHint });
  const { isOffline } = useConnectivity();
  // A kept user the server no longer knows is no hint for the next visit.
  useEffect(() => {
    if (onlyWithSessionHint && query.data === null && cachedUser) clearCachedUser();
  }, [onlyWithSessionHint, query.data, cachedUser]);
  // The query's own (tracked) result whenever the server's answer or its absence is what counts.
  if (query.data !== undefined) return query;
  if (hasNoHint) return withOverlaidData<MeQueryResult>(query, null);
  if (!isOffline || !cachedUser) return query;
  return { ...withOverlaidData<MeQueryResult>(query, cachedUser), isCachedUser: true };
}
