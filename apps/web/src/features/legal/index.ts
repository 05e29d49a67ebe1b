import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import type { WebFeature } from '../../app/feature';

export const legalFeature: WebFeature = {
  name: 'legal',
  navigation: [
    {
      id: 'terms',
      kind: 'internal',
      path: '/terms',
      labelKey: 'nav.terms',
      icon: GavelOutlinedIcon,
      group: 'legal',
      position: 10,
      audience: 'everyone',
      worksOffline: true,
    },
    {
      id: 'privacy',
      kind: 'internal',
      path: '/privacy',
      labelKey: 'nav.privacy',
      icon: PrivacyTipOutlinedIcon,
      group: 'legal',
      position: 20,
      audience: 'everyone',
      worksOffline: true,
    },
  ],
};
