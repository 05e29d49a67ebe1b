import type { FeatureRoutes } from '../../app/feature';

/** Data profiles' reads kept on the device at once: the location picker's profiles of a school (warm.ts). */
export const dataProfilesRoutes: FeatureRoutes = {
  isOfflineEssential: ([root, part]) => root === 'dataProfiles' && part === 'school',
};
