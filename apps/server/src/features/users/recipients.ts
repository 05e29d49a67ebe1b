import type { CommunicationPreferenceKey } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import type { Executor } from '../../db/client.js';
import { recordAudit } from '../../core/audit.js';
import type { Recipient } from '../../platform/notify/kinds.js';
import { users } from './tables.js';

/** The columns of a user that notifications read: joined by a query that loads a notification too. */
export const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
  preferences: users.communicationPreferences,
  isArchived: users.isArchived,
};

interface RecipientRow {
  id: string;
  email: string;
  firstName: string;
  language: Recipient['language'];
  preferences: Recipient['preferences'];
  isArchived: boolean;
}

export const recipientFrom = ({ isArchived, ...row }: RecipientRow): Recipient => ({
  ...row,
  isActive: !isArchived,
});

/** A person as notifications read them: address, language, preferences (null when unknown). */
export async function recipientOf(db: Executor, userId: string): Promise<Recipient | null> {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.id, userId));
  return row ? recipientFrom(row) : null;
}

/**
 * Turns one communication preference off (the unsubscribe link): audited as the person's own
 * change.
 */
export async function turnOffPreference(
  write: WriteDeps,
  userId: string,
  preference: CommunicationPreferenceKey,
): Promise<void> {
  const [before] = await write.db.select().from(users).where(eq(users.id, userId)).for('update');
  if (!before || before.communicationPreferences[preference] === false) return;
  const next = { ...before.communicationPreferences, [preference]: false };
  await write.db.update(users).set({ communicationPreferences: next }).where(eq(users.id, userId));
  await recordAudit(write.db, {
    entity: 'users',
    entityId: userId,
    userId,
    before: { communicationPreferences: before.communicationPreferences },
    after: { communicationPreferences: next },
  });
  // Every instance, this one included, reads the user afresh (http/access.ts follows the bus).
  write.events.publish({ type: 'user', id: userId });
}
