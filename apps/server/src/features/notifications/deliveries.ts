import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import { defineJob } from '../../core/jobs.js';
import { composeEmail } from '../../platform/notify/email.js';
import { channelsFor, type Channel, type Message, type Recipient } from '../../platform/notify/kinds.js';
import { unsubscribeToken } from '../../platform/notify/unsubscribe.js';
import { recipientColumns, recipientFrom, users } from '../users/public.js';
import { notificationDeliveries, notifications, pushSubscriptions } from './tables.js';

/*
 * Delivery jobs, one queue per channel so that a failing channel never holds up another. Each
 * delivery is recorded once sent, and a job that finds its record (a retry after a crash between
 * sending and recording, or a second instance) sends nothing.
 */

type NotificationRow = typeof notifications.$inferSelect;

/** The message of a notification for its recipient now (their language, preferences), or null if not for them any more. */
async function composeFor(
  deps: AppDeps,
  row: NotificationRow,
  recipient: Recipient,
  channel: Channel | null,
) {
  const kind = deps.features.notification(row.kind);
  if (!kind) return null;
  if (channel && !channelsFor(kind, recipient).includes(channel)) return null;
  const { district } = await deps.settings.get('organization');
  const message: Message = kind.compose(recipient.language, row.data, { district: district.name, recipient });
  return { row, kind, recipient, message, district: district.name };
}

/**
 * A delivery's notification, its recipient, the device it goes to (a push) and whether it was made
 * already, in one query: a burst of alerts is hundreds of these, and on PGlite each query counts.
 */
async function deliveryOf(deps: AppDeps, notificationId: string, key: string, deviceId: string | null) {
  const [found] = await deps.db
    .select({
      row: notifications,
      recipient: recipientColumns,
      device: pushSubscriptions,
      deliveredKey: notificationDeliveries.key,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, deviceId ?? ''))
    .leftJoin(notificationDeliveries, eq(notificationDeliveries.key, key))
    .where(eq(notifications.id, notificationId));
  if (!found || found.deliveredKey !== null) return null;
  return { row: found.row, recipient: recipientFrom(found.recipient), device: found.device };
}

/** The notification as its recipient reads it now (their language, preferences), or null if not for them any more. */
export async function messageFor(deps: AppDeps, notificationId: string, channel: Channel | null) {
  const [found] = await deps.db
    .select({ row: notifications, recipient: recipientColumns })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  return found ? composeFor(deps, found.row, recipientFrom(found.recipient), channel) : null;
}

export const emailDelivery = defineJob({
  name: 'notifications.email',
  data: z.object({ notificationId: z.string() }),
  // Up to about an hour of retries: a mail server down for maintenance is waited out.
  retry: { limit: 6, delaySeconds: 60, backoff: true },
  async run({ deps, data, write }) {
    const key = `${data.notificationId}:email`;
    const delivery = await deliveryOf(deps, data.notificationId, key, null);
    if (!delivery) return;
    const found = await composeFor(deps, delivery.row, delivery.recipient, 'email');
    if (!found) return;
    const { recipient, kind, message } = found;
    const host = new URL(deps.config.publicUrl).hostname;
    await deps.mailer.send(
      composeEmail({
        to: recipient.email,
        language: recipient.language,
        district: found.district,
        publicUrl: deps.config.publicUrl,
        message,
        messageId: `<${key.replace(':', '.')}@${host}>`,
        ...(kind.preference
          ? {
              unsubscribeUrl: `${deps.config.publicUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(deps.signingKey, recipient.id, kind.preference)}`,
            }
          : {}),
      }),
    );
    await write((done) =>
      done.db
        .insert(notificationDeliveries)
        .values({ key, notificationId: data.notificationId, channel: 'email' })
        .onConflictDoNothing(),
    );
  },
});

export const pushDelivery = defineJob({
  name: 'notifications.push',
  data: z.object({ notificationId: z.string(), deviceId: z.string() }),
  // A push is news: after an hour of failures the app itself tells it better.
  retry: { limit: 4, delaySeconds: 60, backoff: true },
  // One request of at most 15 s: a run still going after a minute died with its server, and a
  // safety alert should not wait the default five minutes to be sent again.
  expireInSeconds: 60,
  // Each push waits on its push service's answer (tens to hundreds of ms): up to 50 go out side
  // by side, so that a burst of alerts reaches 200 devices within 2 s (issue 25 point 7,
  // `npm run bench:alerts`), rather than one round trip after another.
  concurrency: 50,
  async run({ deps, data, write }) {
    const key = `${data.notificationId}:push:${data.deviceId}`;
    const delivery = await deliveryOf(deps, data.notificationId, key, data.deviceId);
    const device = delivery?.device;
    if (!delivery || !device || device.userId !== delivery.recipient.id) return;
    const found = await composeFor(deps, delivery.row, delivery.recipient, 'push');
    if (!found) return;
    const { message, row } = found;
    const outcome = await deps.push.send(device, {
      title: message.push?.title ?? message.subject,
      body: message.push?.body ?? message.paragraphs[0] ?? '',
      path: message.action?.path ?? '/dashboard',
      tag: `${row.kind}:${row.id}`,
    });
    await write(async (done) => {
      // The push service says the subscription is gone (404, 410): the device unsubscribed.
      if (outcome === 'gone')
        await done.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      else
        await done.db
          .insert(notificationDeliveries)
          .values({ key, notificationId: data.notificationId, channel: 'push' })
          .onConflictDoNothing();
    });
  },
});
