import { MESSAGES } from '@schooldog/domain';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/errors.js';
import { toFetchHeaders } from '../http/headers.js';
import type { Db } from '../db/client.js';
import type { Config } from '../config.js';
import type { EventBus } from '../platform/events.js';
import type { Auth } from './auth.js';
import { afterAuth, beforeAuth, NEEDS_SIGNED_IN_USER } from './guard.js';
import { applyAutoSignOutTo } from './inactivity.js';
import { recordSsoRefusal, ssoEndpoints } from './sso.js';

export const CLIENT_IP_HEADER = 'x-schooldog-client-ip';

/**
 * The better-auth endpoints the product uses; the rest of what better-auth offers (account
 * linking, user updates that bypass the product's own profile rules, session listing...) is not
 * reachable (ASVS 1.14.5: nothing exposed that is not used).
 */
export const AUTH_ENDPOINTS = new Set([
  'GET /get-session',
  'POST /sign-in/email',
  'POST /sign-out',
  'POST /sign-in/magic-link',
  'GET /magic-link/verify',
  'POST /request-password-reset',
  'GET /reset-password/:token',
  'POST /reset-password',
  'POST /change-password',
  'GET /verify-email',
  'POST /send-verification-email',
  // The sign-in code step (features/mfa); enrolment goes through /api/mfa.
  'POST /two-factor/verify-totp',
  'POST /two-factor/send-otp',
  'POST /two-factor/verify-otp',
  'POST /two-factor/verify-backup-code',
]);

/** Endpoints that act on the signed-in session (besides sign-out). */
const USES_SESSION = new Set(['GET /get-session', 'POST /change-password', 'POST /send-verification-email']);

/** The endpoint a request names, as `METHOD /path` relative to /api/auth (a token segment generalised). */
function endpointOf(method: string, pathname: string): string {
  const path = pathname
    .slice('/api/auth'.length)
    .replace(/^\/reset-password\/[^/]+$/, '/reset-password/:token');
  return `${method} ${path}`;
}

/** Bridges Fastify to better-auth's fetch handler for the endpoints above. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; events: EventBus; config: Config; clock: () => Date },
) {
  const { auth, db } = deps;
  const sso = ssoEndpoints(deps.config);
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    async handler(request, reply) {
      // better-auth reads its base address from the request when PUBLIC_URL is not set.
      const origin = `http://${request.headers.host ?? 'localhost'}`;
      const url = new URL(request.url, URL.canParse(origin) ? origin : 'http://localhost');
      const endpoint = endpointOf(request.method, url.pathname);
      if (!AUTH_ENDPOINTS.has(endpoint) && !sso.has(endpoint))
        return reply.status(404).send(errorBody('not_found', 'Not found'));
      const sent = isRecord(request.body) ? request.body : undefined;
      const checked = await beforeAuth(db, endpoint, request, sent);
      if ('refusal' in checked) {
        const { status, code, message, fields } = checked.refusal;
        return reply.status(status).send({ ...errorBody(code, message, fields), code, message });
      }
      const headers = toFetchHeaders(request.headers, CLIENT_IP_HEADER);
      // Rate limits key on the address Fastify trusts, never on a header the client chose.
      headers.set(CLIENT_IP_HEADER, request.ip);
      const signedIn = NEEDS_SIGNED_IN_USER.has(endpoint) ? await auth.api.getSession({ headers }) : null;
      // better-auth's own endpoints that use the session obey auto sign-out too (a sign-out may end it).
      if (endpoint !== 'POST /sign-out') {
        const session =
          signedIn ?? (USES_SESSION.has(endpoint) ? await auth.api.getSession({ headers }) : null);
        if (session) await applyAutoSignOutTo(deps, session.session.id);
      }
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(request.method !== 'GET' && checked.body !== undefined
            ? { body: JSON.stringify(checked.body) }
            : {}),
        }),
      );
      await afterAuth(db, endpoint, request, sent, response.status, signedIn?.user.id ?? null);
      if (sso.has(endpoint)) await recordSsoRefusal(db, endpoint, request, response.headers.get('location'));
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const body = response.body ? await response.text() : '';
      if (response.status >= 400)
        return reply.type('application/json').send(toErrorShape(response.status, body, request.id));
      return reply.send(body || null);
    },
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: MESSAGES.invalidCredentials,
  INVALID_TOKEN: MESSAGES.invalidActionLink,
  INVALID_VERIFICATION_TOKEN: MESSAGES.invalidActionLink,
};

/**
 * better-auth answers errors as `{ code, message }`; the API's one shape is `{ error: { code, message } }`.
 * The top-level pair stays too, because better-auth's own web client reads it.
 */
function toErrorShape(status: number, body: string, requestId: string): string {
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === 'object') parsed = value;
  } catch {
    // Not JSON (a plain-text error): keep the text as the message.
    parsed = { message: body };
  }
  const code =
    typeof parsed.code === 'string' ? parsed.code : status === 429 ? 'TOO_MANY_REQUESTS' : 'AUTH_ERROR';
  const message =
    AUTH_MESSAGES[code] ??
    (status === 429
      ? 'Too many attempts. Please wait a minute and try again.'
      : typeof parsed.message === 'string' && parsed.message
        ? parsed.message
        : 'Sign-in failed.');
  return JSON.stringify({ error: { ...errorBody(code, message).error, requestId }, code, message });
}
