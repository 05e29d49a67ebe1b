import type { TAssessmentSummary } from '@schooldog/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { presentAssessmentSummary } from './presenter.js';
import { assessments } from './tables.js';

/** The assessments a page of walks carries, oldest first, by walk id (one read for the page). */
export async function assessmentSummariesOfWalks(
  db: Executor,
  walkIds: readonly string[],
): Promise<Map<string, TAssessmentSummary[]>> {
  const byWalk = new Map<string, TAssessmentSummary[]>();
  if (walkIds.length === 0) return byWalk;
  const rows = await db
    .select()
    .from(assessments)
    .where(and(inArray(assessments.walkId, [...walkIds]), eq(assessments.isDeleted, false)))
    .orderBy(asc(assessments.timeCreated), asc(assessments.id));
  for (const row of rows) {
    const key = String(row.walkId);
    byWalk.set(key, [...(byWalk.get(key) ?? []), presentAssessmentSummary(row)]);
  }
  return byWalk;
}
