import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import { defineJob } from '../../core/jobs.js';
import { composeEmail } from '../../platform/notify/email.js';
import { channelsFor, type Channel, type Message } from '../../platform/notify/kinds.js';
import { unsubscribeToken } from '../../platform/notify/unsubscribe.js';
import { recipientOf } from '../users/public.js';
import { notificationDeliveries, notifications, pushSubscriptions } from './tables.js';

/*
 * Delivery jobs, one queue per channel so that a failing channel never holds up another. Each
 * delivery is recorded once sent, and a job that finds its record (a retry after a crash between
 * sending and recording, or a second instance) sends nothing.
 */

const delivered = async (deps: AppDeps, key: string) =>
  (await deps.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.key, key))).length > 0;

/** The notification as its recipient reads it now (their language, preferences), or null if not for them any more. */
export async function messageFor(deps: AppDeps, notificationId: string, channel: Channel | null) {
  const [row] = await deps.db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!row) return null;
  const kind = deps.features.notification(row.kind);
  const recipient = await recipientOf(deps.db, row.userId);
  if (!kind || !recipient) return null;
  if (channel && !channelsFor(kind, recipient).includes(channel)) return null;
  const { district } = await deps.settings.get('organization');
  const message: Message = kind.compose(recipient.language, row.data, { district: district.name, recipient });
  return { row, kind, recipient, message, district: district.name };
}

export const emailDelivery = defineJob({
  name: 'notifications.email',
  data: z.object({ notificationId: z.string() }),
  // Up to about an hour of retries: a mail server down for maintenance is waited out.
  retry: { limit: 6, delaySeconds: 60, backoff: true },
  async run({ deps, data, write }) {
    const key = `${data.notificationId}:email`;
    if (await delivered(deps, key)) return;
    const found = await messageFor(deps, data.notificationId, 'email');
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
    if (await delivered(deps, key)) return;
    const [device] = await deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, data.deviceId));
    if (!device) return;
    const found = await messageFor(deps, data.notificationId, 'push');
    if (!found || found.recipient.id !== device.userId) return;
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
