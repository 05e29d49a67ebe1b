import type { AppDeps } from '../core/deps.js';

/**
 * Each feature's demo data (its manifest's `seed`), in the features' order, once the district and
 * its people exist (seedDemo): made through the features' own services, so counts, scores and
 * histories are what the app itself would have made.
 */
export async function seedFeatureDemos(deps: AppDeps): Promise<void> {
  for (const feature of deps.features.features) await feature.seed?.(deps);
}
