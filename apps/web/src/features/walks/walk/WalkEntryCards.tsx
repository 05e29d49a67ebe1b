import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { TEntry, TObservationSettings } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../ui/CardListSkeleton';
import { GridList, TWO_COLUMNS } from '../../../ui/GridList';
import { SkeletonRegion } from '../../../ui/SkeletonRegion';
import { useCurrentUser } from '../../auth/currentUser';
import { EntryCard } from '../../entries/EntryCard';
import { useSettingsArriving } from '../../observation-settings/queries';

interface WalkEntryCardsProps {
  entries: TEntry[] | undefined;
  isError?: boolean;
  settings: TObservationSettings | undefined;
  /** One column (drawer) or a responsive grid. */
  isCompact?: boolean;
  /** Shows Edit on the cards this returns true for. */
  canEdit?: (entry: TEntry) => boolean;
  onEdit?: (entry: TEntry) => void;
  /** How many cards to sketch while loading (the walk's entry count), so the space is near right. */
  expectedCount?: number;
}

// Enough sketched cards to fill a screen, not a long walk's worth.
const MAX_SKETCHED = 4;

/** The walk's entries as cards; deleted ones are left out. */
export function WalkEntryCards(props: WalkEntryCardsProps) {
  const { entries, settings, isCompact = false, canEdit, onEdit } = props;
  const { t } = useTranslation();
  const me = useCurrentUser();
  const isSettingsArriving = useSettingsArriving(settings);
  const columns = isCompact ? '1fr' : TWO_COLUMNS;
  if (props.isError) return <Alert severity="error">{t('walks.walk.entriesFailed')}</Alert>;
  // The cards also wait for the settings that name them, so they do not grow when the names come.
  if (!entries || isSettingsArriving) {
    const count = Math.min(props.expectedCount ?? 2, MAX_SKETCHED);
    // None expected: the room of the 'no entries' notice.
    if (count === 0) {
      return (
        <SkeletonRegion>
          <Skeleton variant="rounded" height={48} />
        </SkeletonRegion>
      );
    }
    return <CardListSkeleton shape="entry" count={count} columns={columns} gap={1.5} hasActions={!!onEdit} />;
  }
  const shown = entries.filter((entry) => !entry.isDeleted);
  if (shown.length === 0) {
    return <Alert severity="info">{t('walks.walk.noEntries')}</Alert>;
  }
  return (
    <GridList aria-label={t('walks.walk.entriesTitle')} gap={1.5} columns={columns}>
      {shown.map((entry) => (
        <li key={entry.id}>
          <EntryCard
            entry={entry}
            settings={settings}
            schools={me.schools}
            headingLevel="h2"
            actions={
              onEdit && canEdit?.(entry) ? (
                <Button size="small" onClick={() => onEdit(entry)}>
                  {t('walks.walk.editEntry')}
                </Button>
              ) : undefined
            }
          />
        </li>
      ))}
    </GridList>
  );
}
