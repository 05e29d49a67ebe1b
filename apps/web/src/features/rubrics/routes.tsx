import type { FeatureRoutes, RouteHandle } from '../../app/feature';

const pages = () => import('./pages');

export const rubricsRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: 'rubrics',
      children: [
        { index: true, lazy: async () => ({ Component: (await pages()).RubricsGuardedPage }) },
        // The editor's Save bar sits where the action button would.
        {
          path: 'new',
          handle: { hideAddButton: true } satisfies RouteHandle,
          lazy: async () => ({ Component: (await pages()).RubricEditorPage }),
        },
        {
          path: ':rubricId',
          handle: { hideAddButton: true } satisfies RouteHandle,
          lazy: async () => ({ Component: (await pages()).RubricEditorPage }),
        },
      ],
    },
  ],
};
