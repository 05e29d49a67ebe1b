import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/**
 * An editor's Save bar: it stays at the bottom of the screen while a long form scrolls, edge to
 * edge on a phone, with what the save says above its buttons.
 */
export function StickyActionBar({ children }: { children: ReactNode }) {
  return (
    <Paper
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        p: 1.5,
        mx: { xs: -2, sm: 0 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      {children}
    </Paper>
  );
}
