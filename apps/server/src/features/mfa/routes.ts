import {
  MFA_MESSAGES,
  PRODUCT_NAME,
  ZId,
  ZMfaChallenge,
  ZMfaCode,
  ZMfaPasswordBody,
  ZMfaRevertBody,
  ZMfaSmsStart,
  ZMfaSmsVerify,
  ZMfaStatus,
} from '@schooldog/domain';
import { APIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_IP_HEADER } from '../../auth/routes.js';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction, type WriteDeps } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { managedUser, visibleUser } from '../users/public.js';
import { DomainError, Forbidden } from '../../http/errors.js';
import { toFetchHeaders } from '../../http/headers.js';
import {
  checkPassword,
  InvalidEnrolmentCode,
  markEnabled,
  mfaStatusOf,
  pendingPhoneOf,
  requireVerifiedEmail,
  resetByAdministrator,
  revert,
  snapshotOf,
  startSmsEnrolment,
  textEnrolmentCode,
  turnOff,
  verifySmsEnrolment,
} from './service.js';
import { challengeIdOf, challengeOf } from './sign-in.js';

const tags = ['mfa'];
const ZTotpSetup = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
const ZRecoveryCodes = z.object({ backupCodes: z.array(z.string()) });
const ZUserParams = z.object({ id: ZId });

/** better-auth's refusal code, when the call failed with one. */
const authCodeOf = (error: unknown) =>
  error instanceof APIError ? String((error.body as { code?: unknown } | undefined)?.code ?? '') : null;

/** better-auth's own endpoints called for the signed-in user, with the request's cookie. */
const headersOf = (request: FastifyRequest) => {
  const headers = toFetchHeaders(request.headers, CLIENT_IP_HEADER);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
};

/** A session better-auth renewed (on turning MFA on) replaces the browser's cookie. */
const forwardCookies = (reply: FastifyReply, headers: Headers) => {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
};

/**
 * MFA (spec 001 §4, §8): the user's own second factors behind a password reauthentication, the
 * emailed revert link, the sign-in code step's choices, and an administrator's reset.
 */
