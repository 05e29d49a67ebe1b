import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import type { WebFeature } from '../../app/feature';
import { MANAGE_USERS_PERMISSION } from './access';

export const usersFeature: WebFeature = {
  name: 'users',
  navigation: [
    {
      id: 'manageUsers',
      kind: 'internal',
      path: '/admin/manageUsers',
      labelKey: 'manageUsers.nav.item',
      icon: ManageAccountsOutlinedIcon,
      group: 'admin',
      position: 10,
      audience: 'signedIn',
      permission: MANAGE_USERS_PERMISSION,
      worksOffline: false,
    },
  ],
};
