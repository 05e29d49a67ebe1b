import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TInsightResult } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../offline/connectivity';
import { SkeletonRegion } from '../../ui/SkeletonRegion';
import { type ExplorerState, isReady } from './explorerState';
import { type ChartLine, InsightsChart } from './InsightsChart';
import { useInsights } from './queries';
import '../../i18n/insights.texts';

/** Lines drawn apart for a few chosen schools; otherwise the total alone. */
const SCHOOL_LINES_MAX = 6;

export function chartLines(result: TInsightResult, chosenSchools: number, totalLabel: string): ChartLine[] {
  const total = { label: totalLabel, values: result.total };
  if (chosenSchools < 2 || chosenSchools > SCHOOL_LINES_MAX) return [total];
  return [
    ...result.schools.map((school) => ({ label: school.schoolName, values: school.counts })),
    { ...total, isDashed: true },
  ];
}

/** "Mar 2026" in the reader's language. */
export function useMonthLabel() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
}

interface EntriesOverTimeProps {
  state: ExplorerState;
  height?: number;
}

/**
 * The chart of the explorer's query, or why there is none: a selection still to choose, or "There
 * is no data available for your search." (plus "Please try again when online." offline) when the
 * counts are all zero or could not be read (spec 000 §2).
 */
export function EntriesOverTime({ state, height = 400 }: EntriesOverTimeProps) {
  const { t } = useTranslation();
  const { isOffline } = useConnectivity();
  const insights = useInsights(state, { enabled: !isOffline });
  const formatMonth = useMonthLabel();
  const box = {
    minHeight: height,
    justifyContent: 'center',
    alignItems: 'center',
    textAlign: 'center',
    p: 2,
  };
  if (!isReady(state))
    return (
      <Stack sx={box}>
        <Typography color="text.secondary">{t('insights.chooseSelection')}</Typography>
      </Stack>
    );
  const result = insights.data;
  const hasData = result?.total.some((count) => count !== 0) ?? false;
  if (isOffline || insights.isError || (result && !hasData))
    return (
      <Stack sx={box} spacing={1} role="status">
        <Typography>{t('insights.noData')}</Typography>
        {isOffline ? <Typography color="text.secondary">{t('insights.offline')}</Typography> : null}
      </Stack>
    );
  if (!result)
    return (
      <SkeletonRegion>
        <Skeleton variant="rounded" height={height} />
      </SkeletonRegion>
    );
  const total = result.total.reduce((sum, count) => sum + count, 0);
  return (
    <InsightsChart
      months={result.months}
      lines={chartLines(result, state.schoolIds.length, t('insights.total'))}
      height={height}
      formatMonth={formatMonth}
      label={t('insights.chartLabel', {
        from: formatMonth(result.months[0] ?? state.from),
        to: formatMonth(result.months.at(-1) ?? state.to),
        total: total.toLocaleString(),
      })}
    />
  );
}
