import { USER_ADMIN_MESSAGES as M, userChangeRefusal } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { adminOf, isVisibleTo } from './admin-present.js';
import { type UserRow, users } from './tables.js';

/** A user the actor sees in user admin, or 404 (one they may not see is not told apart from none). */
export async function visibleUser(db: Executor, actor: Actor, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row || !isVisibleTo(actor, row)) throw NotFound(M.userNotFound);
  return row;
}

/** A user the actor may act on, by the same rule as the web's abilities: 404 when unknown, 403 when not theirs. */
export async function managedUser(db: Executor, actor: Actor, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw NotFound(M.userNotFound);
  const refusal = userChangeRefusal(adminOf(actor), row, row);
  if (refusal) throw Forbidden(refusal);
  return row;
}
