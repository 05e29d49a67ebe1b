import type { FeatureRoutes } from '../../app/feature';

export const mfaRoutes: FeatureRoutes = {
  auth: [
    {
      path: 'revert-mfa',
      lazy: async () => ({ Component: (await import('./RevertMfaPage')).RevertMfaPage }),
    },
  ],
};
