import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Precipitation, TWalk } from '@schooldog/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WalkHistorySection } from './WalkHistory';

export const PRECIPITATION_LABEL_KEYS = {
  none: 'walks.walk.context.precipitation.none',
  rain: 'walks.walk.context.precipitation.rain',
  snow: 'walks.walk.context.precipitation.snow',
  sleet: 'walks.walk.context.precipitation.sleet',
  fog: 'walks.walk.context.precipitation.fog',
} as const satisfies Record<Precipitation, string>;

/** The walk's context read-only (review and complete screens): weather, notes and history. */
export function WalkContextSummary({ walk }: { walk: TWalk }) {
  const { t } = useTranslation();
  const { context } = walk;
  const contextId = useId();
  const none = t('walks.walk.context.notGiven');
  const rows = [
    {
      label: t('walks.walk.context.precipitationLabel'),
      value: context.weatherPrecipitation ? t(PRECIPITATION_LABEL_KEYS[context.weatherPrecipitation]) : none,
    },
    {
      label: t('walks.walk.context.temperatureLabel'),
      value:
        context.weatherTemperature === null
          ? none
          : t('walks.walk.context.degrees', { value: context.weatherTemperature }),
    },
    { label: t('walks.walk.context.weatherCommentLabel'), value: context.weatherComment || none },
    { label: t('walks.walk.context.notesLabel'), value: context.additionalNotes || none },
  ];
  return (
    <Stack spacing={2}>
      <section aria-labelledby={contextId}>
        <Typography id={contextId} variant="h6" component="h2" gutterBottom>
          {t('walks.walk.context.title')}
        </Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {rows.map((row) => (
            <div key={row.label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {row.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                {row.value}
              </Typography>
            </div>
          ))}
        </Stack>
      </section>
      <WalkHistorySection walk={walk} />
    </Stack>
  );
}
