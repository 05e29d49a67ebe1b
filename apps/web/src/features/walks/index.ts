import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import { lazy } from 'react';
import type { WebFeature } from '../../app/feature';
import { WALKS_PERMISSION } from './list/access';
import { warmWalks } from './warm';

const StartWalkAction = lazy(async () => ({ default: (await import('./StartWalkAction')).StartWalkAction }));

export const walksFeature: WebFeature = {
  name: 'walks',
  navigation: [
    {
      id: 'walks',
      kind: 'internal',
      path: '/walks',
      labelKey: 'nav.walks',
      icon: DirectionsWalkIcon,
      group: 'schoolSafety',
      position: 20,
      audience: 'signedIn',
      permission: WALKS_PERMISSION,
      worksOffline: true,
    },
  ],
  actions: [
    {
      id: 'startWalk',
      labelKey: 'actions.startWalk',
      icon: DirectionsWalkIcon,
      dialog: StartWalkAction,
      permission: 'log entries',
      position: 40,
      worksOffline: true,
    },
  ],
  warmOffline: warmWalks,
  isOpenInOfflineMode: (pathname) => pathname === '/walks' || pathname.startsWith('/walks/'),
};
