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
    {
      path: 'dataProfiles/:schoolId/:profileId/:optionId',
      lazy: async () => ({ Component: (await pages()).OptionPage }),
    },
    // A room label's QR code (ROOM_LOG_PATH): Log Entry at that room.
    { path: 'log', lazy: async () => ({ Component: (await import('./LogAtRoomPage')).LogAtRoomPage }) },
  ],
};
