import { refusalRefs, type TMessageRef, zodIssueRef } from '@schooldog/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A typed domain error, mapped in one place (below) to the API's error shape. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const NotFound = (message = 'Not found') => new DomainError(404, 'not_found', message);
export const Forbidden = (message = 'You do not have permission to do that.') =>
  new DomainError(403, 'forbidden', message);
export const Unauthorized = (message = 'Please sign in.') => new DomainError(401, 'unauthorized', message);
export const Invalid = (fields: Record<string, string>, message = 'Some fields are not valid.') =>
  new DomainError(400, 'invalid', message, fields);
export const Conflict = (message: string) => new DomainError(409, 'conflict', message);

/**
 * The API's error shape: the English `message` and `fields` (the spec's wording), and beside them
 * the key and values of each message in the domain's REFUSALS, which the web translates.
 */
export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  fieldKeys?: Record<string, TMessageRef>,
) {
  const refs = refusalRefs(message, fields);
  const keys = fieldKeys ? { ...refs, fieldKeys: { ...refs.fieldKeys, ...fieldKeys } } : refs;
  return { error: fields ? { code, message, ...keys, fields } : { code, message, ...keys } };
}

/** Told of every 5xx (error reporting); never throws into the answer. */
export type ServerErrorListener = (error: unknown, request: FastifyRequest) => void;

/**
 * Maps every thrown error to `{ error: { code, message, fields?, requestId } }` (the request id is
 * added by http/request-id.ts); bad input is never a 500. A 5xx is logged with its request id and
 * route, and handed to `onServerError`.
 */
export function registerErrorHandler(app: FastifyInstance, onServerError?: ServerErrorListener) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const fieldKeys: Record<string, TMessageRef> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        if (path in fields) continue;
        const message = issue.message ?? 'Invalid value';
        fields[path] = message;
        fieldKeys[path] = zodIssueRef({ ...issue.params, code: issue.keyword, message });
      }
      return reply.status(400).send(errorBody('invalid', 'Some fields are not valid.', fields, fieldKeys));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, route: request.routeOptions.url }, 'unexpected error');
      onServerError?.(error, request);
      return reply
        .status(500)
        .send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(errorBody('too_many_requests', 'Too many attempts. Please wait a minute and try again.'));
    }
    const code = status === 413 ? 'too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
    return reply.status(status).send(errorBody(code, error.message));
  });
}
