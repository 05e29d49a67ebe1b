import { Outlet } from 'react-router';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';
import { ENTRIES_PERMISSION } from './access';
import { LandingRedirect } from '../dashboard/landing';

/** /entries and /entries/{entryId} need view or log entries at some school; anyone else goes where they start, told why. */
export function EntriesGuard() {
  const me = useCurrentUser();
  if (!userCan(me, ENTRIES_PERMISSION)) return <LandingRedirect isRefused />;
  return <Outlet />;
}
