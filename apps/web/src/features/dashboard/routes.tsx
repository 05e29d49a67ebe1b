import type { FeatureRoutes } from '../../app/feature';

export const dashboardRoutes: FeatureRoutes = {
  signedIn: [
    { path: 'dashboard', lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }) },
  ],
};
