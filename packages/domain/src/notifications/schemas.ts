import { z } from 'zod';

/*
 * Notifications (email and web push): the device's push subscription and what the app shows when
 * a notification reaches a signed-in person (a live 'notification' change names it).
 */

/** GET /api/notifications/push-key: the server's VAPID public key, for PushManager.subscribe. */
export const ZPushKey = z.object({ publicKey: z.string() });

/** PUT /api/notifications/devices: this device's subscription (PushSubscription.toJSON()). */
export const ZPushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;

/** DELETE /api/notifications/devices: this device stops receiving pushes. */
export const ZPushUnsubscribeRequest = z.object({ endpoint: z.string().max(2000) });

/** GET /api/notifications/:id: a notification as its recipient reads it, in their language. */
export const ZNotificationMessage = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** The screen it is about, a path of the app. */
  path: z.string().nullable(),
  actionLabel: z.string().nullable(),
  timeCreated: z.iso.datetime(),
});
export type TNotificationMessage = z.infer<typeof ZNotificationMessage>;

export const ZNotificationParams = z.object({ id: z.string().min(1).max(40) });

/** The unsubscribe link's token (RFC 8058): one person, one preference, signed by the server. */
export const ZUnsubscribeQuery = z.object({ token: z.string().min(1).max(400) });
