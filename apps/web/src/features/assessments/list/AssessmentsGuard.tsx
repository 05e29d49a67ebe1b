import { ASSESSMENTS_MENU } from '@schooldog/domain';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../auth/currentUser';
import { userCan } from '../../auth/permissions';
import { LandingRedirect } from '../../dashboard/landing';

/** /assessments needs view or submit assessments at some school (spec 000 §2); anyone else goes where they start, told why. */
export function AssessmentsGuard() {
  const me = useCurrentUser();
  if (!userCan(me, ASSESSMENTS_MENU)) return <LandingRedirect isRefused />;
  return <Outlet />;
}
