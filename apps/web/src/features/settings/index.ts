import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { WebFeature } from '../../app/feature';

export const settingsFeature: WebFeature = {
  name: 'settings',
  navigation: [
    {
      id: 'schooldogAdmin',
      kind: 'internal',
      path: '/admin/schooldog',
      labelKey: 'nav.schooldogAdmin',
      icon: AdminPanelSettingsOutlinedIcon,
      group: 'system',
      position: 10,
      audience: 'signedIn',
      staffOnly: true,
      worksOffline: false,
    },
  ],
};
