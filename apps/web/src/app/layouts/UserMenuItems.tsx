import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { TMeResponse } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { SignOutLocationState } from '../../features/auth/useSignOut';
import { setManualOffline, useConnectivity } from '../../offline/connectivity';

interface UserMenuItemsProps {
  me: TMeResponse;
  id: string;
  anchor: HTMLElement | null;
  close: () => void;
}

/** The account menu's items: loaded with the first opening (UserMenu.tsx), not with every screen. */
export function UserMenuItems({ me, id, anchor, close }: UserMenuItemsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { isManuallyOffline } = useConnectivity();
  const { firstName, lastName, email } = me.user;
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
        <Typography sx={{ fontWeight: 600 }}>{`${firstName} ${lastName}`}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {email}
        </Typography>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to="/users/edit" onClick={close}>
        <ListItemIcon>
          <EditOutlinedIcon fontSize="small" />
        </ListItemIcon>
        {t('shell.editProfile')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          close();
          setManualOffline(!isManuallyOffline);
        }}
      >
        <ListItemIcon>
          {isManuallyOffline ? (
            <CloudQueueIcon fontSize="small" />
          ) : (
            <CloudOffOutlinedIcon fontSize="small" />
          )}
        </ListItemIcon>
        {isManuallyOffline ? t('offline.menu.disable') : t('offline.menu.enable')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          close();
          // Cancelling the unsynced-changes warning returns here.
          const state: SignOutLocationState = { from: `${location.pathname}${location.search}` };
          void navigate('/sign-out', { state });
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('common.signOut')}
      </MenuItem>
    </Menu>
  );
}
