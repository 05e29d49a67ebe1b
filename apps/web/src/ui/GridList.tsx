import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** One card a row on phones, two from `md`. */
export const TWO_COLUMNS = { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' };

interface GridListProps {
  /** `grid-template-columns`, optionally by breakpoint; two columns from `md` unless told. */
  columns?: string | Partial<Record<Breakpoint, string>>;
  gap?: number;
  'aria-label'?: string;
  /** The `<li>` items. */
  children: ReactNode;
}

/** A plain `<ul>` laid out as a grid of cards or tiles, without bullets or indents. */
export function GridList({ columns = TWO_COLUMNS, gap = 2, children, ...aria }: GridListProps) {
  return (
    <Box
      component="ul"
      {...aria}
      sx={{ display: 'grid', gridTemplateColumns: columns, gap, p: 0, m: 0, listStyle: 'none' }}
    >
      {children}
    </Box>
  );
}
