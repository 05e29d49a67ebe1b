import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '../../ui/BrandMark';
import { MAIN_CONTENT_ID } from '../../ui/SkipLink';

/** A centred card for not-found and error pages; also used directly by the router's error element. */
export function ErrorLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper component="main" id={MAIN_CONTENT_ID} sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%' }}>
        <Box sx={{ mb: 3 }}>
          <BrandMark color="primary.main" />
        </Box>
        {children ?? <Outlet />}
      </Paper>
    </Box>
  );
}
