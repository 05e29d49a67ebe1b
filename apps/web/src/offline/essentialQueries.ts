import { observationSettingsKey } from '../features/observation-settings/keys';
import { walkKeys } from '../features/walks/keys';

/**
 * The reads an offline screen cannot work without (the Log Entry dialog's categories and items,
 * the walks in progress with their entries, the schools' locations, the assessments opened and
 * the walks' assessments): the persisted cache saves
 * them as soon as they load (queryPersistence.ts). Keys only: the app's first script reads this.
 */
export function isOfflineEssential(queryKey: readonly unknown[]): boolean {
  const [root, part, , leaf] = queryKey;
  if (root === observationSettingsKey[0]) return true;
  if (root === 'schools') return queryKey[2] === 'locations';
  // An assessment opened here, and a walk's assessments: answered offline later.
  if (root === 'assessments') return part === 'detail' || part === 'walk';
  if (root !== walkKeys.all[0]) return false;
  return part === 'current' || (part === 'detail' && (queryKey.length === 3 || leaf === 'entries'));
}
