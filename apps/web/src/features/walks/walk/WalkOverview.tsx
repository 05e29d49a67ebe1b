import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OBSERVATION_TYPES, type TEntry, type TObservationSettings, type TWalk } from '@schooldog/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { categoryLabel, ENTRY_COUNT_KEYS, ENTRY_TYPE_COLORS } from '../../entries/labels';
import { Detail, DetailList } from '../../../ui/DetailList';
import { WalkPeopleDetails } from '../WalkPeopleDetails';
import { WalkHistorySection } from './WalkHistory';
import { minutesWalked, summarizeWalkEntries, type WalkEntrySummary } from './walkSummary';

interface WalkOverviewProps {
  walk: TWalk;
  /** The walk's entries as the screen holds them (cached or logged offline); undefined while they load. */
  entries: TEntry[] | undefined;
  settings: TObservationSettings | undefined;
}

/**
 * The Overview tab: a summary of the walk (entries by type and by category, who takes part, its
 * times), then its history. Built from what the walk screen already holds, so it works offline.
 */
export function WalkOverview({ walk, entries, settings }: WalkOverviewProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const format = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeStyle: 'short' });
  const summary = entries ? summarizeWalkEntries(entries) : null;
  const minutes = minutesWalked(walk.timeCreated, summary?.lastEntryAt ?? null);
  const time = (iso: string) => <time dateTime={iso}>{format.format(new Date(iso))}</time>;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {t('walks.walk.overview.title')}
        </Typography>
        <Stack spacing={2}>
          <EntriesSummary summary={summary} entryCount={walk.entryCount} settings={settings} />
          <DetailList aria-label={t('walks.walk.overview.details')}>
            <WalkPeopleDetails walk={walk} />
            <Detail term={t('walks.list.card.started')} value={time(walk.timeCreated)} />
            {summary?.lastEntryAt ? (
              <Detail term={t('walks.walk.overview.lastEntry')} value={time(summary.lastEntryAt)} />
            ) : null}
            {minutes !== null ? (
              <Detail
                term={t('walks.walk.overview.timeWalked')}
                value={
                  minutes === 0
                    ? t('walks.walk.overview.underAMinute')
                    : minutes < 60
                      ? t('walks.walk.overview.minutes', { count: minutes })
                      : t('walks.walk.overview.hoursMinutes', {
                          hours: Math.floor(minutes / 60),
                          minutes: minutes % 60,
                        })
                }
              />
            ) : null}
          </DetailList>
        </Stack>
      </Paper>
      <WalkHistorySection walk={walk} />
    </Stack>
  );
}

function EntriesSummary({
  summary,
  entryCount,
  settings,
}: {
  summary: WalkEntrySummary | null;
  entryCount: number;
  settings: TObservationSettings | undefined;
}) {
  const { t } = useTranslation();
  const total = summary?.total ?? entryCount;
  if (total === 0) {
    return <Typography color="text.secondary">{t('walks.walk.noEntries')}</Typography>;
  }
  const typesOf = (byType: WalkEntrySummary['byType']) =>
    OBSERVATION_TYPES.filter((type) => byType[type] > 0).map((type) => ({
      type,
      text: t(ENTRY_COUNT_KEYS[type], { count: byType[type] }),
    }));
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mr: 0.5 }}>
          {t(ENTRY_COUNT_KEYS.all, { count: total })}
        </Typography>
        {summary
          ? typesOf(summary.byType).map(({ type, text }) => (
              <Chip key={type} size="small" variant="outlined" color={ENTRY_TYPE_COLORS[type]} label={text} />
            ))
          : null}
      </Stack>
      {summary ? (
        <Box component="section" aria-label={t('walks.walk.overview.byCategory')}>
          <Typography variant="subtitle2" component="h3" color="text.secondary" gutterBottom>
            {t('walks.walk.overview.byCategory')}
          </Typography>
          <DetailList>
            {summary.categories.map((category) => (
              <Detail
                key={category.categoryId}
                term={
                  categoryLabel(settings, category.categoryId) ?? t('walks.walk.overview.unknownCategory')
                }
                value={`${t(ENTRY_COUNT_KEYS.all, { count: category.total })} (${typesOf(category.byType)
                  .map(({ text }) => text)
                  .join(', ')})`}
              />
            ))}
          </DetailList>
        </Box>
      ) : null}
    </Stack>
  );
}
