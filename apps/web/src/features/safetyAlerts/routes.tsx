import type { FeatureRoutes } from '../../app/feature';

const pages = () => import('./pages');

export const safetyAlertsRoutes: FeatureRoutes = {
  // The Log Entry dialog's recipients, for an alert logged offline.
  isOfflineEssential: ([root, part]) => root === 'safetyAlerts' && part === 'recipients',
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
