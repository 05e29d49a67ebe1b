import {
  ASSESSMENT_MESSAGES,
  type AssessmentSubject,
  type AssessmentViewer,
  canViewAssessment,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import type { EventBus } from '../../platform/events.js';
import { audienceOf, findWalk, type WalkRow } from '../walks/public.js';
import { type AssessmentRow, assessments } from './tables.js';

/*
 * Who may see and change an assessment (packages/domain assessments/rules.ts): the rules read the
 * assessment with its walk, if it has one.
 */

export type { AssessmentRow };

/** An assessment row with its walk (null outside a walk). */
export interface LoadedAssessment {
  row: AssessmentRow;
  walk: WalkRow | null;
}

export const assessmentViewerOf = (actor: Actor): AssessmentViewer => ({
  userId: actor.user.id,
  permissions: actor.permissions,
});

export const subjectOf = ({ row, walk }: LoadedAssessment): AssessmentSubject => ({
  schoolId: row.schoolId,
  status: row.status,
  createdByUserId: row.createdByUserId,
  isDeleted: row.isDeleted,
  walk: walk ? audienceOf(walk) : null,
});

/** An assessment that is not deleted, with its walk; locked for update inside a write when asked. */
export async function loadAssessment(
  executor: Executor,
  assessmentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedAssessment> {
  const query = executor.select().from(assessments).where(eq(assessments.id, assessmentId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || row.isDeleted) throw NotFound(ASSESSMENT_MESSAGES.assessmentNotFound);
  const walk = row.walkId ? ((await findWalk(executor, row.walkId)) ?? null) : null;
  return { row, walk };
}

/** An assessment the actor may view: 404 when unknown or deleted, 403 when not theirs to see. */
export async function loadViewableAssessment(
  executor: Executor,
  actor: Actor,
  assessmentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedAssessment> {
  const loaded = await loadAssessment(executor, assessmentId, options);
  if (!canViewAssessment(assessmentViewerOf(actor), subjectOf(loaded)))
    throw Forbidden(ASSESSMENT_MESSAGES.assessmentNoAccess);
  return loaded;
}

/** Tells those who may view the assessment (after commit: the write holds the events). */
export function publishAssessment(
  deps: { events: EventBus },
  loaded: LoadedAssessment,
  action: 'created' | 'updated' | 'deleted',
) {
  const subject = subjectOf(loaded);
  deps.events.publish({
    type: 'assessment',
    id: loaded.row.id,
    action,
    schoolId: subject.schoolId,
    status: subject.status,
    createdByUserId: subject.createdByUserId,
    walk: loaded.walk ? audienceOf(loaded.walk) : null,
  });
}
