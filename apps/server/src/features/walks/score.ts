import { eq } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import { publishWalk } from './live.js';
import { walks } from './tables.js';

/**
 * Stores the walk's score (the mean of its submitted assessments, worked out by assessments) in the
 * write's transaction, announcing the walk when it moved.
 */
export async function recordWalkScore(write: WriteDeps, walkId: string, score: number | null): Promise<void> {
  const [row] = await write.db.select().from(walks).where(eq(walks.id, walkId));
  if (!row || row.score === score) return;
  const [stored] = await write.db.update(walks).set({ score }).where(eq(walks.id, walkId)).returning();
  if (stored) publishWalk(write, stored, 'updated');
}
