import type { TMeResponse } from '@schooldog/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { WEB_FEATURES } from '../features';
import { useConnectivity } from './connectivity';

/**
 * Spec 000 §2 "Guards and shell": "Offline mode keeps the user on walks or dashboard": the pages
 * the features name (their index.ts, isOpenInOfflineMode).
 */
export function isAllowedInOfflineMode(pathname: string, me: TMeResponse): boolean {
  return WEB_FEATURES.some((feature) => feature.isOpenInOfflineMode?.(pathname, me) ?? false);
}

/** Wraps the signed-in pages: in Offline Mode any other page redirects to /dashboard. */
export function OfflineModeGuard({ me, children }: { me: TMeResponse; children: ReactNode }) {
  const { isManuallyOffline } = useConnectivity();
  const { pathname } = useLocation();
  if (isManuallyOffline && !isAllowedInOfflineMode(pathname, me)) return <Navigate to="/dashboard" replace />;
  return children;
}
