import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import '../../i18n/dashboardCards.texts';
import { ListRowsSkeleton } from '../../ui/ListRowsSkeleton';
import { RetryAlert } from '../../ui/RetryAlert';
import { useSchoolLeaderboard } from './queries';

/** Gold, silver and bronze, by place. */
const MEDALS = [
  { key: 'dashboardCards.leaderboard.place1', color: '#C9A227' },
  { key: 'dashboardCards.leaderboard.place2', color: '#9EA3A8' },
  { key: 'dashboardCards.leaderboard.place3', color: '#B0703A' },
] as const;

/** 'YYYY-MM' as the month reads in the user's language: November 2026. */
function cycleLabel(cycle: string, language: string): string {
  const [year, month] = cycle.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/**
 * The School Leaderboard (spec 000 §2 "Dashboard", view entry leaderboards): the 3 schools with the
 * most entries in a monthly cycle, gold, silver and bronze, with a cycle selector of up to 36 months.
 */
export function SchoolLeaderboardCard() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const headingId = useId();
  const [cycle, setCycle] = useState<string | null>(null);
  const board = useSchoolLeaderboard(cycle);
  const cycles = board.data?.cycles ?? [];
  const shownCycle = cycle ?? board.data?.cycle ?? '';

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }} useFlexGap>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('dashboard.cards.schoolLeaderboard')}
        </Typography>
        {cycles.length > 0 ? (
          <TextField
            select
            size="small"
            label={t('dashboardCards.leaderboard.cycle')}
            value={shownCycle}
            onChange={(event) => setCycle(event.target.value)}
            sx={{ width: { xs: '100%', sm: 200 } }}
          >
            {cycles.map((value) => (
              <MenuItem key={value} value={value}>
                {cycleLabel(value, language)}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
      {board.isPending ? <ListRowsSkeleton count={3} /> : null}
      {board.isError ? (
        <RetryAlert
          retryLabel={t('dashboardCards.leaderboard.retry')}
          onRetry={() => void board.refetch()}
          cause={board.error}
        >
          {t('dashboardCards.leaderboard.loadFailed')}
        </RetryAlert>
      ) : null}
      {board.isSuccess && board.data.schools.length === 0 ? (
        <Typography color="text.secondary">{t('dashboardCards.leaderboard.empty')}</Typography>
      ) : null}
      {board.isSuccess && board.data.schools.length > 0 ? (
        <List disablePadding aria-labelledby={headingId} sx={{ opacity: board.isPlaceholderData ? 0.6 : 1 }}>
          {board.data.schools.map((school, place) => {
            const medal = MEDALS[place] ?? MEDALS[2];
            return (
              <ListItem key={school.schoolId} divider disableGutters>
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: medal.color, color: '#fff' }}>
                    <EmojiEventsIcon aria-hidden />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={school.name}
                  secondary={`${t(medal.key)} · ${t('dashboardCards.leaderboard.entries', { count: school.count })}`}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </Paper>
  );
}
