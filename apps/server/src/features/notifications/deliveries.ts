import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
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
 * An email delivery's notification and recipient, unless it was made already, in one query: a burst
 * of alerts is hundreds of these, and on PGlite each query counts.
 */
async function emailOf(deps: AppDeps, notificationId: string, key: string) {
  const [found] = await deps.db
    .select({ row: notifications, recipient: recipientColumns, deliveredKey: notificationDeliveries.key })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(notificationDeliveries, eq(notificationDeliveries.key, key))
    .where(eq(notifications.id, notificationId));
  if (!found || found.deliveredKey !== null) return null;
  return { row: found.row, recipient: recipientFrom(found.recipient) };
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
    const delivery = await emailOf(deps, data.notificationId, key);
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

/** What one push job sends: each of a notify call's notifications to each device its recipient had then. */
const pushesOf = z.union([
  z.object({ pushes: z.array(z.object({ notificationId: z.string(), deviceId: z.string() })).min(1) }),
  // A job queued before pushes were sent in batches.
  z.object({ notificationId: z.string(), deviceId: z.string() }).transform((push) => ({ pushes: [push] })),
]);

/** The pushes of a job not made yet, with their notification, recipient and device, in one query. */
async function pendingPushes(deps: AppDeps, pushes: readonly { notificationId: string; deviceId: string }[]) {
  const keys = new Set(pushes.map((push) => `${push.notificationId}:push:${push.deviceId}`));
  const rows = await deps.db
    .select({ row: notifications, recipient: recipientColumns, device: pushSubscriptions })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    // A device that unsubscribed since, or passed to another person, is not pushed to.
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifications.userId))
    .where(
      and(
        inArray(notifications.id, [...new Set(pushes.map((push) => push.notificationId))]),
        inArray(pushSubscriptions.id, [...new Set(pushes.map((push) => push.deviceId))]),
        notExists(
          deps.db
            .select({ key: notificationDeliveries.key })
            .from(notificationDeliveries)
            .where(
              eq(notificationDeliveries.key, sql`${notifications.id} || ':push:' || ${pushSubscriptions.id}`),
            ),
        ),
      ),
    );
  return rows
    .map((found) => ({
      row: found.row,
      recipient: recipientFrom(found.recipient),
      device: found.device,
      key: `${found.row.id}:push:${found.device.id}`,
    }))
    .filter((found) => keys.has(found.key));
}

export const pushDelivery = defineJob({
  name: 'notifications.push',
  data: pushesOf,
  // A push is news: after an hour of failures the app itself tells it better.
  retry: { limit: 4, delaySeconds: 60, backoff: true },
  // Requests of at most 15 s: a run still going after a minute died with its server, and a
  // safety alert should not wait the default five minutes to be sent again.
  expireInSeconds: 60,
  // A job sends all the pushes of one notify call side by side (each waits tens to hundreds of ms
  // on its push service), and several jobs run at once: a burst of alerts reaches 200 devices
  // within 2 s (issue 25 point 7, `npm run bench:alerts`), one job per alert rather than per device.
  concurrency: 10,
  async run({ deps, data, write }) {
    const pending = await pendingPushes(deps, data.pushes);
    const outcomes = await Promise.allSettled(
      pending.map(async ({ row, recipient, device, key }) => {
        const found = await composeFor(deps, row, recipient, 'push');
        if (!found) return;
        const { message } = found;
        const outcome = await deps.push.send(
          device,
          {
            title: message.push?.title ?? message.subject,
            body: message.push?.body ?? message.paragraphs[0] ?? '',
            path: message.action?.path ?? '/dashboard',
            tag: `${row.kind}:${row.id}`,
          },
          found.kind.urgency,
        );
        // Recorded as soon as it is answered: a server dying with other pushes of the job still
        // unanswered sends this one again on no retry.
        if (outcome === 'gone')
          // The push service says the subscription is gone (404, 410): the device unsubscribed.
          await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        else
          await deps.db
            .insert(notificationDeliveries)
            .values({ key, notificationId: row.id, channel: 'push' })
            .onConflictDoNothing();
      }),
    );
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    // The retry sends only what was not answered.
    if (failed) throw failed.reason;
    await write(async () => {});
  },
});
