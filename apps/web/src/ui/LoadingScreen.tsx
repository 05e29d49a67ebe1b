import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { TIMINGS } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useTimeElapsed } from './useTimeElapsed';

interface LoadingScreenProps {
  label?: string;
  /** Nothing shows before this, so fast loads do not flash (spec: "Loading screen appears after 200 ms"). */
  delayMs?: number;
}

export function LoadingScreen({ label, delayMs = TIMINGS.loadingScreenDelayMs }: LoadingScreenProps) {
  const { t } = useTranslation();
  const isVisible = useTimeElapsed(delayMs);
  if (!isVisible) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, p: 3 }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{label ?? t('common.loading')}</Typography>
    </Box>
  );
}
