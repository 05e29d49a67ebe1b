import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { TIMINGS } from '@schooldog/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeElapsed } from './useTimeElapsed';

// Read by screen readers, not shown.
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  m: -1,
  p: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface SkeletonRegionProps {
  /** Skeleton blocks in the shape of the content to come. */
  children: ReactNode;
  /** Announced instead of 'Loading…'. */
  label?: string;
  /** The blocks keep their room from the start but show only after this, so fast loads do not flash. */
  delayMs?: number;
  sx?: SxProps<Theme>;
}

/**
 * Where content of a known shape is loading: a busy status saying 'Loading…' to screen readers
 * over skeleton blocks that are hidden from them.
 */
export function SkeletonRegion({
  children,
  label,
  delayMs = TIMINGS.loadingScreenDelayMs,
  sx,
}: SkeletonRegionProps) {
  const { t } = useTranslation();
  const isVisible = useTimeElapsed(delayMs);
  return (
    <Box role="status" aria-busy="true" sx={[{ position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {/* Added when the blocks show: a live region announces what changes in it. */}
      {isVisible ? (
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {label ?? t('common.loading')}
        </Box>
      ) : null}
      <Box aria-hidden="true" sx={{ visibility: isVisible ? 'visible' : 'hidden' }}>
        {children}
      </Box>
    </Box>
  );
}
