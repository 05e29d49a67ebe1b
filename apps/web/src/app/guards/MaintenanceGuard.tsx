import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMe } from '../../features/auth/me';
import { usePublicSettings } from '../publicSettings';
import { maintenanceRedirect } from './maintenance';

/** Watches the public settings (read at start and every 60 s) and moves the user in or out of maintenance. */
export function MaintenanceGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const settings = usePublicSettings();
  const me = useMe({ onlyWithSessionHint: true });
  const target = maintenanceRedirect({
    isMaintenanceMode: settings.data?.maintenanceMode,
    me: me.data,
    pathname,
  });

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  return null;
}
