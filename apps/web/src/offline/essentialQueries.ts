import { FEATURE_ROUTES } from '../features/routes';

/**
 * The reads an offline screen cannot work without (each feature's routes.tsx names its own: the
 * Log Entry dialog's categories and items, the walks in progress with their entries, the schools'
 * locations, the assessments opened and the walks' assessments): the persisted cache saves them as
 * soon as they load (queryPersistence.ts). Keys only: the app's first script reads this.
 */
export function isOfflineEssential(queryKey: readonly unknown[]): boolean {
  return FEATURE_ROUTES.some((feature) => feature.isOfflineEssential?.(queryKey) ?? false);
}
