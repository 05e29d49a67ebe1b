import { canViewWalk, type WalkSubject, type WalkViewer } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Conflict, Forbidden, NotFound } from '../../http/errors.js';
import type { WalkAudience } from './events.js';
import type { UserRow } from '../users/public.js';
import { type WalkRow, walks } from './tables.js';

export const viewerOf = (actor: Actor): WalkViewer => ({
  userId: actor.user.id,
  permissions: actor.permissions,
});

/** What of a walk row its access rules and event audience read. */
export const audienceOf = (row: WalkRow): WalkAudience & WalkSubject => ({
  schoolId: row.schoolId,
  walkType: row.walkType,
  status: row.status,
  leaderUserId: row.leaderUserId,
  collaborators: row.collaborators,
  participantUserIds: row.participantUserIds,
  awaitingReviewBy: row.awaitingReviewBy,
});

export async function findWalk(executor: Executor, walkId: string): Promise<WalkRow | undefined> {
  const [row] = await executor.select().from(walks).where(eq(walks.id, walkId));
  return row;
}

/** A walk the actor may view: 404 when unknown, 403 when not theirs to see (spec 000 §6). */
export async function loadViewableWalk(executor: Executor, actor: Actor, walkId: string): Promise<WalkRow> {
  const row = await findWalk(executor, walkId);
  if (!row) throw NotFound('SchoolDog Walk not found');
  if (!canViewWalk(viewerOf(actor), audienceOf(row)))
    throw Forbidden('You do not have access to this SchoolDog Walk.');
  return row;
}

/** A complete walk cannot be changed but stays accessible (spec 000 §4 "Walk"). */
export function assertNotComplete(row: WalkRow): void {
  if (row.status === 'complete')
    throw Conflict('This SchoolDog Walk is complete and cannot be changed. Place it back in progress first.');
}

export const personOf = (user: Pick<UserRow, 'id' | 'firstName' | 'lastName'>) => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
});

/** Locks a walk for the rest of the write (the order entries and assessments lock it in: walk first). */
export async function lockWalk(executor: Executor, walkId: string): Promise<WalkRow | undefined> {
  const [row] = await executor.select().from(walks).where(eq(walks.id, walkId)).for('update');
  return row;
}
