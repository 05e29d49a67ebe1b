import { newId, type TAdminUser, USER_ADMIN_MESSAGES as M } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { recordSecurityEvent } from '../../auth/security-events.js';
import { sessions } from '../../auth/tables.js';
import type { WriteDeps } from '../../core/write.js';
import { type Actor, forgetUser } from '../../http/access.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { recordAudit } from '../../core/audit.js';
import { presentAdminUser } from './admin-present.js';
import { managedUser } from './admin-access.js';
import { actAs } from './admin-service.js';
import { type UserRow, users } from './tables.js';

/** Ends every session of the user in the write's transaction; every instance drops them after commit. */
async function endSessions(write: WriteDeps, userId: string): Promise<number> {
  const ended = await write.db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  if (ended.length > 0)
    write.events.publish({ type: 'sessions', userId, sessionIds: ended.map((session) => session.id) });
  return ended.length;
}

async function saved(write: WriteDeps, id: string, changes: Partial<UserRow>): Promise<UserRow> {
  const [row] = await write.db.update(users).set(changes).where(eq(users.id, id)).returning();
  if (!row) throw NotFound(M.userNotFound);
  write.afterCommit(() => forgetUser(id));
  write.events.publish({ type: 'user', id });
  return row;
}

/**
 * Archives or restores an account (spec 001 §4 "archived"): archived, it cannot sign in, its
 * sessions end at once, it leaves the pickers; everything it recorded stays. Not oneself.
 */
export async function setUserArchived(
  write: WriteDeps,
  actor: Actor,
  id: string,
  isArchived: boolean,
): Promise<{ user: TAdminUser; endedSessions: number }> {
  const before = await managedUser(write.db, actor, id);
  if (id === actor.user.id) throw Forbidden(M.cannotArchiveSelf);
  await actAs(write.db, actor.user.id);
  const row = await saved(write, id, { isArchived });
  await recordAudit(write.db, {
    entity: 'users',
    entityId: id,
    userId: actor.user.id,
    before,
    after: { isArchived },
  });
  const endedSessions = isArchived ? await endSessions(write, id) : 0;
  return { user: await presentAdminUser(write.db, actor, row), endedSessions };
}

/**
 * Signs the user out on every device: the spec's marker (autoSignOutData {key, timestamp}) ends any
 * session signed in before it (auth/inactivity.ts), and the sessions go now. Oneself too.
 */
export async function signOutEverywhere(
  write: WriteDeps,
  actor: Actor,
  id: string,
): Promise<{ user: TAdminUser; endedSessions: number }> {
  await managedUser(write.db, actor, id);
  const row = await saved(write, id, {
    autoSignOutData: { key: newId(), timestamp: write.clock().toISOString() },
  });
  const endedSessions = await endSessions(write, id);
  await recordSecurityEvent(write.db, {
    kind: 'signed_out_everywhere',
    userId: id,
    actorUserId: actor.user.id,
    detail: { endedSessions },
  });
  return { user: await presentAdminUser(write.db, actor, row), endedSessions };
}

/**
 * Deletes the account (spec 001 §4): its sessions and credentials go with it (foreign keys cascade);
 * entries, walks and history keep its id and show it as 'Unknown User' (docs/decisions.md).
 */
export async function deleteUser(write: WriteDeps, actor: Actor, id: string): Promise<void> {
  const before = await managedUser(write.db, actor, id);
  if (id === actor.user.id) throw Forbidden(M.cannotDeleteSelf);
  await endSessions(write, id);
  await write.db.delete(users).where(eq(users.id, id));
  await recordAudit(write.db, {
    entity: 'users',
    entityId: id,
    userId: actor.user.id,
    before: { email: before.email, role: before.role, isDeleted: false },
    after: { isDeleted: true },
  });
  await recordSecurityEvent(write.db, {
    kind: 'account_deleted',
    userId: id,
    email: before.email,
    actorUserId: actor.user.id,
  });
  write.afterCommit(() => forgetUser(id));
  write.events.publish({ type: 'user', id });
}
