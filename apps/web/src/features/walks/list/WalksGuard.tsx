import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../auth/currentUser';
import { userCan } from '../../auth/permissions';
import { WALKS_PERMISSION } from './access';

/** /walks needs log or view entries at some school; anyone else goes to the root. */
export function WalksGuard() {
  const me = useCurrentUser();
  if (!userCan(me, WALKS_PERMISSION)) return <Navigate to="/" replace />;
  return <Outlet />;
}
