import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { SAFETY_ALERTS_ACCESS } from '@schooldog/domain';
import type { WebFeature } from '../../app/feature';
import { warmAlertRecipients } from './warm';

export const safetyAlertsFeature: WebFeature = {
  name: 'safetyAlerts',
  navigation: [
    {
      // "Safety alerts (send, manage or receive; offline ok)" (spec 000 §2 "Navigation menu").
      id: 'safetyAlerts',
      kind: 'internal',
      path: '/safetyAlerts',
      labelKey: 'nav.safetyAlerts',
      icon: NotificationsActiveOutlinedIcon,
      group: 'schoolSafety',
      position: 25,
      audience: 'signedIn',
      permission: SAFETY_ALERTS_ACCESS,
      worksOffline: true,
    },
  ],
  warmOffline: warmAlertRecipients,
};
