import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet } from 'react-router';
import { BrandMark } from '../../ui/BrandMark';
import { MAIN_CONTENT_ID } from '../../ui/SkipLink';

/** A toolbar with the product name and the page; no menu. */
export function SimpleLayout() {
  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <AppBar position="static">
        <Toolbar>
          <BrandMark />
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 3, sm: 6 } }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
