import { Outlet } from 'react-router';
import { useCurrentUser } from '../../auth/currentUser';
import { userCan } from '../../auth/permissions';
import { LandingRedirect } from '../../dashboard/landing';
import { WORK_ORDERS_PERMISSION } from '../access';

/** /tasks needs propose, be proposed or manage tasks (denied while work orders are off); anyone else goes where they start, told why. */
export function WorkOrdersGuard() {
  const me = useCurrentUser();
  if (!userCan(me, WORK_ORDERS_PERMISSION)) return <LandingRedirect isRefused />;
  return <Outlet />;
}
