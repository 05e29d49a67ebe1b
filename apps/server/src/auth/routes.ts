import { MESSAGES } from '@schooldog/domain';
import type { FastifyInstance } from 'fastify';
import { forgetSession } from '../http/access.js';
import { toFetchHeaders } from '../http/headers.js';
import type { Auth } from './auth.js';

export const CLIENT_IP_HEADER = 'x-schooldog-client-ip';

/** Bridges Fastify to better-auth's fetch handler for everything under /api/auth. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      if (url.pathname.endsWith('/sign-out')) forgetSession(request.headers.cookie);
      const headers = toFetchHeaders(request.headers, CLIENT_IP_HEADER);
      // Rate limits key on the address Fastify trusts, never on a header the client chose.
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const body = response.body ? await response.text() : null;
      return reply.send(
        response.status >= 400 && body ? toErrorShape(response.status, body, request.id) : body,
      );
    },
  });
}

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
    parsed = JSON.parse(body) as typeof parsed;
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
      : typeof parsed.message === 'string'
        ? parsed.message
        : 'Sign-in failed.');
  return JSON.stringify({ error: { code, message, requestId }, code, message });
}
