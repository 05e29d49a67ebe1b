import type { FeatureRoutes } from '../../app/feature';

export const settingsRoutes: FeatureRoutes = {
  signedIn: [
    {
      path: 'admin/schooldog',
      lazy: async () => ({ Component: (await import('./StaffOnly')).StaffOnlySchoolDogAdminPage }),
    },
  ],
};
