import { eq, sql } from 'drizzle-orm';
import { on } from '../../core/domain-events.js';
import type { WriteDeps } from '../../core/write.js';
import { publishWalk } from './live.js';
import { recordWalkScore } from './score.js';
import { walks } from './tables.js';

/** A walk's assessments list (spec: assessmentIds) gains or loses one, in the assessment's write. */
async function listAssessment(write: WriteDeps, walkId: string | null, change: ReturnType<typeof sql>) {
  if (!walkId) return;
  const [row] = await write.db
    .update(walks)
    .set({ assessmentIds: change, timeUpdated: write.clock() })
    .where(eq(walks.id, walkId))
    .returning();
  if (row) publishWalk(write, row, 'updated');
}

/** The walks' reactions to assessment writes: their list of assessments, and their score. */
export const walkAssessmentSubscribers = [
  on('assessment.created', 'write', (write, { assessment }) =>
    listAssessment(write, assessment.walkId, sql`array_append(${walks.assessmentIds}, ${assessment.id})`),
  ),
  on('assessment.deleted', 'write', (write, { assessment }) =>
    listAssessment(write, assessment.walkId, sql`array_remove(${walks.assessmentIds}, ${assessment.id})`),
  ),
  on('assessment.walkScored', 'write', (write, { walkId, score }) => recordWalkScore(write, walkId, score)),
];
