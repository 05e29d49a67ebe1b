import LoginIcon from '@mui/icons-material/Login';
import type { WebFeature } from '../../app/feature';

export const authFeature: WebFeature = {
  name: 'auth',
  navigation: [
    {
      id: 'signIn',
      kind: 'internal',
      path: '/auth/signin',
      labelKey: 'nav.signIn',
      icon: LoginIcon,
      group: 'main',
      position: 20,
      audience: 'signedOut',
      worksOffline: true,
    },
  ],
};
