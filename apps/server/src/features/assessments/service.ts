import {
  ASSESSMENT_MESSAGES,
  canAddWalkAssessment,
  canBeginAssessment,
  newId,
  type TAssessment,
  type TAssessmentDetail,
  type TAssessmentSection,
  type TCreateAssessmentRequest,
  type TRubricSection,
  ZCreateAssessmentRequest,
} from '@schooldog/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import type { WriteDeps } from '../../core/write.js';
import { createOnce } from '../../db/create-once.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, Invalid } from '../../http/errors.js';
import { entryWalkOf, observations, presentEntryWithNames } from '../entries/public.js';
import { rubrics } from '../rubrics/public.js';
import { schoolNameOf } from '../schools/public.js';
import { users } from '../users/public.js';
import { loadViewableWalk, lockWalk, viewerOf } from '../walks/public.js';
import {
  assessmentViewerOf,
  type LoadedAssessment,
  loadViewableAssessment,
  publishAssessment,
} from './access.js';
import { withEntryAssessments } from './entry-links.js';
import { linkedEntryIds, presentAssessment } from './presenter.js';
import { scoredFields, scoringEntriesOf } from './rescore.js';
import { type AssessmentRow, assessments, type NewAssessmentRow } from './tables.js';

/*
 * Beginning and reading assessments (spec 000 §4 "Assessment", §7): an assessment copies its
 * template and is scored at once from its walk's entries. Answering and the lifecycle: change.ts.
 */

type ReadDeps = Pick<AppDeps, 'db' | 'clock'>;

/** A template's sections as a new assessment's: unanswered, unlinked, with empty notes. */
export function sectionsFromTemplate(sections: readonly TRubricSection[]): TAssessmentSection[] {
  return sections.map((section) => ({
    ...section,
    notes: '',
    questions: section.questions.map((question) => ({
      ...question,
      score: null,
      answerId: null,
      autoLinkedScore: null,
      manuallyAnswered: false,
      linkedObservations: [],
    })),
  }));
}

/** The template must exist, not deleted, enabled and active in the district (organization activeRubricIds). */
async function offeredRubric(deps: WriteDeps, rubricId: string) {
  const [rubric] = await deps.db.select().from(rubrics).where(eq(rubrics.id, rubricId));
  const { activeRubricIds } = await deps.settings.get('organization');
  if (!rubric || rubric.isDeleted || !rubric.enabled || !activeRubricIds.includes(rubric.id))
    throw Invalid({ rubricId: ASSESSMENT_MESSAGES.rubricNotOffered });
  return rubric;
}

/** The walk an assessment is added to: locked, at the assessment's school, managed by the actor. */
async function walkToAddTo(deps: WriteDeps, actor: Actor, walkId: string, schoolId: string) {
  const walk = await lockWalk(deps.db, walkId);
  if (!walk) throw Invalid({ walkId: 'SchoolDog Walk not found' });
  if (walk.schoolId !== schoolId) throw Invalid({ schoolId: ASSESSMENT_MESSAGES.assessmentWalkOtherSchool });
  if (!canAddWalkAssessment(viewerOf(actor), walk))
    throw Forbidden(ASSESSMENT_MESSAGES.assessmentMayNotAddToWalk);
  return walk;
}

/**
 * POST /api/assessments: begins an assessment from an offered template at a school, inside a walk
 * when walkId is given (added to its assessmentIds in the same transaction). A repeated client id
 * by the same user answers the assessment already made.
 */
