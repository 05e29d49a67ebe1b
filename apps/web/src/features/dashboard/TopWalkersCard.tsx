import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/dashboardCards.texts';
import { ListRowsSkeleton } from '../../ui/ListRowsSkeleton';
import { RetryAlert } from '../../ui/RetryAlert';
import { useTopWalkers } from './queries';

/**
 * Top Walkers (spec 000 §2 "Dashboard", view entry leaderboards): the 5 people with the most entries
 * this school year (July 1 to June 30, written 2026-2027), each with more than 0.
 */
export function TopWalkersCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const top = useTopWalkers();
  const walkers = top.data?.walkers ?? [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'baseline', mb: 1.5, flexWrap: 'wrap' }}
        useFlexGap
      >
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('dashboard.cards.topWalkers')}
        </Typography>
        {top.data ? (
          <Typography variant="body2" color="text.secondary">
            {t('dashboardCards.topWalkers.schoolYear', { year: top.data.schoolYear })}
          </Typography>
        ) : null}
      </Stack>
      {top.isPending ? <ListRowsSkeleton count={3} /> : null}
      {top.isError ? (
        <RetryAlert
          retryLabel={t('dashboardCards.topWalkers.retry')}
          onRetry={() => void top.refetch()}
          cause={top.error}
        >
          {t('dashboardCards.topWalkers.loadFailed')}
        </RetryAlert>
      ) : null}
      {top.isSuccess && walkers.length === 0 ? (
        <Typography color="text.secondary">{t('dashboardCards.topWalkers.empty')}</Typography>
      ) : null}
      {walkers.length > 0 ? (
        <List component="ol" disablePadding aria-labelledby={headingId}>
          {walkers.map((walker, index) => (
            <ListItem key={walker.userId} divider disableGutters>
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'primary.main' }}>{index + 1}</Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={walker.name}
                secondary={t('dashboardCards.leaderboard.entries', { count: walker.count })}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}
