import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { ASSESSMENTS_MENU } from '@schooldog/domain';
import { lazy } from 'react';
import type { WebFeature } from '../../app/feature';

const BeginAssessmentAction = lazy(async () => ({
  default: (await import('./begin/BeginAssessmentAction')).BeginAssessmentAction,
}));

export const assessmentsFeature: WebFeature = {
  name: 'assessments',
  navigation: [
    {
      id: 'assessments',
      kind: 'internal',
      path: '/assessments',
      labelKey: 'nav.assessments',
      icon: AssignmentOutlinedIcon,
      group: 'schoolSafety',
      position: 30,
      audience: 'signedIn',
      permission: ASSESSMENTS_MENU,
      worksOffline: true,
    },
  ],
  actions: [
    {
      // Beginning copies a template on the server: online only.
      id: 'beginAssessment',
      labelKey: 'actions.beginAssessment',
      icon: AssignmentOutlinedIcon,
      dialog: BeginAssessmentAction,
      permission: 'submit assessments',
      position: 20,
    },
  ],
};
