import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import type { WebFeature } from '../../app/feature';
import { RUBRICS_PERMISSION } from './access';

export const rubricsFeature: WebFeature = {
  name: 'rubrics',
  navigation: [
    {
      id: 'rubrics',
      kind: 'internal',
      path: '/rubrics',
      labelKey: 'nav.assessmentTemplates',
      icon: RuleOutlinedIcon,
      group: 'templates',
      position: 10,
      audience: 'signedIn',
      permission: RUBRICS_PERMISSION,
      worksOffline: false,
    },
  ],
};
