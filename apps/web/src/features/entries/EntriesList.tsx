import Button from '@mui/material/Button';
import type { TEntry, TMeResponse, TObservationSettings } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../ui/CardListSkeleton';
import { PagedList } from '../../ui/PagedList';
import { EntryCard } from './EntryCard';
import { useEntries } from './queries';
import { useSettingsArriving } from '../observation-settings/queries';

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
  const isSettingsArriving = useSettingsArriving(settings);
  return (
    <PagedList
      // The cards wait for the settings that name them, so they do not grow when the names come.
      query={isSettingsArriving ? { ...entries, isPending: true } : entries}
      items={entries.data?.pages.flatMap((page) => page.entries) ?? []}
      getKey={(entry) => entry.id}
      texts={{
        loadFailed: t('entries.loadFailed'),
        retry: t('entries.retry'),
        empty: t('messages.noEntries'),
        loadMore: t('entries.loadMore'),
        patience: t('entries.patience'),
      }}
      skeleton={<CardListSkeleton shape="entry" count={6} hasActions />}
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
