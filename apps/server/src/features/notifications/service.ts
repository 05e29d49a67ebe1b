import { newId, type TNotificationMessage, type TPushSubscriptionRequest } from '@schooldog/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction, type WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { NotFound } from '../../http/errors.js';
import { messageFor } from './deliveries.js';
import { pushSubscriptions } from './tables.js';

/** A device subscribes (on a click in the app): one row per endpoint, moved to whoever subscribed last. */
export async function subscribeDevice(write: WriteDeps, actor: Actor, device: TPushSubscriptionRequest) {
  const values = {
    userId: actor.user.id,
    sessionId: actor.sessionId,
    endpoint: device.endpoint,
    p256dh: device.keys.p256dh,
    auth: device.keys.auth,
  };
  await write.db
    .insert(pushSubscriptions)
    .values({ id: newId(), ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** The device stops taking pushes (its own subscription only). */
export async function forgetDevice(write: WriteDeps, actor: Actor, endpoint: string) {
  await write.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.user.id)));
}

export async function forgetSessionDevices(deps: AppDeps, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return;
  await inTransaction(deps, 'online', (write) =>
    write.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, [...sessionIds])),
  );
}

/** A notification of the signed-in person, as the app shows it when it arrives. */
export async function notificationFor(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<TNotificationMessage> {
  const found = await messageFor(deps, id, null);
  if (!found || found.row.userId !== actor.user.id) throw NotFound('Notification not found');
  const { message, row } = found;
  return {
    id: row.id,
    kind: row.kind,
    title: message.push?.title ?? message.subject,
    body: message.push?.body ?? message.paragraphs[0] ?? '',
    path: message.action?.path ?? null,
    actionLabel: message.action?.label ?? null,
    timeCreated: row.timeCreated.toISOString(),
  };
}
