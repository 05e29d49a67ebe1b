import type { TCursorPage } from '@schooldog/domain';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './client';

interface CursorPagesOptions<TPage, TKey extends QueryKey> {
  queryKey: TKey;
  /** The list's filters as a query string, without cursor and limit. */
  search: string;
  pageSize: number;
  /** One page for the full query string (filters, limit and cursor). */
  fetchPage: (search: string, signal: AbortSignal) => Promise<TPage>;
  /** "Load More (shown when a page is full)": with this, a page shorter than `pageSize` is the last one. */
  itemsOf?: (page: TPage) => readonly unknown[];
}

/** An infinite query over a list the API serves `pageSize` items at a time after a cursor. */
export function cursorPagesQuery<TPage extends TCursorPage, TKey extends QueryKey>(
  options: CursorPagesOptions<TPage, TKey>,
) {
  const { queryKey, search, pageSize, fetchPage, itemsOf } = options;
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(search);
      params.set('limit', String(pageSize));
      if (pageParam) params.set('cursor', pageParam);
      return fetchPage(params.toString(), signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page: TPage) =>
      !itemsOf || itemsOf(page).length >= pageSize ? page.nextCursor : null,
  });
}

/** The answer, or null when the thing is missing or no longer visible (404), so its screen can leave. */
export async function nullWhenNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
