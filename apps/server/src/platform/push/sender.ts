import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { VapidKeys } from './keys.js';

/*
 * Web push (RFC 8030) with VAPID (RFC 8292) and an encrypted payload (RFC 8291), through the
 * web-push library. The push service is whatever the browser subscribed with (FCM, Mozilla's,
 * Apple's); tests run a local one that checks the signature and decrypts (test/fake-push-service.ts).
 */

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows: a title, a body, and the screen a click opens. */
export interface PushPayload {
  title: string;
  body: string;
  path: string;
  /**
   * Notifications with the same tag replace each other on the device; a message with the same tag
   * also replaces one the push service still keeps for the device (its Topic, below).
   */
  tag: string;
}

/**
 * How urgent (RFC 8030 §5.3): a push service delivers a 'high' message to a phone saving its
 * battery at once, a 'normal' one when it suits the phone.
 */
export type PushUrgency = 'normal' | 'high';

/**
 * The Topic of a message (RFC 8030 §5.4: at most 32 characters of URL-safe base64): the push
 * service replaces a message it still keeps for the device (asleep, offline) with a newer one of the
 * same Topic. A delivery sent again (a retry after the process died between sending and recording
 * it) thus reaches a device that was away once, and one that was there shows it once (same tag).
 */
const topicOf = (tag: string): string => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  readonly publicKey: string;
  /** 'gone' when the push service says the subscription no longer exists (404, 410); throws otherwise. */
  send(subscription: PushSubscriptionKeys, payload: PushPayload, urgency?: PushUrgency): Promise<PushOutcome>;
}

/**
 * web-push signs and encrypts; the request goes out through fetch, so a push service on any origin
 * (a district's own, a test's on localhost) is reached the same way, with a time limit.
 */
export function createPushSender(keys: VapidKeys, subject: string): PushSender {
  /**
   * The VAPID authorization per push service (its origin, the token's audience): signed once and
   * used for an hour of pushes to it, as the token stays valid for 12 (RFC 8292 allows up to 24).
   * Signing each push was about half of its work on our side; now an alert to many devices of one
   * service (FCM) signs once.
   */
  const authorizations = new Map<string, { header: string; until: number }>();
  const authorizationFor = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const signed = authorizations.get(audience);
    if (signed && signed.until > now) return signed.header;
    for (const [origin, { until }] of authorizations) if (until <= now) authorizations.delete(origin);
    const expiration = Math.floor(now / 1000) + VAPID_TOKEN_SECONDS;
    const header = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expiration,
    ).Authorization;
    authorizations.set(audience, { header, until: now + VAPID_REUSE_MS });
    return header;
  };
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload, urgency = 'normal') {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          headers: { Authorization: authorizationFor(subscription.endpoint) },
          // A phone that stays off longer than a day learns the news in the app instead.
          TTL: 86_400,
          contentEncoding: 'aes128gcm',
          topic: topicOf(payload.tag),
          urgency,
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      throw new Error(
        `the push service answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
      );
    },
  };
}

const SEND_TIMEOUT_MS = 15_000;
const VAPID_TOKEN_SECONDS = 12 * 3600;
const VAPID_REUSE_MS = 3600_000;
