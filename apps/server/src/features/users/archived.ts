import { ACCOUNT_ARCHIVED as ACCOUNT_ARCHIVED_CODE, USER_ADMIN_MESSAGES } from '@schooldog/domain';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { accounts } from '../../auth/tables.js';
import type { Db } from '../../db/client.js';
import { users } from './tables.js';

/**
 * Whether a password sign-in is for an archived account, with its right password. Only then is the
 * archive told (issue 13 point 4: "refuses their sign-in with a clear message"); a wrong password
 * gets better-auth's usual answer, so the message never says which addresses are archived.
 */
export async function isArchivedSignIn(db: Db, email: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(and(eq(users.email, email.toLowerCase()), eq(users.isArchived, true)));
  if (!row?.hash) return false;
  return verifyPassword({ hash: row.hash, password });
}

export const ACCOUNT_ARCHIVED = {
  status: 403,
  code: ACCOUNT_ARCHIVED_CODE,
  message: USER_ADMIN_MESSAGES.accountArchived,
};
