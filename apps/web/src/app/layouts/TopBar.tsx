import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { TMeResponse } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useConnectivity } from '../../offline/connectivity';
import { OfflineChip } from '../../offline/OfflineChip';
import { useUnsyncedMutations } from '../../offline/outbox';
import { SyncStatusButton } from '../../offline/SyncStatusButton';
import { BrandMark } from '../../ui/BrandMark';
import { AlertsButton } from '../../features/safetyAlerts/AlertsButton';
import { useStandalone } from '../useStandalone';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  me: TMeResponse | null | undefined;
  /** Shown on narrow screens, where the menu is a temporary drawer. */
  onOpenMenu?: () => void;
}

export function TopBar({ me, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isStandalone = useStandalone();
  const { isOffline, isManuallyOffline } = useConnectivity();
  const hasUnsynced = useUnsyncedMutations(me?.user.id ?? '').length > 0;
  // A phone's toolbar cannot hold the brand beside the wider chip or the extra buttons.
  const isBrandCrowded = isManuallyOffline || (isOffline && (hasUnsynced || isStandalone));
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 0.5 }}>
        {onOpenMenu ? (
          <IconButton color="inherit" edge="start" aria-label={t('shell.openMenu')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        ) : null}
        {isStandalone ? (
          <>
            <IconButton color="inherit" aria-label={t('shell.back')} onClick={() => navigate(-1)}>
              <ArrowBackIcon />
            </IconButton>
            <IconButton
              color="inherit"
              aria-label={t('shell.refresh')}
              onClick={() => window.location.reload()}
            >
              <RefreshIcon />
            </IconButton>
          </>
        ) : null}
        {/* On phones the offline chip may take the brand's place, so the account menu still fits. */}
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{
            ml: 0.5,
            minWidth: 0,
            whiteSpace: 'nowrap',
            display: { xs: isBrandCrowded ? 'none' : 'inline-flex', sm: 'inline-flex' },
          }}
        >
          <BrandMark />
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <OfflineChip isCompact={isStandalone} />
        {me ? <SyncStatusButton me={me} /> : null}
        {me ? <AlertsButton me={me} /> : null}
        {me ? <UserMenu me={me} /> : null}
        {me === null ? (
          <Button color="inherit" component={RouterLink} to="/auth/signin">
            {t('nav.signIn')}
          </Button>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
