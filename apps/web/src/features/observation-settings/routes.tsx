import type { FeatureRoutes } from '../../app/feature';
import { observationSettingsKey } from './keys';

export const observationSettingsRoutes: FeatureRoutes = {
  // The Log Entry dialog's categories and items.
  isOfflineEssential: ([root]) => root === observationSettingsKey[0],
};
