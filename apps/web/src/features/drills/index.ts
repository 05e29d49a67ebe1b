import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import NotificationImportantOutlinedIcon from '@mui/icons-material/NotificationImportantOutlined';
import { RECORD_DRILLS } from '@schooldog/domain';
import type { WebFeature } from '../../app/feature';

/**
 * Drills (spec 000 §2): the menu item "Drills (record drills at any school; offline ok)" and the
 * action menu's Record Drill, also on the dashboard's Action Panel; both work offline, as the
 * outbox records the drill (issue 28 point 2).
 */
export const drillsFeature: WebFeature = {
  name: 'drills',
  navigation: [
    {
      id: 'drills',
      kind: 'internal',
      path: '/drills',
      labelKey: 'nav.drills',
      icon: EventNoteOutlinedIcon,
      group: 'templates',
      position: 20,
      audience: 'signedIn',
      permission: RECORD_DRILLS,
      worksOffline: true,
    },
  ],
  actions: [
    {
      id: 'recordDrill',
      labelKey: 'actions.recordDrill',
      icon: NotificationImportantOutlinedIcon,
      path: '/drills/record',
      permission: RECORD_DRILLS,
      position: 10,
      worksOffline: true,
    },
  ],
  isOpenInOfflineMode: (pathname) => pathname === '/drills' || pathname.startsWith('/drills/'),
};
