import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PRODUCT_VERSION } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useMe } from '../../features/auth/me';
import { useConnectivity } from '../../offline/connectivity';
import { OfflineModeGuard } from '../../offline/OfflineModeGuard';
import { OfflineNotice } from '../../offline/OfflineNotice';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';
import { actionsFor } from '../actionMenu';
import { FloatingActionMenu } from './FloatingActionMenu';
import { NavigationList } from './NavigationList';
import { TopBar } from './TopBar';

const DRAWER_WIDTH = 272;

/**
 * Toolbar, menu drawer (permanent from md up, temporary below) and the floating action menu; the
 * offline notice, and Offline Mode's guard for a signed-in user.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const { isOffline } = useConnectivity();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const [isMenuOpen, setMenuOpen] = useState(false);
  // Public pages (terms, privacy) use this layout too, with the signed-out menu.
  const { data: me, isPending, failureCount } = useMe({ onlyWithSessionHint: true });
  const isMenuKnown = !isPending || failureCount > 0;

  // The landmark sits inside the drawer, because the phone drawer renders in a portal.
  const menu = (
    <>
      <Toolbar />
      <Box component="nav" aria-label={t('nav.label')} sx={{ overflowY: 'auto' }}>
        {isMenuKnown ? <NavigationList me={me ?? null} onNavigate={() => setMenuOpen(false)} /> : null}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto', p: 2 }}>
        {t('shell.version', { version: PRODUCT_VERSION })}
      </Typography>
    </>
  );
  const paperStyle = {
    width: DRAWER_WIDTH,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
  } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <TopBar me={me} onOpenMenu={isWide ? undefined : () => setMenuOpen(true)} />
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {isWide ? (
          <Drawer variant="permanent" open slotProps={{ paper: { sx: paperStyle } }}>
            {menu}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={isMenuOpen}
            onClose={() => setMenuOpen(false)}
            // On a phone the menu opens as a dialog, which needs a name (axe).
            slotProps={{ paper: { sx: paperStyle, 'aria-label': t('nav.label') } }}
          >
            {menu}
          </Drawer>
        )}
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3 }, pb: 12, outline: 'none' }}
      >
        <Toolbar />
        <Box sx={{ maxWidth: 1100, mx: 'auto', pt: { xs: 2, sm: 3 } }}>
          {me ? (
            <OfflineModeGuard me={me}>
              <Outlet />
            </OfflineModeGuard>
          ) : (
            <Outlet />
          )}
        </Box>
      </Box>
      {me ? <FloatingActionMenu me={me} items={actionsFor(isOffline)} /> : null}
      <OfflineNotice />
    </Box>
  );
}
