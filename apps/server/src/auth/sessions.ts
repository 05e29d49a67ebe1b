import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../features/users/tables.js';
import type { EventBus } from '../platform/events.js';
import { sessions } from './tables.js';

/**
 * Ends every session of an account now, on every instance: the rows go, each instance drops them
 * from its cache and closes their event streams (ASVS 3.3.1). Used when an account is archived and
 * wherever an administrator must cut a user off.
 */
export async function endSessionsOf(deps: { db: Db; events: EventBus }, userId: string): Promise<number> {
  const ended = await deps.db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  if (ended.length > 0)
    deps.events.publish({ type: 'sessions', userId, sessionIds: ended.map((session) => session.id) });
  return ended.length;
}

/**
 * Archives (or restores) an account: it can no longer sign in, its sessions end everywhere at once,
 * and the security log records who did it (the users table's trigger reads the acting user).
 */
export async function setArchived(
  deps: { db: Db; events: EventBus },
  userId: string,
  isArchived: boolean,
  byUserId: string | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('schooldog.actor_user_id', ${byUserId ?? ''}, true)`);
    await tx.update(users).set({ isArchived }).where(eq(users.id, userId));
  });
  deps.events.publish({ type: 'user', id: userId });
  if (isArchived) await endSessionsOf(deps, userId);
}
