import { createHmac, timingSafeEqual } from 'node:crypto';
import { COMMUNICATION_PREFERENCE_KEYS, type CommunicationPreferenceKey } from '@schooldog/domain';

/*
 * One-click unsubscribe (RFC 8058): the link names a person and one preference, signed with the
 * app's secret, so it turns that preference off without signing in and cannot be forged for anyone
 * else. It does not expire: an old email's link must still work.
 */

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');

export function unsubscribeToken(
  secret: string,
  userId: string,
  preference: CommunicationPreferenceKey,
): string {
  const payload = Buffer.from(`${userId}:${preference}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The person and preference a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; preference: CommunicationPreferenceKey } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, preference] = Buffer.from(payload, 'base64url').toString().split(':');
  if (!userId || !COMMUNICATION_PREFERENCE_KEYS.includes(preference as CommunicationPreferenceKey))
    return null;
  return { userId, preference: preference as CommunicationPreferenceKey };
}
