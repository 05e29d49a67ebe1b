import Box from '@mui/material/Box';
import type { ScoreBand } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';

/** The theme colour of each score band (spec 000 §5 score colours; primary without thresholds). */
export const BAND_COLORS: Record<ScoreBand, string> = {
  green: 'success.main',
  yellow: 'warning.light',
  orange: 'warning.main',
  red: 'error.main',
  primary: 'primary.main',
};

interface ScoreTextProps {
  totalScore: number;
  maxScore: number;
  score: number | null;
  band: ScoreBand;
}

/** "total / max (percent%)" in its band's colour; the percent is left out while the max is 0. */
export function ScoreText({ totalScore, maxScore, score, band }: ScoreTextProps) {
  const { t } = useTranslation();
  const text =
    score === null
      ? t('assessmentEdit.score.plain', { total: totalScore, max: maxScore })
      : t('assessmentEdit.score.withPercent', { total: totalScore, max: maxScore, percent: score });
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 4,
        fontWeight: 700,
        color: 'common.white',
        bgcolor: BAND_COLORS[band],
        // Yellow is light: dark text reads on it.
        ...(band === 'yellow' ? { color: 'grey.900' } : {}),
      }}
    >
      {text}
    </Box>
  );
}
