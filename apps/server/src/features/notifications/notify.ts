import { newId } from '@schooldog/domain';
import { inArray } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import type { NotificationKind } from '../../platform/notify/kinds.js';
import { emailDelivery, pushDelivery } from './deliveries.js';
import { notifications, pushSubscriptions } from './tables.js';

/** Who a notification is for, and what it says (its kind's message reads the data). */
export interface Notification<D> {
  to: readonly string[];
  data: D;
}

/**
 * The one way a feature tells people something, inside its write: a row per recipient, an email job
 * per recipient and one job for the pushes to all their devices, all committed with the write. The
 * jobs read the recipient's preferences, language and address when they run, so an unsubscribe made
 * in between is honoured; a failing channel retries alone, and a push retry only the devices not reached. Answers each recipient's notification
 * (whose deliveries record what reached them).
 */
export async function notify<D extends object>(
  write: WriteDeps,
  kind: NotificationKind<D>,
  notification: Notification<D>,
): Promise<{ userId: string; notificationId: string }[]> {
  if (write.features.notification(kind.kind) !== kind)
    throw new Error(`notification kind ${kind.kind} is not in its feature's manifest`);
  const recipients = [...new Set(notification.to)];
  if (recipients.length === 0) return [];
  const rows = recipients.map((userId) => ({
    id: newId(),
    userId,
    kind: kind.kind,
    data: notification.data as Record<string, unknown>,
  }));
  await write.db.insert(notifications).values(rows);
  const devices = kind.channels.includes('push')
    ? await write.db
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, recipients))
    : [];
  const pushes = rows.flatMap((row) =>
    devices
      .filter((device) => device.userId === row.userId)
      .map((device) => ({ notificationId: row.id, deviceId: device.id })),
  );
  if (pushes.length > 0) await write.enqueue(pushDelivery, { pushes });
  for (const row of rows) {
    if (kind.channels.includes('email')) await write.enqueue(emailDelivery, { notificationId: row.id });
    write.events.publish({ type: 'notification', id: row.id, action: 'created', userId: row.userId });
  }
  return rows.map((row) => ({ userId: row.userId, notificationId: row.id }));
}
