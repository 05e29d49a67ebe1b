import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import type { WebFeature } from '../../app/feature';

export const recurringWorkOrdersFeature: WebFeature = {
  name: 'recurringWorkOrders',
  navigation: [
    {
      // "/recurringWorkOrders (manage tasks settings; not available offline)" in the Work Orders group (spec 001 §2).
      id: 'recurringWorkOrders',
      kind: 'internal',
      path: '/recurringWorkOrders',
      labelKey: 'nav.recurringWorkOrders',
      icon: EventRepeatOutlinedIcon,
      group: 'workOrders',
      position: 20,
      audience: 'signedIn',
      permission: 'manage tasks settings',
      worksOffline: false,
    },
  ],
};
