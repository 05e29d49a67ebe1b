import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { TEntry, TObservationSettings } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { GridList, TWO_COLUMNS } from '../../../ui/GridList';
import { useCurrentUser } from '../../auth/currentUser';
import { EntryCard } from '../../entries/EntryCard';

interface WalkEntryCardsProps {
  entries: TEntry[] | undefined;
  isError?: boolean;
  settings: TObservationSettings | undefined;
  /** One column (drawer) or a responsive grid. */
  isCompact?: boolean;
  /** Shows Edit on the cards this returns true for. */
  canEdit?: (entry: TEntry) => boolean;
  onEdit?: (entry: TEntry) => void;
}

/** The walk's entries as cards; deleted ones are left out. */
export function WalkEntryCards(props: WalkEntryCardsProps) {
  const { entries, settings, isCompact = false, canEdit, onEdit } = props;
  const { t } = useTranslation();
  const me = useCurrentUser();
  if (props.isError) return <Alert severity="error">{t('walks.walk.entriesFailed')}</Alert>;
  if (!entries) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress aria-label={t('common.loading')} size={28} />
      </Box>
    );
  }
  const shown = entries.filter((entry) => !entry.isDeleted);
  if (shown.length === 0) {
    return <Alert severity="info">{t('walks.walk.noEntries')}</Alert>;
  }
  return (
    <GridList aria-label={t('walks.walk.entriesTitle')} gap={1.5} columns={isCompact ? '1fr' : TWO_COLUMNS}>
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
