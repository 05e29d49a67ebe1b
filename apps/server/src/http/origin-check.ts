import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that another site may send: it carries its own proof (a signed token) and no session,
     * so a forged request can do nothing the token's holder could not (the one-click unsubscribe a
     * mail provider posts, RFC 8058).
     */
    crossSite?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const FOREIGN_ORIGIN_MESSAGE = 'Requests from another site are not accepted.';

/** The origin (scheme://host:port) of a header value, or null when it is not a URL with a host. */
function originOf(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.host ? `${url.protocol}//${url.host}` : null;
}

/**
 * Whether a state-changing request provably comes from this app's own pages (CSRF defence, ASVS
 * 4.2.2 / 13.2.3). Browsers send Origin on every non-GET request; when it is missing the Referer
 * stands in; 'null' (sandboxed frames, data: pages), a malformed value or none at all is refused.
 * Other clients of the open API send `Origin: <PUBLIC_URL>` like a browser would.
 */
export function isSameOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const stated = request.headers.origin ?? request.headers.referer;
  const origin = originOf(typeof stated === 'string' ? stated : undefined);
  if (!origin) return false;
  if (allowed.has(origin)) return true;
  // The Host the request reached, for an install reached under several names (an IP and a name).
  const host = request.headers.host;
  return !!host && (origin === `http://${host}` || origin === `https://${host}`);
}

/** Refuses every state-changing request that does not come from the app's own origin. */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins.map((value) => originOf(value)).filter((value) => value !== null));
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request, allowed)) return;
    if (request.routeOptions.config.crossSite === true) return;
    return reply.status(403).send(errorBody('forbidden_origin', FOREIGN_ORIGIN_MESSAGE));
  });
}
