import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotSavedOnDevice } from '../offline/OfflineNotice';
import { GridList } from './GridList';
import { RetryAlert } from './RetryAlert';
import { useTimeElapsed } from './useTimeElapsed';

/** "A load over 5 s shows a patience message." */
export const PATIENCE_DELAY_MS = 5_000;

/** What the list needs of an infinite query (TanStack Query's `useInfiniteQuery`). */
interface PagedQuery {
  isError: boolean;
  error?: unknown;
  isPending: boolean;
  /** 'paused': waiting for a network the device does not have. */
  fetchStatus?: FetchStatus;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface PagedListProps<T> {
  query: PagedQuery;
  /** The loaded pages' items, in order. */
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  texts: {
    loadFailed: string;
    retry: string;
    empty: string;
    loadMore: string;
    /** Shown under the skeleton once a load takes over PATIENCE_DELAY_MS; none when left out. */
    patience?: string;
  };
  /** Shown while the first page loads: skeleton cards of the items' shape (CardListSkeleton). */
  skeleton: ReactNode;
  /** Makes the empty message a status, for pages that have no other count to announce. */
  isEmptyAnnounced?: boolean;
}

/** Cards in a 2-column grid (1 on phones), with Load More and the loading, slow, empty and failed states. */
export function PagedList<T>({
  query,
  items,
  getKey,
  renderItem,
  texts,
  skeleton,
  isEmptyAnnounced,
}: PagedListProps<T>) {
  const isLoading = query.isPending || query.isFetchingNextPage;
  const isSlow = useTimeElapsed(PATIENCE_DELAY_MS, isLoading && texts.patience !== undefined);

  if (query.isError && items.length === 0) {
    return (
      <RetryAlert retryLabel={texts.retry} onRetry={() => void query.refetch()} cause={query.error}>
        {texts.loadFailed}
      </RetryAlert>
    );
  }

  const patience = isSlow ? (
    <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', mt: 2 }}>
      {texts.patience}
    </Typography>
  ) : null;

  // Offline with nothing saved on the device: say so rather than show a load that never ends.
  if (query.isPending && query.fetchStatus === 'paused') return <NotSavedOnDevice />;
  if (query.isPending) {
    return (
      <>
        {skeleton}
        {patience}
      </>
    );
  }

  if (items.length === 0) {
    return (
      <Typography
        role={isEmptyAnnounced ? 'status' : undefined}
        sx={{ py: 6, px: 2, textAlign: 'center' }}
        color="text.secondary"
      >
        {texts.empty}
      </Typography>
    );
  }

  return (
    <>
      <GridList>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </GridList>
      <LoadMoreButton query={query} label={texts.loadMore} />
      {patience}
    </>
  );
}

/** Load More under a paged list or board: shown while the server has another page. */
export function LoadMoreButton({
  query,
  label,
}: {
  query: Pick<PagedQuery, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  label: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Button
        variant="outlined"
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {label}
      </Button>
    </Box>
  );
}
