import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { INSIGHTS_ACCESS } from '@schooldog/domain';
import type { WebFeature } from '../../app/feature';

/** Insights (spec 000 §2): the menu item for those who view data insights; online only. */
export const insightsFeature: WebFeature = {
  name: 'insights',
  navigation: [
    {
      // "Insights (view data insights)", in the School Safety group after Data profiles.
      id: 'insights',
      kind: 'internal',
      path: '/insights',
      labelKey: 'nav.insights',
      icon: InsightsOutlinedIcon,
      group: 'schoolSafety',
      position: 45,
      audience: 'signedIn',
      permission: INSIGHTS_ACCESS,
      worksOffline: false,
    },
  ],
};