export async function createAssessment(
  deps: WriteDeps,
  actor: Actor,
  input: TCreateAssessmentRequest,
): Promise<{ detail: TAssessmentDetail; isNew: boolean }> {
  const request = ZCreateAssessmentRequest.parse(input);
  const id = request.id ?? newId();
  let loaded: LoadedAssessment | null = null;
  const { row, isNew } = await createOnce({
    find: async () => (await deps.db.select().from(assessments).where(eq(assessments.id, id)))[0],
    isOwn: (existing) => existing.createdByUserId === actor.user.id,
    conflict: ASSESSMENT_MESSAGES.assessmentIdTaken,
    insert: async () => {
      const rubric = await offeredRubric(deps, request.rubricId);
      if ((await schoolNameOf(deps.db, request.schoolId)) === null)
        throw Invalid({ schoolId: 'This school does not exist.' });
      if (!canBeginAssessment(assessmentViewerOf(actor), request.schoolId))
        throw Forbidden(ASSESSMENT_MESSAGES.assessmentMayNotBegin);
      const walk = request.walkId ? await walkToAddTo(deps, actor, request.walkId, request.schoolId) : null;
      const entries = await scoringEntriesOf(deps.db, walk?.id ?? null);
      const now = deps.clock();
      const template = {
        sections: sectionsFromTemplate(rubric.sections),
        useScoreThresholds: rubric.useScoreThresholds,
        scoreThresholds: rubric.scoreThresholds,
      };
      const values: NewAssessmentRow = {
        id,
        rubricId: rubric.id,
        schoolId: request.schoolId,
        walkId: walk?.id ?? null,
        createdByUserId: actor.user.id,
        status: 'created',
        name: rubric.name,
        showScores: rubric.showScores,
        disclaimer: rubric.disclaimer,
        location: request.location,
        notes: request.notes,
        allEntries: entries.map((entry) => entry.id),
        ...template,
        ...scoredFields(template, entries),
        updatedByUserId: actor.user.id,
        timeCreated: now,
        timeUpdated: now,
      };
      const [inserted] = await deps.db.insert(assessments).values(values).onConflictDoNothing().returning();
      if (!inserted) return null;
      // Its walk, if any, adds it to its list.
      await deps.emit('assessment.created', { assessment: inserted });
      loaded = { row: inserted, walk };
      return inserted;
    },
  });
  if (isNew && loaded) publishAssessment(deps, loaded, 'created');
  return { detail: await assessmentDetail(deps.db, actor, row.id), isNew };
}

/** The entries an assessment's questions link, with their reporters and the assessments linking them. */
export async function linkedEntries(db: Executor, loaded: LoadedAssessment) {
  const ids = linkedEntryIds(loaded.row);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ entry: observations, firstName: users.firstName, lastName: users.lastName })
    .from(observations)
    .leftJoin(users, eq(users.id, observations.reportedByUserId))
    .where(and(inArray(observations.id, ids), eq(observations.isDeleted, false)))
    .orderBy(desc(observations.timestamp), desc(observations.id));
  const walk = entryWalkOf(loaded.walk);
  return withEntryAssessments(
    db,
    rows.map((row) => presentEntryWithNames({ ...row, walk })),
  );
}

/** An assessment and the entries linked to its questions. */
export async function detailOf(db: Executor, loaded: LoadedAssessment): Promise<TAssessmentDetail> {
  return { assessment: presentAssessment(loaded.row), entries: await linkedEntries(db, loaded) };
}

/** GET /api/assessments/:assessmentId: whoever may view it (canViewAssessment). */
export async function assessmentDetail(db: Executor, actor: Actor, assessmentId: string) {
  return detailOf(db, await loadViewableAssessment(db, actor, assessmentId));
}

/** GET /api/walks/:walkId/assessments: the walk's assessments, whole, for whoever may view the walk. */
export async function walkAssessments(deps: ReadDeps, actor: Actor, walkId: string): Promise<TAssessment[]> {
  await loadViewableWalk(deps.db, actor, walkId);
  const rows: AssessmentRow[] = await deps.db
    .select()
    .from(assessments)
    .where(and(eq(assessments.walkId, walkId), eq(assessments.isDeleted, false)))
    .orderBy(asc(assessments.timeCreated), asc(assessments.id));
  return rows.map(presentAssessment);
}
