import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useLayoutEffect, useRef, useState } from 'react';

/*
 * The entries-over-time chart: lines drawn as SVG by hand (no chart library: the page and the
 * dashboard cards stay light). The y axis starts at 0 with round steps; month labels thin out to
 * fit the width.
 */

export interface ChartLine {
  label: string;
  values: number[];
  /** Drawn dashed: the total beside the schools' own lines, which it may cover. */
  isDashed?: boolean;
}

interface InsightsChartProps {
  months: string[];
  lines: ChartLine[];
  /** 400 on the insights page, 300 on the dashboard (spec 000 §2). */
  height?: number;
  /** What the chart shows, for screen readers. */
  label: string;
  formatMonth: (month: string) => string;
}

const PAD = { top: 12, right: 16, bottom: 28, left: 44 };
const LINE_COLORS = ['#1565c0', '#ef6c00', '#2e7d32', '#6a1b9a', '#c62828', '#00838f', '#5d4037'];

/** A round step for the y axis: 1, 2 or 5 times a power of ten, about four steps to the top. */
export function niceStep(max: number): number {
  if (max <= 4) return 1;
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw) ?? raw;
  return step;
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(240, element.clientWidth || 640));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function InsightsChart({ months, lines, height = 400, label, formatMonth }: InsightsChartProps) {
  const theme = useTheme();
  const [ref, width] = useWidth();
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = height - PAD.top - PAD.bottom;
  const max = Math.max(0, ...lines.flatMap((line) => line.values));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const x = (index: number) =>
    PAD.left + (months.length <= 1 ? plotWidth / 2 : (index * plotWidth) / (months.length - 1));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const every = Math.max(1, Math.ceil(months.length / Math.max(1, Math.floor(plotWidth / 56))));
  const text = theme.palette.text.secondary;

  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <svg width={width} height={height} role="img" aria-label={label} style={{ display: 'block' }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.palette.divider}
            />
            <text
              x={PAD.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={11}
              fill={text}
            >
              {tick.toLocaleString()}
            </text>
          </g>
        ))}
        {months.map((month, index) =>
          index % every === 0 ? (
            <text key={month} x={x(index)} y={height - 8} textAnchor="middle" fontSize={11} fill={text}>
              {formatMonth(month)}
            </text>
          ) : null,
        )}
        {lines.map((line, lineIndex) => {
          const color = LINE_COLORS[lineIndex % LINE_COLORS.length];
          const points = line.values.map((value, index) => `${x(index)},${y(value)}`).join(' ');
          return (
            <g key={line.label}>
              <polyline
                points={points}
                fill="none"
                stroke={color}
                strokeWidth={2.5}
                strokeLinejoin="round"
                strokeDasharray={line.isDashed ? '6 4' : undefined}
              />
              {line.values.map((value, index) => (
                <circle key={months[index]} cx={x(index)} cy={y(value)} r={3} fill={color}>
                  <title>{`${line.label} · ${formatMonth(months[index] ?? '')}: ${value.toLocaleString()}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
      {lines.length > 1 ? (
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mt: 1, px: 1 }}>
          {lines.map((line, index) => (
            <Stack key={line.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Box
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: LINE_COLORS[index % LINE_COLORS.length],
                }}
              />
              <Typography variant="caption">{line.label}</Typography>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
