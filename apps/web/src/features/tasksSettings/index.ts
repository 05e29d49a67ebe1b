import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { WebFeature } from '../../app/feature';

export const tasksSettingsFeature: WebFeature = {
  name: 'tasksSettings',
  navigation: [
    {
      // "/tasksSettings (manage tasks settings)" in the Work Orders group (spec 000 §2, 001 §2).
      id: 'tasksSettings',
      kind: 'internal',
      path: '/tasksSettings',
      labelKey: 'nav.workOrderSettings',
      icon: SettingsOutlinedIcon,
      group: 'workOrders',
      position: 40,
      audience: 'signedIn',
      permission: 'manage tasks settings',
      worksOffline: false,
    },
  ],
};
