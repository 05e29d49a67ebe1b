import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TEntry, TMeResponse, TObservationSettings } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useTimeElapsed } from '../../ui/useTimeElapsed';
import { EntryCard } from './EntryCard';
import { useEntries } from './queries';

/** "A load over 5 s shows a patience message." */
export const PATIENCE_DELAY_MS = 5_000;

interface EntriesListProps {
  search: string;
  settings: TObservationSettings | undefined;
  schools: TMeResponse['schools'];
  canEdit: (entry: TEntry) => boolean;
  onEdit: (entry: TEntry) => void;
}

/** The explorer's cards in pages of 32, with Load More while a page comes back full. */
export function EntriesList({ search, settings, schools, canEdit, onEdit }: EntriesListProps) {
  const { t } = useTranslation();
  const entries = useEntries(search);
  const isLoading = entries.isPending || entries.isFetchingNextPage;
  const isSlow = useTimeElapsed(PATIENCE_DELAY_MS, isLoading);
  const list = entries.data?.pages.flatMap((page) => page.entries) ?? [];

  if (entries.isError && list.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void entries.refetch()}>
            {t('entries.retry')}
          </Button>
        }
      >
        {t('entries.loadFailed')}
      </Alert>
    );
  }

  const patience = isSlow ? (
    <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', mt: 2 }}>
      {t('entries.patience')}
    </Typography>
  ) : null;

  if (entries.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
        {patience}
      </Box>
    );
  }

  if (list.length === 0) {
    return (
      <Typography sx={{ py: 6, px: 2, textAlign: 'center' }} color="text.secondary">
        {t('messages.noEntries')}
      </Typography>
    );
  }

  return (
    <>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {list.map((entry) => (
          <li key={entry.id}>
            <EntryCard
              entry={entry}
              settings={settings}
              schools={schools}
              actions={
                canEdit(entry) ? (
                  <Button size="small" onClick={() => onEdit(entry)}>
                    {t('entries.card.edit')}
                  </Button>
                ) : null
              }
            />
          </li>
        ))}
      </Box>
      {entries.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            loading={entries.isFetchingNextPage}
            onClick={() => void entries.fetchNextPage()}
          >
            {t('entries.loadMore')}
          </Button>
        </Box>
      ) : null}
      {patience}
    </>
  );
}
