import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const SHARED_WIDTH: SxProps<Theme> = { '& .MuiTab-root': { px: 1, minWidth: 0, overflowWrap: 'normal' } };

/**
 * Tabs that share the width on phones, their names wrapping between words (not inside one, as the
 * body's overflowWrap would), so none is clipped or hides behind a scroll arrow in a longer language.
 */
export function useSharedWidthTabs(): { variant: 'fullWidth' | 'standard'; sx: SxProps<Theme> } {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return isPhone ? { variant: 'fullWidth', sx: SHARED_WIDTH } : { variant: 'standard', sx: {} };
}
