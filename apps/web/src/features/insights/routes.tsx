import type { FeatureRoutes } from '../../app/feature';

const pages = () => import('./pages');

/** /insights (spec 000 §2), loaded on demand: the chart and its controls stay off the first screen. */
export const insightsRoutes: FeatureRoutes = {
  signedIn: [{ path: 'insights', lazy: async () => ({ Component: (await pages()).InsightsPage }) }],
};
