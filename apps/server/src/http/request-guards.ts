import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '@schooldog/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, Invalid } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on a route whose body carries other requests' input (the sync push): each part's text is
     * checked where it is applied, so that one bad part is refused alone rather than the whole body.
     */
    checksTextPerPart?: boolean;
  }
}

/** JSON bodies nested deeper than this are refused before parsing (no handler needs more than a few levels). */
export const JSON_DEPTH_MAX = 32;

/** How deeply a JSON text nests its arrays and objects, stopping early once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (isInString) {
      if (char === 92 /* \ */) i += 1;
      else if (char === 34 /* " */) isInString = false;
    } else if (char === 34) isInString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 93 || char === 125) depth -= 1;
  }
  return false;
}

const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/**
 * JSON bodies: Fastify's own parser (prototype poisoning refused) after a depth check, since a
 * body nested thousands deep overflows the stack of whatever walks it later (better-auth's checks).
 */
function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(String(body), JSON_DEPTH_MAX)) {
      done(badRequest('The request body is nested too deeply.'), undefined);
      return;
    }
    parse(request, String(body), done);
  });
}

/**
 * Text the database cannot store (NUL, unpaired surrogates) in a path segment, query value or
 * body is refused with a field message before any handler runs, on every route.
 */
function registerStorableTextCheck(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.checksTextPerPart) return;
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', Buffer.isBuffer(request.body) ? undefined : request.body],
    ] as const) {
      const path = unstorableTextPath(value);
      if (path !== null) throw Invalid({ [path || part]: UNSTORABLE_TEXT_MESSAGE });
    }
  });
}

/**
 * Errors the router raises before any route runs (a URL that does not decode, a parameter past the
 * length limit), in the API's one error shape.
 */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send(errorBody('uri_too_long', 'This address is too long.'));
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.status(400).send(errorBody('bad_url', 'This address is not valid.'));
  return reply.status(400).send(errorBody('bad_request', 'This request is not valid.'));
}

/**
 * A request Node could not parse (headers too large, a broken request line) or that timed out,
 * answered in the one error shape on the raw socket, then closed, as Node itself would.
 */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431
      ? 'The request headers are too large.'
      : status === 408
        ? 'The request took too long to arrive.'
        : 'This request is not valid.';
  const body = JSON.stringify(errorBody(status === 400 ? 'bad_request' : `http_${status}`, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Options for `Fastify()`: framework and client errors in the one error shape. */
export const guardedServerOptions = { frameworkErrors, clientErrorHandler };

/** Input guards every route shares: JSON depth, storable text. */
export function registerRequestGuards(app: FastifyInstance): void {
  registerJsonParser(app);
  registerStorableTextCheck(app);
}
