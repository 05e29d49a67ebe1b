import type { FeatureRoutes } from '../../app/feature';

const pages = () => import('./pages');

export const errorsRoutes: FeatureRoutes = {
  simple: [
    { path: 'utility/maintenance', lazy: async () => ({ Component: (await pages()).MaintenancePage }) },
  ],
  errors: [
    { path: 'error/not-found', lazy: async () => ({ Component: (await pages()).NotFoundPage }) },
    { path: 'error/unexpected', lazy: async () => ({ Component: (await pages()).UnexpectedErrorPage }) },
    { path: '*', lazy: async () => ({ Component: (await pages()).NotFoundPage }) },
  ],
};
