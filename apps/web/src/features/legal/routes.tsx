import type { FeatureRoutes } from '../../app/feature';

export const legalRoutes: FeatureRoutes = {
  open: [
    { path: 'terms', lazy: async () => ({ Component: (await import('./TermsPage')).TermsPage }) },
    { path: 'privacy', lazy: async () => ({ Component: (await import('./PrivacyPage')).PrivacyPage }) },
  ],
};
