import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { EventBus } from '../platform/events.js';
import { sessions } from './tables.js';

/**
 * Ends every session of an account now, on every instance: the rows go, each instance drops them
 * from its cache and closes their event streams (ASVS 3.3.1). Used on an automatic sign-out and when
 * an MFA change is undone by its emailed link; in a write, the event waits for its commit.
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
