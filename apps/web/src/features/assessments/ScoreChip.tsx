import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import type { ScoreBand } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';

/**
 * The colours of the score bands (spec 000 §5 "Score colours"): from the theme where it has one;
 * yellow, which it lacks, with dark text so it stays readable.
 */
const BAND_STYLES: Record<ScoreBand, (theme: Theme) => { bgcolor: string; color: string }> = {
  green: (theme) => ({ bgcolor: theme.palette.success.main, color: theme.palette.success.contrastText }),
  yellow: () => ({ bgcolor: '#fdd835', color: 'rgba(0, 0, 0, 0.87)' }),
  orange: (theme) => ({ bgcolor: theme.palette.warning.main, color: theme.palette.warning.contrastText }),
  red: (theme) => ({ bgcolor: theme.palette.error.main, color: theme.palette.error.contrastText }),
  primary: (theme) => ({ bgcolor: theme.palette.primary.main, color: theme.palette.primary.contrastText }),
};

interface ScoreChipProps {
  /** The percent (rounded); null when the max score is 0. */
  score: number | null;
  band: ScoreBand;
  totalScore?: number;
  maxScore?: number;
  size?: 'small' | 'medium';
}

/** An assessment's score in its band's colour: '85%', or '17 / 20 (85%)' with the totals. */
export function ScoreChip({ score, band, totalScore, maxScore, size = 'small' }: ScoreChipProps) {
  const { t } = useTranslation();
  const percent = score === null ? t('assessmentViews.score.none') : `${score}%`;
  const hasTotals = totalScore !== undefined && maxScore !== undefined;
  const label = hasTotals ? t('assessmentViews.score.totals', { totalScore, maxScore, percent }) : percent;
  return (
    <Chip
      size={size}
      label={label}
      aria-label={t('assessmentViews.score.label', { score: label })}
      data-band={band}
      sx={(theme) => ({ ...BAND_STYLES[band](theme), fontWeight: 600 })}
    />
  );
}
