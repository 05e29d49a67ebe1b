import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import '../../i18n/dataProfiles.texts';

// A month is 28 units wide: 12 fill a phone's width with labels that stay readable.
const MONTH_WIDTH = 28;
const HEIGHT = 120;
const LABEL = 16;
const BAR_GAP = 0.25;

/** Jan 2026 → "Jan" (and the year under January and the first month). */
function monthLabel(month: string, language: string, withYear: boolean) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1, 15));
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    ...(withYear ? { year: '2-digit' } : {}),
    timeZone: 'UTC',
  }).format(date);
}

/**
 * A room's entries per month (its last 12 months) as bars: a small SVG drawn here, no chart
 * library. The numbers are also read out as a list for screen readers.
 */
export function TrendChart({ trend }: { trend: readonly { month: string; count: number }[] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = currentLanguage(i18n);
  const highest = Math.max(1, ...trend.map((month) => month.count));
  const width = trend.length * MONTH_WIDTH;
  const step = width / Math.max(1, trend.length);
  const barWidth = step * (1 - BAR_GAP);
  const chartHeight = HEIGHT - LABEL * 2;
  const isEmpty = trend.every((month) => month.count === 0);
  return (
    <Box>
      {isEmpty ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('dataProfiles.room.trendEmpty')}
        </Typography>
      ) : null}
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={t('dataProfiles.room.trendLabel')}
        sx={{ width: '100%', maxWidth: 520, height: 'auto', display: 'block' }}
      >
        <line
          x1={0}
          x2={width}
          y1={LABEL + chartHeight}
          y2={LABEL + chartHeight}
          stroke={theme.palette.divider}
        />
        {trend.map((month, index) => {
          const barHeight = (month.count / highest) * chartHeight;
          const x = index * step + (step - barWidth) / 2;
          const y = LABEL + chartHeight - barHeight;
          // The year under January only: the list read out has it for every month.
          const withYear = month.month.endsWith('-01');
          return (
            <g key={month.month}>
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={Math.max(barHeight, month.count > 0 ? 1 : 0)}
                rx={2}
                fill={theme.palette.primary.main}
              />
              {month.count > 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={y - 4}
                  textAnchor="middle"
                  fontSize={11}
                  fill={theme.palette.text.primary}
                >
                  {month.count}
                </text>
              ) : null}
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 4}
                textAnchor="middle"
                fontSize={withYear ? 8 : 9}
                fill={theme.palette.text.secondary}
              >
                {monthLabel(month.month, language, withYear)}
              </text>
            </g>
          );
        })}
      </Box>
      <Box component="ul" sx={visuallyHidden}>
        {trend.map((month) => (
          <li key={month.month}>
            {t('dataProfiles.room.trendMonth', {
              month: monthLabel(month.month, language, true),
              count: month.count,
            })}
          </li>
        ))}
      </Box>
    </Box>
  );
}
