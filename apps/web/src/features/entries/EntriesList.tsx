import Button from '@mui/material/Button';
import type { TEntry, TMeResponse, TObservationSettings } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../ui/PagedList';
import { EntryCard } from './EntryCard';
import { useEntries } from './queries';

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
  return (
    <PagedList
      query={entries}
      items={entries.data?.pages.flatMap((page) => page.entries) ?? []}
      getKey={(entry) => entry.id}
      texts={{
        loadFailed: t('entries.loadFailed'),
        retry: t('entries.retry'),
        empty: t('messages.noEntries'),
        loadMore: t('entries.loadMore'),
        patience: t('entries.patience'),
      }}
      renderItem={(entry) => (
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
      )}
    />
  );
}
