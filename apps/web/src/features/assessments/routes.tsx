import type { FeatureRoutes, RouteHandle } from '../../app/feature';

const listPages = () => import('./list/pages');

export const assessmentsRoutes: FeatureRoutes = {
  signedIn: [
    {
      id: 'assessments-edit',
      path: 'assessments/edit/:assessmentId',
      // The answers run to the bottom right, where the action menu would cover them.
      handle: { hideAddButton: true } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./edit/AssessmentEditPage')).AssessmentEditPage }),
    },
    {
      path: 'assessments',
      lazy: async () => ({ Component: (await listPages()).AssessmentsGuard }),
      children: [
        { index: true, lazy: async () => ({ Component: (await listPages()).AssessmentsPage }) },
        {
          path: 'submitted/:assessmentId',
          lazy: async () => ({ Component: (await listPages()).SubmittedAssessmentPage }),
        },
      ],
    },
  ],
  // An assessment opened here, and a walk's assessments: answered offline later.
  isOfflineEssential: ([root, part]) => root === 'assessments' && (part === 'detail' || part === 'walk'),
};
