import { SAFETY_ALERTS_ACCESS } from '@schooldog/domain';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { LandingRedirect } from '../dashboard/landing';

/** /safetyAlerts needs send, receive or manage safety alerts at some school; anyone else goes where they start, told why. */
export function SafetyAlertsGuard() {
  const me = useCurrentUser();
  if (!userCan(me, SAFETY_ALERTS_ACCESS)) return <LandingRedirect isRefused />;
  return <Outlet />;
}
