import { QueryClient } from '@tanstack/react-query';
import { ApiError, isNetworkError } from '../api/client';
import { QUERY_CACHE_MAX_AGE_MS } from '../offline/queryPersistence';

/** Client errors will not change by retrying; network and server errors might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (isNetworkError(error)) return failureCount < 3;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Unused data stays as long as the persisted cache may be restored, or a restore would be collected at once.
      queries: { staleTime: 30_000, gcTime: QUERY_CACHE_MAX_AGE_MS, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
