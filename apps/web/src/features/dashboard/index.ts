import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import type { WebFeature } from '../../app/feature';
import { DASHBOARD_PERMISSION } from '@schooldog/domain';
import { landingOfUser, landingPathOf } from './dashboardAccess';

export const dashboardFeature: WebFeature = {
  name: 'dashboard',
  navigation: [
    {
      id: 'dashboard',
      kind: 'internal',
      path: '/dashboard',
      labelKey: 'nav.dashboard',
      icon: DashboardOutlinedIcon,
      group: 'main',
      position: 10,
      audience: 'signedIn',
      permission: DASHBOARD_PERMISSION,
      worksOffline: true,
    },
  ],
  // A user without the dashboard lands on its fallback page instead, which therefore stays open.
  isOpenInOfflineMode: (pathname, me) =>
    pathname === '/dashboard' || (landingOfUser(me) !== 'dashboard' && pathname === landingPathOf(me)),
};
