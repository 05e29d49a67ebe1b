import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import type { Actor } from '../../http/access.js';
import { withEntryAssessments } from '../assessments/public.js';
import { users } from '../users/public.js';
import { loadViewableWalk } from '../walks/public.js';
import { presentEntryWithNames } from './presenter.js';
import { observations } from './tables.js';

/** GET /api/walks/:walkId/entries: the walk's non-deleted entries, newest first. */
export async function walkEntries(deps: Pick<AppDeps, 'db'>, actor: Actor, walkId: string) {
  const walk = await loadViewableWalk(deps.db, actor, walkId);
  const rows = await deps.db
    .select({ entry: observations, firstName: users.firstName, lastName: users.lastName })
    .from(observations)
    .leftJoin(users, eq(users.id, observations.reportedByUserId))
    .where(and(eq(observations.walkId, walkId), eq(observations.isDeleted, false)))
    .orderBy(desc(observations.timestamp), desc(observations.id));
  return withEntryAssessments(
    deps.db,
    rows.map((row) => presentEntryWithNames({ ...row, walk })),
  );
}
