import type { TMeResponse } from '@schooldog/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { userCan } from '../features/auth/permissions';
import { DASHBOARD_FALLBACK_PATH, DASHBOARD_PERMISSION } from '../features/dashboard/dashboardAccess';
import { useConnectivity } from './connectivity';

/**
 * Spec 000 §2 "Guards and shell": "Offline mode keeps the user on walks or dashboard". A user
 * without the dashboard lands on its fallback page instead, which therefore stays allowed.
 */
export function isAllowedInOfflineMode(pathname: string, me: TMeResponse): boolean {
  if (pathname === '/dashboard' || pathname === '/walks' || pathname.startsWith('/walks/')) return true;
  return !userCan(me, DASHBOARD_PERMISSION) && pathname === DASHBOARD_FALLBACK_PATH;
}

/** Wraps the signed-in pages: in Offline Mode any other page redirects to /dashboard. */
export function OfflineModeGuard({ me, children }: { me: TMeResponse; children: ReactNode }) {
  const { isManuallyOffline } = useConnectivity();
  const { pathname } = useLocation();
  if (isManuallyOffline && !isAllowedInOfflineMode(pathname, me)) return <Navigate to="/dashboard" replace />;
  return children;
}
