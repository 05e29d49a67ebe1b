import { type TSubmissionHistoryItem, type WalkStatus } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { NotFound } from '../../http/errors.js';
import { recordAudit } from '../../core/audit.js';
import { publishWalk } from './live.js';
import { type WalkRow, walks } from './tables.js';

/** The fields of a walk the audit log keeps (the history and times speak for themselves). */
const AUDITED = [
  'status',
  'walkType',
  'leaderUserId',
  'collaborators',
  'awaitingReviewBy',
  'context',
  'timeArchived',
] as const satisfies readonly (keyof WalkRow)[];

function audited(row: Partial<WalkRow>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of AUDITED) if (row[field] !== undefined) picked[field] = row[field];
  return picked;
}

/** One step of a walk's history (spec: submissionHistory). */
export function historyStep(
  now: Date,
  fromStatus: WalkStatus | null,
  toStatus: WalkStatus,
  byUserId: string | null,
  extra: { comments?: string | null; notifiedEmails?: string[]; revisionsRequested?: boolean } = {},
): TSubmissionHistoryItem {
  return {
    timestamp: now.toISOString(),
    fromStatus,
    toStatus,
    comments: extra.comments ?? null,
    notifiedEmails: extra.notifiedEmails ?? [],
    byUserId,
    revisionsRequested: extra.revisionsRequested ?? false,
  };
}

/**
 * Changes one walk in the write's transaction: the row is locked, `decide` checks the rules against
 * the locked version and answers the new values; the change is audited and announced after commit.
 */
export async function changeWalk(
  deps: Pick<WriteDeps, 'db' | 'events' | 'clock'>,
  actor: Actor | null,
  walkId: string,
  decide: (row: WalkRow) => Promise<Partial<WalkRow>>,
): Promise<{ before: WalkRow; row: WalkRow }> {
  const now = deps.clock();
  const tx = deps.db;
  const [before] = await tx.select().from(walks).where(eq(walks.id, walkId)).for('update');
  if (!before) throw NotFound('SchoolDog Walk not found');
  const next = await decide(before);
  const [row] = await tx
    .update(walks)
    .set({ ...next, timeUpdated: now })
    .where(eq(walks.id, walkId))
    .returning();
  if (!row) throw NotFound('SchoolDog Walk not found');
  await recordAudit(tx, {
    entity: 'walks',
    entityId: walkId,
    userId: actor?.user.id ?? null,
    before: audited(before),
    after: audited(next),
  });
  publishWalk(deps, row, 'updated');
  return { before, row };
}
