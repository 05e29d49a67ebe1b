import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../i18n';
import '../../i18n/dashboardCards.texts';
import { ListRowsSkeleton } from '../../ui/ListRowsSkeleton';
import { RetryAlert } from '../../ui/RetryAlert';
import { useCurrentUser } from '../auth/currentUser';
// The chip drawn here, not EntryTypeChip: importing it would cut it out of the entries screens' chunk (one more script there).
import { categoryLabel, ENTRY_TYPE_COLORS, ENTRY_TYPE_LABEL_KEYS, itemLabelOf } from '../entries/labels';
import { useObservationSettings } from '../observation-settings/queries';
import { schoolName } from '../walks/labels';
import { MY_ENTRIES_SHOWN, useMyLatestEntries } from './queries';

/**
 * My Logged Entries (spec 000 §2 "Dashboard", log entries): the user's latest entries, newest
 * first, each linking to its page, and a link to all of them in the entries explorer.
 */
export function MyLoggedEntriesCard() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const headingId = useId();
  const latest = useMyLatestEntries(me.user.id);
  const { data: settings } = useObservationSettings();
  const entries = latest.data?.entries ?? [];
  const dateFormat = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium' });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('dashboard.cards.myLoggedEntries')}
      </Typography>
      {latest.isPending ? <ListRowsSkeleton count={3} /> : null}
      {latest.isError ? (
        <RetryAlert
          retryLabel={t('dashboardCards.myEntries.retry')}
          onRetry={() => void latest.refetch()}
          cause={latest.error}
        >
          {t('dashboardCards.myEntries.loadFailed')}
        </RetryAlert>
      ) : null}
      {latest.isSuccess && entries.length === 0 ? (
        <Typography color="text.secondary">{t('dashboardCards.myEntries.empty')}</Typography>
      ) : null}
      {entries.length > 0 ? (
        <>
          <List disablePadding aria-labelledby={headingId}>
            {entries.slice(0, MY_ENTRIES_SHOWN).map((entry) => {
              const item =
                itemLabelOf(settings, entry.observationItemId) ??
                categoryLabel(settings, entry.observationCategoryId) ??
                '';
              const school =
                schoolName(me.schools, entry.schoolId) ?? t('dashboardCards.myEntries.unknownSchool');
              return (
                <ListItem key={entry.id} disablePadding divider>
                  <ListItemButton component={RouterLink} to={`/entries/${entry.id}`}>
                    <ListItemText
                      primary={item}
                      secondary={`${school} · ${dateFormat.format(new Date(entry.timestamp))}`}
                    />
                    <Chip
                      size="small"
                      color={ENTRY_TYPE_COLORS[entry.observationType]}
                      label={t(ENTRY_TYPE_LABEL_KEYS[entry.observationType])}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          <Link
            component={RouterLink}
            to={`/entries?${new URLSearchParams({ userIds: me.user.id }).toString()}`}
            sx={{ display: 'inline-block', mt: 1.5 }}
          >
            {t('dashboardCards.myEntries.viewAll')}
          </Link>
        </>
      ) : null}
    </Paper>
  );
}
