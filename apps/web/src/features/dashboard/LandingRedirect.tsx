import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../auth/currentUser';
import { type LandingState, landingPathOf } from './dashboardAccess';

/**
 * Sends the user to where they start. From a page their account cannot open (`isRefused`), the
 * landing is told which, and says so.
 */
export function LandingRedirect({ isRefused = false }: { isRefused?: boolean }) {
  const me = useCurrentUser();
  const { pathname } = useLocation();
  const state: LandingState | undefined = isRefused ? { refusedPath: pathname } : undefined;
  return <Navigate to={landingPathOf(me)} replace state={state} />;
}
