import { Outlet } from 'react-router';
import { useCurrentUser } from '../../auth/currentUser';
import { userCan } from '../../auth/permissions';
import { WALKS_PERMISSION } from './access';
import { LandingRedirect } from '../../dashboard/landing';

/** /walks needs log or view entries at some school; anyone else goes where they start, told why. */
export function WalksGuard() {
  const me = useCurrentUser();
  if (!userCan(me, WALKS_PERMISSION)) return <LandingRedirect isRefused />;
  return <Outlet />;
}
