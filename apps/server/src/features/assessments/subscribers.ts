import { on } from '../../core/domain-events.js';
import { defineBatch } from '../../core/write.js';
import { rescoreWalkAssessments, walkScoreOf } from './rescore.js';
import {
  assertWalkAssessmentsComplete,
  completeWalkAssessments,
  deleteWalkAssessments,
} from './walk-completion.js';

/*
 * Assessments follow entries and walks in the same transaction (spec 000 §4 "Entry links", §5 "Walk
 * completion and review"): a walk's entries re-score its assessments; sending a walk for review needs
 * them complete; completing saves or submits them; deleting the walk deletes them.
 */

/** What of an entry scoring reads: a change to anything else (a comment, a location) moves no score. */
const SCORED = ['observationType', 'quantity', 'tags', 'isDeleted', 'timestamp', 'walkId'] as const;

/** The walks whose entries a write changed, re-scored once each when it settles (in id order). */
const walkRescoring = defineBatch<string>('walk assessment scores', async (write, walkIds) => {
  for (const walkId of [...new Set(walkIds)].sort()) await rescoreWalkAssessments(write, walkId);
});

export const assessmentSubscribers = [
  on('entry.created', 'write', (write, { entry }) => {
    if (entry.walkId) write.later(walkRescoring, entry.walkId);
  }),
  on('entry.changed', 'write', (write, { before, after }) => {
    const moved = SCORED.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
    if (after.walkId && moved) write.later(walkRescoring, after.walkId);
  }),
  on('entry.deleted', 'write', (write, { entry }) => {
    if (entry.walkId) write.later(walkRescoring, entry.walkId);
  }),
  on('walk.submitted', 'write', (write, { walk }) => assertWalkAssessmentsComplete(write.db, walk.id)),
  on('walk.completed', 'write', async (write, { walk, byUserId }) => {
    // A person completing needs every unskipped one complete; the automatic completion does not.
    const stored = await completeWalkAssessments(write, walk, byUserId, {
      requireComplete: byUserId !== null,
    });
    await write.emit('assessment.walkScored', { walkId: walk.id, score: walkScoreOf(stored) });
  }),
  on('walk.deleted', 'write', (write, { walk, byUserId }) => deleteWalkAssessments(write, walk, byUserId)),
];
