import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy (nginx's $request_id, a load balancer) may pass on; anything else is replaced. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Fastify's genReqId: the incoming x-request-id when it is a plain token, so one id follows a
 * request through the proxy's and our logs; otherwise 12 random characters, short enough to read
 * out over the phone.
 */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) return incoming;
  return randomBytes(9).toString('base64url');
}

interface ErrorPayload {
  error: { code: string; message: string; requestId?: string };
}

function isErrorPayload(payload: unknown): payload is ErrorPayload {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const { error } = payload;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

/**
 * Every answer names its request id (header), and every error body carries it as
 * `error.requestId`, whoever built the body (the error handler, the CSRF check, the 404 handler),
 * so the id a user quotes finds the log line. Register before any route.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !isErrorPayload(payload) || payload.error.requestId) return payload;
    return { ...payload, error: { ...payload.error, requestId: request.id } };
  });
}
