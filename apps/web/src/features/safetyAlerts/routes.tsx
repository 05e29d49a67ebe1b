import type { FeatureRoutes } from '../../app/feature';

const pages = () => import('./pages');

export const safetyAlertsRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: 'safetyAlerts',
      lazy: async () => ({ Component: (await pages()).SafetyAlertsGuard }),
      children: [
        { index: true, lazy: async () => ({ Component: (await pages()).SafetyAlertsPage }) },
        { path: ':safetyAlertId', lazy: async () => ({ Component: (await pages()).SafetyAlertPage }) },
      ],
    },
  ],
};
