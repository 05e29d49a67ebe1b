import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import '../../i18n/dataProfiles.texts';

const HEIGHT = 140;
const LABEL = 18;
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
  const width = trend.length * 40;
  const step = width / Math.max(1, trend.length);
  const barWidth = step * (1 - BAR_GAP);
  const chartHeight = HEIGHT - LABEL * 2;
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={t('dataProfiles.room.trendLabel')}
        sx={{ width: '100%', height: 'auto', maxHeight: 220, display: 'block' }}
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
          const withYear = index === 0 || month.month.endsWith('-01');
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
                fontSize={withYear ? 9 : 10}
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
