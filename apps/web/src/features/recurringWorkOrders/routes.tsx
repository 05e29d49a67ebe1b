import type { FeatureRoutes } from '../../app/feature';

export const recurringWorkOrdersRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: 'recurringWorkOrders',
      lazy: async () => ({
        Component: (await import('./RecurringWorkOrdersPage')).RecurringWorkOrdersPage,
      }),
    },
  ],
};
