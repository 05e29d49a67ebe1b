import {
  ASSESSMENT_MESSAGES,
  canAnswerAssessment,
  canDeleteAssessment,
  canReopenAssessment,
  canSubmitAssessment,
  isAssessmentComplete,
  MESSAGES,
  type TAnswerQuestionRequest,
  type TAssessmentDetail,
  type TUpdateAssessmentRequest,
  withManualAnswer,
  ZAnswerQuestionRequest,
  ZUpdateAssessmentRequest,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.js';
import { lockWalk } from '../walks/public.js';
import {
  assessmentViewerOf,
  type LoadedAssessment,
  loadAssessment,
  loadViewableAssessment,
  publishAssessment,
  subjectOf,
} from './access.js';
import { scoredFields, scoreWalk, scoringEntriesOf } from './rescore.js';
import { detailOf } from './service.js';
import { type AssessmentRow, assessments } from './tables.js';

/*
 * Answering and the lifecycle of an assessment (spec 000 §4 "Assessment lifecycle", §7): each
 * change locks the walk (if any) and the assessment, checks the rules against the locked rows,
 * and stores the result re-scored over the walk's entries.
 */

/**
 * Changes one assessment in the write's transaction: `decide` answers the new values (or throws),
 * then links and scores are recomputed, the walk's score follows, and the change is announced.
 */
export async function changeAssessment(
  deps: WriteDeps,
  actor: Actor,
  assessmentId: string,
  decide: (loaded: LoadedAssessment) => Partial<AssessmentRow>,
): Promise<LoadedAssessment> {
  const tx = deps.db;
  const { row: seen } = await loadViewableAssessment(tx, actor, assessmentId);
  // The walk first, then the assessment: the order the entries' writes lock them in.
  if (seen.walkId) await lockWalk(tx, seen.walkId);
  const loaded = await loadAssessment(tx, assessmentId, { forUpdate: true });
  const next = decide(loaded);
  const merged = { ...loaded.row, ...next };
  const entries = await scoringEntriesOf(tx, merged.walkId);
  const now = deps.clock();
  const [row] = await tx
    .update(assessments)
    .set({
      ...next,
      ...scoredFields(merged, entries),
      allEntries: merged.walkId ? entries.map((entry) => entry.id) : [],
      updatedByUserId: actor.user.id,
      timeUpdated: now,
    })
    .where(eq(assessments.id, assessmentId))
    .returning();
  if (!row) throw NotFound(ASSESSMENT_MESSAGES.assessmentNotFound);
  if (row.walkId) await scoreWalk(deps, row.walkId);
  const changed = { row, walk: loaded.walk };
  publishAssessment(deps, changed, row.isDeleted ? 'deleted' : 'updated');
  return changed;
}

const mayAnswer = (actor: Actor, loaded: LoadedAssessment) => {
  if (!canAnswerAssessment(assessmentViewerOf(actor), subjectOf(loaded)))
    throw Forbidden(ASSESSMENT_MESSAGES.assessmentMayNotAnswer);
};

/** POST /api/assessments/:id/answers (and assessment.answer offline): a manual answer, or back to auto. */
export async function answerQuestion(
  deps: WriteDeps,
  actor: Actor,
  assessmentId: string,
  input: TAnswerQuestionRequest,
): Promise<TAssessmentDetail> {
  const { questionId, answerId } = ZAnswerQuestionRequest.parse(input);
  const changed = await changeAssessment(deps, actor, assessmentId, (loaded) => {
    mayAnswer(actor, loaded);
    const question = loaded.row.sections
      .flatMap((section) => section.questions)
      .find((candidate) => candidate.id === questionId);
    if (!question) throw Invalid({ questionId: ASSESSMENT_MESSAGES.assessmentQuestionMissing });
    if (answerId !== null && !question.answers.some((answer) => answer.answerId === answerId))
      throw Invalid({ answerId: ASSESSMENT_MESSAGES.assessmentAnswerMissing });
    return { sections: withManualAnswer(loaded.row.sections, questionId, answerId) };
  });
  return detailOf(deps.db, changed);
}

/** The sections after a patch of their skip and notes; an unknown section id is a field error. */
function patchedSections(row: AssessmentRow, patch: NonNullable<TUpdateAssessmentRequest['sections']>) {
  for (const sectionId of Object.keys(patch)) {
    if (!row.sections.some((section) => section.id === sectionId))
      throw Invalid({ [`sections.${sectionId}`]: ASSESSMENT_MESSAGES.assessmentSectionMissing });
  }
  return row.sections.map((section) => {
    const change = patch[section.id];
    if (!change) return section;
    return {
      ...section,
      ...(change.skip !== undefined && { skip: change.skip }),
      ...(change.notes !== undefined && { notes: change.notes }),
    };
  });
}

/**
 * PATCH /api/assessments/:id (and assessment.update offline): its notes and sections by those who
 * answer it; skipping a walk's assessment by those who manage the walk (the finish tab).
 */
export async function updateAssessment(
  deps: WriteDeps,
  actor: Actor,
  assessmentId: string,
  input: TUpdateAssessmentRequest,
): Promise<TAssessmentDetail> {
  const patch = ZUpdateAssessmentRequest.parse(input);
  const changed = await changeAssessment(deps, actor, assessmentId, (loaded) => {
    const next: Partial<AssessmentRow> = {};
    if (patch.location !== undefined || patch.notes !== undefined || patch.sections !== undefined) {
      mayAnswer(actor, loaded);
      if (patch.location !== undefined) next.location = patch.location;
      if (patch.notes !== undefined) next.notes = patch.notes;
      if (patch.sections !== undefined) next.sections = patchedSections(loaded.row, patch.sections);
    }
    if (patch.skip !== undefined) {
      if (!loaded.walk) throw Invalid({ skip: ASSESSMENT_MESSAGES.assessmentSkipOnlyInWalk });
      if (!canDeleteAssessment(assessmentViewerOf(actor), subjectOf(loaded)))
        throw Forbidden(ASSESSMENT_MESSAGES.assessmentMayNotDelete);
      if (patch.skip !== loaded.row.skip) {
        next.skip = patch.skip;
        next.timeSkipped = patch.skip ? deps.clock() : null;
        next.skippedByUserId = patch.skip ? actor.user.id : null;
      }
    }
    return next;
  });
  return detailOf(deps.db, changed);
}

/** POST /api/assessments/:id/submit: an assessment outside a walk, every question of its sections scored. */
export async function submitAssessment(
  deps: WriteDeps,
  actor: Actor,
  assessmentId: string,
): Promise<TAssessmentDetail> {
  const changed = await changeAssessment(deps, actor, assessmentId, (loaded) => {
    if (!canSubmitAssessment(assessmentViewerOf(actor), subjectOf(loaded)))
      throw Forbidden(ASSESSMENT_MESSAGES.assessmentMayNotSubmit);
    // Outside a walk nothing links, so the stored scores are the manual answers: already current.
    if (!isAssessmentComplete({ sections: loaded.row.sections }))
      throw Conflict(MESSAGES.completeAssessments);
    const now = deps.clock();
    return {
      status: 'submitted',
      submittedByUserId: actor.user.id,
      timeSubmitted: now,
      timeLastSubmitted: now,
    };
  });
  return detailOf(deps.db, changed);
}

/** POST /api/assessments/:id/edit: a submitted assessment back to editing (its last submitted time kept). */
export async function reopenAssessment(
  deps: WriteDeps,
  actor: Actor,
  assessmentId: string,
): Promise<TAssessmentDetail> {
  const changed = await changeAssessment(deps, actor, assessmentId, (loaded) => {
    if (!canReopenAssessment(assessmentViewerOf(actor), subjectOf(loaded)))
      throw Forbidden(ASSESSMENT_MESSAGES.assessmentMayNotReopen);
    return { status: 'editing', submittedByUserId: null, timeSubmitted: null, editedByUserId: actor.user.id };
  });
  return detailOf(deps.db, changed);
}

/** DELETE /api/assessments/:id: soft; a walk's assessment leaves the walk's assessmentIds. */
export async function deleteAssessment(deps: WriteDeps, actor: Actor, assessmentId: string): Promise<void> {
  const { row } = await changeAssessment(deps, actor, assessmentId, (loaded) => {
    if (!canDeleteAssessment(assessmentViewerOf(actor), subjectOf(loaded)))
      throw Forbidden(ASSESSMENT_MESSAGES.assessmentMayNotDelete);
    return { isDeleted: true, timeDeleted: deps.clock(), deletedByUserId: actor.user.id };
  });
  // Its walk, if any, drops it from its list.
  await deps.emit('assessment.deleted', { assessment: row });
}