export const mfaRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // After commit: the status asks better-auth, which reads outside the write's transaction.
    const status = (userId: string) => mfaStatusOf(deps, userId, deps.clock());
    const write = <T>(run: (write: WriteDeps) => Promise<T>) => inTransaction(deps, 'online', run);

    app.get(
      '/api/mfa',
      { config: { access: 'signedIn' }, schema: { tags, response: { 200: ZMfaStatus } } },
      async (request) => status(actorOf(request).user.id),
    );

    app.post(
      '/api/mfa/sms',
      { config: { access: 'signedIn' }, schema: { tags, body: ZMfaSmsStart, response: { 200: ZMfaStatus } } },
      async (request) => {
        const { user } = actorOf(request);
        await requireVerifiedEmail(deps.db, user.id);
        await checkPassword(deps.db, user.id, request.body.password);
        const text = await write((w) => startSmsEnrolment(w, user.id, request.body.phone));
        await textEnrolmentCode(deps, text, false);
        return status(user.id);
      },
    );

    app.post(
      '/api/mfa/sms/resend',
      { config: { access: 'signedIn' }, schema: { tags, response: { 200: ZMfaStatus } } },
      async (request) => {
        const { user } = actorOf(request);
        const phone = await pendingPhoneOf(deps.db, user.id);
        const text = await write((w) => startSmsEnrolment(w, user.id, phone));
        await textEnrolmentCode(deps, text, true);
        return status(user.id);
      },
    );

    app.post(
      '/api/mfa/sms/verify',
      {
        config: { access: 'signedIn' },
        schema: { tags, body: ZMfaSmsVerify, response: { 200: ZMfaStatus } },
      },
      async (request) => {
        const { user } = actorOf(request);
        if (!(await write((w) => verifySmsEnrolment(w, user.id, request.body.code))))
          throw InvalidEnrolmentCode();
        return status(user.id);
      },
    );

    app.post(
      '/api/mfa/totp',
      {
        config: { access: 'signedIn' },
        schema: { tags, body: ZMfaPasswordBody, response: { 200: ZTotpSetup } },
      },
      async (request) => {
        const { user } = actorOf(request);
        await requireVerifiedEmail(deps.db, user.id);
        await checkPassword(deps.db, user.id, request.body.password);
        try {
          const setup = await deps.auth.api.enableTwoFactor({
            headers: headersOf(request),
            body: { password: request.body.password, method: 'totp', issuer: PRODUCT_NAME },
          });
          if (!('totpURI' in setup) || !setup.totpURI || !setup.backupCodes)
            throw new Error('no authenticator secret made');
          return { totpURI: setup.totpURI, backupCodes: setup.backupCodes };
        } catch (error) {
          request.log.warn({ err: error, code: authCodeOf(error) }, 'authenticator enrolment refused');
          throw new DomainError(409, 'mfa_enable_failed', MFA_MESSAGES.mfaEnableFailed);
        }
      },
    );

    app.post(
      '/api/mfa/totp/verify',
      {
        config: { access: 'signedIn' },
        schema: { tags, body: z.object({ code: ZMfaCode }), response: { 200: ZMfaStatus } },
      },
      async (request, reply) => {
        const { user } = actorOf(request);
        const before = await snapshotOf(deps.db, user.id);
        try {
          const answer = await deps.auth.api.verifyTOTP({
            headers: headersOf(request),
            body: { code: request.body.code },
            returnHeaders: true,
          });
          forwardCookies(reply, answer.headers);
        } catch (error) {
          const code = authCodeOf(error);
          if (code === 'INVALID_CODE')
            throw new DomainError(400, 'mfa_invalid_code', MFA_MESSAGES.mfaInvalidEnrolmentCode);
          request.log.warn({ err: error, code }, 'authenticator code not verified');
          throw new DomainError(400, 'mfa_verify_failed', MFA_MESSAGES.mfaVerifyFailed);
        }
        // better-auth has turned MFA on through its own adapter, outside any transaction of ours
        // (docs/decisions.md, MFA): then the security log, the revert link and its mail.
        await write((w) => markEnabled(w, user.id, before));
        return status(user.id);
      },
    );

    app.post(
      '/api/mfa/recovery-codes',
      {
        config: { access: 'signedIn' },
        schema: { tags, body: ZMfaPasswordBody, response: { 200: ZRecoveryCodes } },
      },
      async (request) => {
        const { user } = actorOf(request);
        await checkPassword(deps.db, user.id, request.body.password);
        try {
          const { backupCodes } = await deps.auth.api.generateBackupCodes({
            headers: headersOf(request),
            body: { password: request.body.password },
          });
          return { backupCodes };
        } catch (error) {
          request.log.warn({ err: error, code: authCodeOf(error) }, 'recovery codes not made');
          throw new DomainError(400, 'mfa_not_enrolled', MFA_MESSAGES.mfaNotEnrolled);
        }
      },
    );

    app.post(
      '/api/mfa/disable',
      {
        config: { access: 'signedIn' },
        schema: { tags, body: ZMfaPasswordBody, response: { 200: ZMfaStatus } },
      },
      async (request) => {
        const { user } = actorOf(request);
        await checkPassword(deps.db, user.id, request.body.password);
        await write((w) => turnOff(w, user.id));
        return status(user.id);
      },
    );

    // The emailed link (/auth/revert-mfa) works without signing in: it undoes an unwanted change.
    app.post(
      '/api/mfa/revert',
      {
        config: { access: 'public' },
        schema: {
          tags,
          body: ZMfaRevertBody,
          response: { 200: z.object({ change: z.enum(['enabled', 'disabled']) }) },
        },
      },
      async (request) => ({ change: await write((w) => revert(w, request.body.token)) }),
    );

    // The code step's choices for the sign-in waiting in this browser (its two_factor cookie).
    app.get(
      '/api/mfa/challenge',
      { config: { access: 'public' }, schema: { tags, response: { 200: ZMfaChallenge } } },
      async (request) => {
        const id = challengeIdOf(request.headers.cookie);
        const challenge = id ? await challengeOf(deps.db, id, deps.clock()) : null;
        if (!challenge) throw new DomainError(404, 'not_found', 'Not found');
        return challenge;
      },
    );

    app.get(
      '/api/users/:id/mfa',
      {
        config: { access: { permission: 'manage users' } },
        schema: { tags, params: ZUserParams, response: { 200: ZMfaStatus } },
      },
      async (request) => {
        // The same who-manages-whom rule as the rest of user admin: one out of reach is not found.
        await visibleUser(deps.db, actorOf(request), request.params.id);
        return status(request.params.id);
      },
    );

    app.delete(
      '/api/users/:id/mfa',
      {
        config: { access: { permission: 'manage users' } },
        schema: { tags, params: ZUserParams, response: { 200: ZMfaStatus } },
      },
      async (request) => {
        const actor = actorOf(request);
        // Spec 001 §5: nobody manages users for themselves; one's own MFA is changed on /users/edit.
        if (actor.user.id === request.params.id) throw Forbidden();
        await write(async (w) => {
          await managedUser(w.db, actor, request.params.id);
          await resetByAdministrator(w, request.params.id, actor.user.id);
        });
        return status(request.params.id);
      },
    );
  };
