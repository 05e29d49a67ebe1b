// Apart from pendingViews.ts, which reads the outbox (Dexie): the signed-out screens use this too.

interface QueryLike {
  data: unknown;
}

/**
 * A query's result with the overlaid data. Data that exists only on this device reads as loaded
 * (no spinner while the request waits for the network) and as the whole list (no Load More).
 */
export function withOverlaidData<R extends QueryLike>(result: R, data: R['data']): R {
  if (data === result.data) return result;
  if (result.data !== undefined || data === undefined) return { ...result, data };
  const loaded = {
    ...result,
    data,
    status: 'success',
    isPending: false,
    isLoading: false,
    isSuccess: true,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
    error: null,
    ...('hasNextPage' in result ? { hasNextPage: false, isFetchingNextPage: false } : {}),
  };
  return loaded as R;
}
