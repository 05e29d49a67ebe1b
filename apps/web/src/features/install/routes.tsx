import type { FeatureRoutes } from '../../app/feature';

export const installRoutes: FeatureRoutes = {
  simple: [{ path: 'install', lazy: async () => ({ Component: (await import('./pages')).InstallPage }) }],
};
