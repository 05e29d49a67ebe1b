import type { FeatureRoutes } from '../../app/feature';

const listPages = () => import('./list/pages');

export const workOrdersRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: 'tasks',
      lazy: async () => ({ Component: (await listPages()).WorkOrdersGuard }),
      children: [{ index: true, lazy: async () => ({ Component: (await listPages()).WorkOrdersPage }) }],
    },
  ],
};
