import type { FeatureRoutes } from '../../app/feature';

export const resourcesRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: 'resources/links',
      lazy: async () => ({ Component: (await import('./ResourceLinksPage')).ResourceLinksPage }),
    },
    { path: 'faq', lazy: async () => ({ Component: (await import('./SupportPage')).SupportPage }) },
  ],
};
