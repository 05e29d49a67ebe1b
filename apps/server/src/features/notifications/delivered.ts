import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notificationDeliveries } from './tables.js';

/** What reached the recipient of each notification so far: the email, and pushes to how many devices. */
export async function deliveriesOf(
  db: Executor,
  notificationIds: readonly string[],
): Promise<Map<string, { email: boolean; pushDevices: number }>> {
  const found = new Map<string, { email: boolean; pushDevices: number }>();
  if (notificationIds.length === 0) return found;
  const rows = await db
    .select({
      notificationId: notificationDeliveries.notificationId,
      channel: notificationDeliveries.channel,
    })
    .from(notificationDeliveries)
    .where(inArray(notificationDeliveries.notificationId, [...notificationIds]));
  for (const row of rows) {
    const seen = found.get(row.notificationId) ?? { email: false, pushDevices: 0 };
    if (row.channel === 'email') seen.email = true;
    else seen.pushDevices += 1;
    found.set(row.notificationId, seen);
  }
  return found;
}
