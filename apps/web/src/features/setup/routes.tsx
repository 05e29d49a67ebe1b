import type { FeatureRoutes } from '../../app/feature';

export const setupRoutes: FeatureRoutes = {
  auth: [{ path: 'setup', lazy: async () => ({ Component: (await import('./SetupPage')).SetupPage }) }],
};
