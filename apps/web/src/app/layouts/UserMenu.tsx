import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { TMeResponse } from '@schooldog/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { SignOutLocationState } from '../../features/auth/useSignOut';
import { setManualOffline, useConnectivity } from '../../offline/connectivity';

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/** The toolbar's account button: Edit Profile, Enable or Disable Offline Mode, and Sign out. */
export function UserMenu({ me }: { me: TMeResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { isManuallyOffline } = useConnectivity();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { firstName, lastName, email } = me.user;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.userMenu', { name: `${firstName} ${lastName}` })}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        edge="end"
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.dark', fontSize: '0.95rem' }}>
          {initials(firstName, lastName)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
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
    </>
  );
}
