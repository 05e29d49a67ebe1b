import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import LinkIcon from '@mui/icons-material/Link';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import type { WebFeature } from '../../app/feature';
import { REGIONAL_TOOLKITS, TRAINING_LIBRARY_URL } from './resourceLinks';

export const resourcesFeature: WebFeature = {
  name: 'resources',
  navigation: [
    {
      id: 'resourceLinks',
      kind: 'internal',
      path: '/resources/links',
      labelKey: 'nav.resourceLinks',
      icon: LinkIcon,
      group: 'resources',
      position: 10,
      audience: 'signedIn',
      worksOffline: true,
    },
    {
      id: 'support',
      kind: 'internal',
      path: '/faq',
      labelKey: 'nav.support',
      icon: HelpOutlineIcon,
      group: 'resources',
      position: 20,
      audience: 'signedIn',
      worksOffline: true,
    },
    {
      id: 'trainingLibrary',
      kind: 'external',
      href: () => TRAINING_LIBRARY_URL,
      labelKey: 'nav.trainingLibrary',
      icon: SchoolOutlinedIcon,
      group: 'resources',
      position: 30,
      audience: 'signedIn',
      worksOffline: false,
    },
    {
      id: 'regionalToolkit',
      kind: 'external',
      href: (context) => (context.region ? REGIONAL_TOOLKITS[context.region].url : null),
      labelKey: 'nav.regionalToolkit',
      icon: MapOutlinedIcon,
      group: 'resources',
      position: 40,
      audience: 'signedIn',
      worksOffline: false,
    },
  ],
};
