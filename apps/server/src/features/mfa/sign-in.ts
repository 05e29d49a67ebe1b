import { MFA_MESSAGES, type TMfaChallenge, last4 } from '@schooldog/domain';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { CLIENT_IP_HEADER } from '../../auth/routes.js';
import { recordSecurityEvent } from '../../auth/security-events.js';
import { verifications } from '../../auth/tables.js';
import type { SmsSender } from '../../platform/sms.js';
import { users } from '../users/public.js';
import { mfaPhones, twoFactors } from './tables.js';

/** As long as the twoFactor plugin's own challenge (auth.ts twoFactorCookieMaxAge). */
const CHALLENGE_SECONDS = 10 * 60;
const TWO_FACTOR_COOKIE = 'two_factor';
const CODE_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-otp',
  '/two-factor/verify-backup-code',
]);

/** The twoFactor plugin's sendOTP: the sign-in code by text message to the enrolled phone. */
export async function sendSignInCode(db: Db, sms: SmsSender, userId: string, code: string): Promise<void> {
  const [row] = await db
    .select({ phone: mfaPhones.phone })
    .from(mfaPhones)
    .where(eq(mfaPhones.userId, userId));
  if (!row?.phone)
    throw APIError.from('BAD_REQUEST', { code: 'SMS_NOT_ENROLLED', message: MFA_MESSAGES.mfaSendFailed });
  try {
    await sms.send({ to: row.phone, body: signInCodeText(code) });
  } catch {
    throw APIError.from('BAD_GATEWAY', { code: 'SMS_NOT_SENT', message: MFA_MESSAGES.mfaSendFailed });
  }
}

export const signInCodeText = (code: string) =>
  `${code} is your SchoolDog sign-in code. It works for 5 minutes. Do not share it.`;

/**
 * The twoFactor plugin stops only password sign-ins at the code step; this does the same for the
 * emailed sign-in link (/magic-link/verify): the session it made is dropped and the browser gets
 * the plugin's own challenge cookie, so the code step and its endpoints work unchanged.
 */
export function secondStepForSignInLinks(db: Db): BetterAuthPlugin {
  return {
    id: 'mfa-sign-in-link',
    hooks: {
      after: [
        {
          // A wrong code at the code step is a failed sign-in of that account: the security log
          // has it, and it counts towards the account's sign-in lock like a wrong password.
          matcher: (context) => CODE_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!(returned instanceof APIError) || returned.statusCode !== 401) return;
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
            const challengeId = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
            if (!challengeId) return;
            const challenge = await ctx.context.internalAdapter.findVerificationValue(challengeId);
            if (!challenge) return;
            const [user] = await db
              .select({ email: users.email })
              .from(users)
              .where(eq(users.id, challenge.value));
            await recordSecurityEvent(db, {
              kind: 'sign_in_failed',
              userId: challenge.value,
              email: user?.email ?? null,
              ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
              detail: { step: 'mfa', method: ctx.path.slice('/two-factor/verify-'.length) },
            });
          }),
        },
        {
          matcher: (context) => context.path === '/magic-link/verify',
          handler: createAuthMiddleware(async (ctx) => {
            const data = ctx.context.newSession;
            if (!data || !(data.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(data.session.token);
            ctx.context.setNewSession(null);
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_SECONDS });
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              value: data.user.id,
              identifier,
              expiresAt,
            });
            await ctx.context.internalAdapter.createVerificationValue({
              value: '0',
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            return ctx.json({ twoFactorRedirect: true });
          }),
        },
      ],
    },
  };
}

/** The challenge identifier from the two_factor cookie (either cookie prefix), signature aside. */
export function challengeIdOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== `schooldog.${TWO_FACTOR_COOKIE}` && name !== `__Secure-schooldog.${TWO_FACTOR_COOKIE}`)
      continue;
    const value = decodeURIComponent(rest.join('='));
    const dot = value.lastIndexOf('.');
    return dot > 0 ? value.slice(0, dot) : null;
  }
  return null;
}

/**
 * The ways a sign-in waiting at the code step can finish: the identifier is 20 random characters
 * only the browser holding the challenge knows (better-auth checks the signature when it verifies).
 */
export async function challengeOf(db: Db, challengeId: string, now: Date): Promise<TMfaChallenge | null> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, challengeId), gt(verifications.expiresAt, now)));
  if (!row || !challengeId.startsWith('2fa-')) return null;
  const [user] = await db
    .select({ enabled: users.twoFactorEnabled, totp: twoFactors.verified, phone: mfaPhones.phone })
    .from(users)
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .leftJoin(mfaPhones, eq(mfaPhones.userId, users.id))
    .where(eq(users.id, row.userId));
  if (!user?.enabled) return null;
  const hasTotp = user.totp !== null && user.totp !== false;
  return { totp: hasTotp, smsPhoneLast4: last4(user.phone), recoveryCodes: hasTotp };
}
