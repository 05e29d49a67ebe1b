import { isAssessmentComplete, MESSAGES } from '@schooldog/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import type { Tx } from '../../db/client.js';
import { Conflict } from '../../http/errors.js';
import type { WalkRow } from '../walks/public.js';
import { publishAssessment } from './access.js';
import { scoredFields, scoringEntriesOf } from './rescore.js';
import { type AssessmentRow, assessments } from './tables.js';

/*
 * A walk's assessments through the walk's lifecycle (spec 000 §4 "Walk completion", §5 "Walk
 * completion and review"): checked before review, saved or submitted in the transaction that
 * completes the walk, deleted with it.
 */

type Deps = Pick<WriteDeps, 'db' | 'events' | 'clock'>;

const liveAssessmentsOf = (tx: Tx, walkId: string) =>
  tx
    .select()
    .from(assessments)
    .where(and(eq(assessments.walkId, walkId), eq(assessments.isDeleted, false)))
    .orderBy(asc(assessments.timeCreated), asc(assessments.id))
    .for('update');

/** Submitting for review: every question of every non-skipped section of every non-skipped assessment scored. */
export async function assertWalkAssessmentsComplete(tx: Tx, walkId: string): Promise<void> {
  const rows = await liveAssessmentsOf(tx, walkId);
  if (rows.some((row) => !isAssessmentComplete(row))) throw Conflict(MESSAGES.completeAssessments);
}

/**
 * Completing the walk (inside its transaction, the walk locked): each skipped assessment is saved
 * and each other one submitted (by the completing person, or nobody for the automatic completion),
 * all scored over the walk's entries, whose ids they keep (allEntries). A person completing is
 * refused while an unskipped one is incomplete. Answers them as stored.
 */
export async function completeWalkAssessments(
  deps: Deps,
  walk: WalkRow,
  byUserId: string | null,
  options: { requireComplete: boolean },
): Promise<AssessmentRow[]> {
  const tx = deps.db;
  const rows = await liveAssessmentsOf(tx, walk.id);
  if (rows.length === 0) return [];
  const entries = await scoringEntriesOf(tx, walk.id);
  const allEntries = entries.map((entry) => entry.id);
  const now = deps.clock();
  const stored: AssessmentRow[] = [];
  for (const row of rows) {
    const scored = scoredFields(row, entries);
    const incomplete = !row.skip && !isAssessmentComplete({ sections: scored.sections });
    if (incomplete && options.requireComplete) throw Conflict(MESSAGES.completeAssessments);
    const submitted: Partial<AssessmentRow> = row.skip
      ? {}
      : { status: 'submitted', submittedByUserId: byUserId, timeSubmitted: now, timeLastSubmitted: now };
    const [saved] = await tx
      .update(assessments)
      .set({ ...scored, ...submitted, allEntries, timeUpdated: now })
      .where(eq(assessments.id, row.id))
      .returning();
    if (saved) stored.push(saved);
  }
  for (const row of stored) publishAssessment(deps, { row, walk }, 'updated');
  return stored;
}

/** A walk deleted: its assessments are deleted with it (softly, as a deleted assessment is). */
export async function deleteWalkAssessments(deps: Deps, walk: WalkRow, byUserId: string): Promise<void> {
  // The walk is gone: its list of assessments goes with it, so no 'assessment.deleted' to keep it.
  const rows = await deps.db
    .update(assessments)
    .set({ isDeleted: true, timeDeleted: deps.clock(), deletedByUserId: byUserId })
    .where(and(eq(assessments.walkId, walk.id), eq(assessments.isDeleted, false)))
    .returning();
  for (const row of rows) publishAssessment(deps, { row, walk }, 'deleted');
}
