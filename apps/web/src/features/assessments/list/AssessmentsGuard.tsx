import { ASSESSMENTS_MENU } from '@schooldog/domain';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../auth/currentUser';
import { userCan } from '../../auth/permissions';

/** /assessments needs view or submit assessments at some school (spec 000 §2); anyone else goes to the root. */
export function AssessmentsGuard() {
  const me = useCurrentUser();
  if (!userCan(me, ASSESSMENTS_MENU)) return <Navigate to="/" replace />;
  return <Outlet />;
}
