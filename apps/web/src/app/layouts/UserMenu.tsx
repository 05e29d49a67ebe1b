import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import type { TMeResponse } from '@schooldog/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const UserMenuItems = lazy(async () => ({ default: (await import('./UserMenuItems')).UserMenuItems }));

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/** The toolbar's account button: Edit Profile, Enable or Disable Offline Mode, and Sign out. */
export function UserMenu({ me }: { me: TMeResponse }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing animates and reopening is instant.
  const [hasOpened, setOpened] = useState(false);
  const { firstName, lastName } = me.user;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.userMenu', { name: `${firstName} ${lastName}` })}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        edge="end"
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.dark', fontSize: '0.95rem' }}>
          {initials(firstName, lastName)}
        </Avatar>
      </IconButton>
      {hasOpened ? (
        <Suspense fallback={null}>
          <UserMenuItems me={me} id={menuId} anchor={anchor} close={close} />
        </Suspense>
      ) : null}
    </>
  );
}
