import { type ScoringEntry, scoreAssessment } from '@schooldog/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import type { Executor } from '../../db/client.js';
import { observations } from '../entries/public.js';
import { findWalk } from '../walks/public.js';
import { publishAssessment } from './access.js';
import { type AssessmentRow, assessments } from './tables.js';

/*
 * Re-scoring (spec 000 §4 "Assessment"): every write of an assessment, and every change of a walk's
 * entries, stores scoreAssessment's result over the walk's entries (none outside a walk), so the
 * stored links and scores always equal a recomputation.
 */

/** The entries an assessment scores from: a walk's entries not deleted, oldest first. */
export async function scoringEntriesOf(db: Executor, walkId: string | null): Promise<ScoringEntry[]> {
  if (!walkId) return [];
  return db
    .select({
      id: observations.id,
      observationType: observations.observationType,
      quantity: observations.quantity,
      tags: observations.tags,
      isDeleted: observations.isDeleted,
    })
    .from(observations)
    .where(and(eq(observations.walkId, walkId), eq(observations.isDeleted, false)))
    .orderBy(asc(observations.timestamp), asc(observations.id));
}

/** The stored fields scoring decides, for an assessment's sections and thresholds. */
export function scoredFields(
  row: Pick<AssessmentRow, 'sections' | 'useScoreThresholds' | 'scoreThresholds'>,
  entries: readonly ScoringEntry[],
): Pick<AssessmentRow, 'sections' | 'totalScore' | 'maxScore' | 'score' | 'band'> {
  const { sections, totalScore, maxScore, score, band } = scoreAssessment(row, entries);
  return { sections, totalScore, maxScore, score, band };
}

const sameScore = (a: Partial<AssessmentRow>, b: Partial<AssessmentRow>) =>
  a.totalScore === b.totalScore &&
  a.maxScore === b.maxScore &&
  a.score === b.score &&
  a.band === b.band &&
  JSON.stringify(a.sections) === JSON.stringify(b.sections);

/** The walk's score: the rounded mean percent of its submitted assessments (null if none). */
export function walkScoreOf(rows: readonly Pick<AssessmentRow, 'status' | 'score' | 'isDeleted'>[]) {
  const scores = rows.flatMap((row) =>
    !row.isDeleted && row.status === 'submitted' && row.score !== null ? [row.score] : [],
  );
  return scores.length > 0 ? Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length) : null;
}

/** Works out the walk's score from its assessments and says so (the walk stores it). */
export async function scoreWalk(write: WriteDeps, walkId: string): Promise<void> {
  const rows = await write.db
    .select({ status: assessments.status, score: assessments.score, isDeleted: assessments.isDeleted })
    .from(assessments)
    .where(eq(assessments.walkId, walkId));
  await write.emit('assessment.walkScored', { walkId, score: walkScoreOf(rows) });
}

/**
 * Re-scores every assessment of a walk after its entries changed (created, edited, deleted), in the
 * entry's transaction; those whose links, scores or entries in scope (allEntries) moved are stored
 * and announced.
 */
export async function rescoreWalkAssessments(deps: WriteDeps, walkId: string): Promise<void> {
  const tx = deps.db;
  const rows = await tx
    .select()
    .from(assessments)
    .where(and(eq(assessments.walkId, walkId), eq(assessments.isDeleted, false)))
    .orderBy(asc(assessments.id))
    .for('update');
  if (rows.length === 0) return;
  // A walk being deleted takes its assessments with it ('walk.deleted'): nothing to score.
  const walk = await findWalk(tx, walkId);
  if (!walk) return;
  const entries = await scoringEntriesOf(tx, walkId);
  let changed = false;
  const allEntries = entries.map((entry) => entry.id);
  for (const row of rows) {
    const next = { ...scoredFields(row, entries), allEntries };
    if (sameScore(row, next) && JSON.stringify(row.allEntries) === JSON.stringify(allEntries)) continue;
    changed = true;
    const [stored] = await tx
      .update(assessments)
      .set({ ...next, timeUpdated: deps.clock() })
      .where(eq(assessments.id, row.id))
      .returning();
    if (stored) publishAssessment(deps, { row: stored, walk }, 'updated');
  }
  if (changed) await scoreWalk(deps, walkId);
}
