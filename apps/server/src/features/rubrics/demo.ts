import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { createRubric } from './service.js';
import { actorByEmail } from '../../seed/actor.js';
import { DEMO_EMAIL_DOMAIN } from '../../seed/demo.js';
import { CPTED_NAME, CPTED_RUBRIC } from './demo-cpted.js';
import { DAILY_NAME, DAILY_RUBRIC } from './demo-daily.js';

/** The demo templates' names (the end-to-end tests begin assessments from them). */
export const DEMO_RUBRICS = { cpted: CPTED_NAME, daily: DAILY_NAME } as const;

/**
 * Two demo templates, enabled and offered to the district, made through the rubrics service by
 * the district safety coordinator (who creates and manages rubrics).
 */
export async function seedDemoRubrics(deps: AppDeps): Promise<void> {
  const author = await actorByEmail(deps, `district_safety_coordinator@${DEMO_EMAIL_DOMAIN}`);
  for (const rubric of [CPTED_RUBRIC, DAILY_RUBRIC]) {
    await inTransaction(deps, 'online', (w) => createRubric(w, author, rubric));
  }
}
