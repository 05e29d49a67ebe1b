import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { ENTRIES_PERMISSION } from './access';

/** /entries and /entries/{entryId} need view or log entries at some school; anyone else goes to the root. */
export function EntriesGuard() {
  const me = useCurrentUser();
  if (!userCan(me, ENTRIES_PERMISSION)) return <Navigate to="/" replace />;
  return <Outlet />;
}
