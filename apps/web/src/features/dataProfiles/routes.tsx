import type { FeatureRoutes } from '../../app/feature';

const pages = () => import('./pages');

/**
 * /dataProfiles and a profile's page (spec 000 §2, Experimental), loaded on demand; the location
 * picker's profiles of a school are kept on the device at once (warm.ts).
 */
export const dataProfilesRoutes: FeatureRoutes = {
  isOfflineEssential: ([root, part]) => root === 'dataProfiles' && part === 'school',
  signedIn: [
    { path: 'dataProfiles', lazy: async () => ({ Component: (await pages()).DataProfilesPage }) },
    {
      path: 'dataProfiles/:schoolId/:profileId',
      lazy: async () => ({ Component: (await pages()).DataProfilePage }),
    },
  ],
};
