import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { ACCOUNT_ARCHIVED, isArchivedSignIn } from '../features/users/public.js';
import { newPasswordProblem } from './passwords.js';
import { isSignInLocked, recordSecurityEvent } from './security-events.js';

/**
 * The product's own rules around better-auth's endpoints: per-address sign-in locks, password
 * rules, other sessions ended on a password change, and the security log (ASVS 2.1, 2.2, 3.3, 7.2).
 */

/** A refusal the bridge answers itself, before better-auth sees the request. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

const LOCKED_MESSAGE =
  'Too many failed sign-ins for this address. Please wait 15 minutes or reset your password.';

type Body = Record<string, unknown> | undefined;

const who = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

/** Checks before forwarding: a refusal, or the body to forward (perhaps amended). */
export async function beforeAuth(
  db: Db,
  endpoint: string,
  request: FastifyRequest,
  body: Body,
): Promise<{ refusal: Refusal } | { body: Body }> {
  if (endpoint === 'POST /sign-in/email' && typeof body?.email === 'string') {
    if (await isSignInLocked(db, body.email.trim(), new Date())) {
      await recordSecurityEvent(db, { kind: 'sign_in_throttled', email: body.email.trim(), ...who(request) });
      return { refusal: { status: 429, code: 'TOO_MANY_REQUESTS', message: LOCKED_MESSAGE } };
    }
    if (typeof body.password === 'string' && (await isArchivedSignIn(db, body.email.trim(), body.password)))
      return { refusal: ACCOUNT_ARCHIVED };
  }
  if ((endpoint === 'POST /reset-password' || endpoint === 'POST /change-password') && body) {
    const problem = typeof body.newPassword === 'string' ? newPasswordProblem(body.newPassword) : null;
    if (problem) return { refusal: { status: 400, ...problem, fields: { newPassword: problem.message } } };
  }
  // A changed password ends every other session of the account (ASVS 3.3.3), always.
  if (endpoint === 'POST /change-password' && body) return { body: { ...body, revokeOtherSessions: true } };
  return { body };
}

/** Records what happened once better-auth answered: failed sign-ins, sign-outs, password changes. */
export async function afterAuth(
  db: Db,
  endpoint: string,
  request: FastifyRequest,
  body: Body,
  status: number,
  signedInUserId: string | null,
): Promise<void> {
  if (endpoint === 'POST /sign-in/email' && status === 401 && typeof body?.email === 'string')
    await recordSecurityEvent(db, { kind: 'sign_in_failed', email: body.email.trim(), ...who(request) });
  if (status !== 200 || !signedInUserId) return;
  if (endpoint === 'POST /sign-out')
    await recordSecurityEvent(db, { kind: 'sign_out', userId: signedInUserId, ...who(request) });
  if (endpoint === 'POST /change-password')
    await recordSecurityEvent(db, { kind: 'password_changed', userId: signedInUserId, ...who(request) });
}

/** Endpoints whose log entry names the signed-in user, read before the call (a sign-out ends the session). */
export const NEEDS_SIGNED_IN_USER = new Set(['POST /sign-out', 'POST /change-password']);
