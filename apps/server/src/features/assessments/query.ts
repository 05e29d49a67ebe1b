import { schoolsWhere, type TAssessmentsQuery, type TAssessmentSummary } from '@schooldog/domain';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import { decodeCursor, encodeCursor } from '../../db/cursor.js';
import type { Actor } from '../../http/access.js';
import { withinDistrictDays } from '../../core/district-days.js';
import { walks } from '../walks/public.js';
import { presentAssessmentSummary } from './presenter.js';
import { assessments } from './tables.js';

/*
 * GET /api/assessments (spec 000 §2 "Assessments", §7): the assessments a user may view, newest
 * first, filtered by school, template, status, date range and walk, paged by (timeCreated, id).
 */

/** Schools where a permission is held, as a condition on the assessment's school (true for all). */
function atSchools(actor: Actor, permission: 'manage assessments' | 'view assessments'): SQL | undefined {
  const schools = schoolsWhere(actor.permissions, permission);
  if (schools === 'all') return sql`true`;
  return schools.length > 0 ? inArray(assessments.schoolId, schools) : undefined;
}

/**
 * canViewAssessment as SQL: one's own, or managed at its school, or submitted and viewed at its
 * school, or of a walk one takes part in or reviews.
 */
export function viewableCondition(actor: Actor): SQL {
  const me = actor.user.id;
  const manage = atSchools(actor, 'manage assessments');
  const view = atSchools(actor, 'view assessments');
  const inMyWalk = sql`exists (select 1 from ${walks} where ${walks.id} = ${assessments.walkId} and (${me} = any(${walks.participantUserIds}) or ${walks.awaitingReviewBy} = ${me}))`;
  return or(
    eq(assessments.createdByUserId, me),
    manage,
    view ? and(eq(assessments.status, 'submitted'), view) : undefined,
    inMyWalk,
  ) as SQL;
}

/** One page of the assessments the user may view, with the next page's cursor. */
export async function listAssessments(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  query: TAssessmentsQuery,
): Promise<{ assessments: TAssessmentSummary[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(assessments.isDeleted, false), viewableCondition(actor)];
  if (query.schoolIds.length > 0) conditions.push(inArray(assessments.schoolId, query.schoolIds));
  if (query.rubricIds.length > 0) conditions.push(inArray(assessments.rubricId, query.rubricIds));
  if (query.statuses.length > 0) conditions.push(inArray(assessments.status, query.statuses));
  if (query.walkId) conditions.push(eq(assessments.walkId, query.walkId));
  conditions.push(...withinDistrictDays(assessments.timeCreated, query.dateRange));
  if (query.cursor) {
    const [time, id] = decodeCursor(query.cursor);
    conditions.push(sql`(${assessments.timeCreated}, ${assessments.id}) < (${time}::timestamptz, ${id})`);
  }
  const rows = await deps.db
    .select()
    .from(assessments)
    .where(and(...conditions))
    .orderBy(desc(assessments.timeCreated), desc(assessments.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    assessments: page.map(presentAssessmentSummary),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.timeCreated, last.id) : null,
  };
}
