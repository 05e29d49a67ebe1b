import { readFileSync } from 'node:fs';
import { OPENAPI_FILE } from '../../openapi.js';

/** A JSON Schema as the OpenAPI 3.1 document holds it (draft 2020-12). */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation to fuzz: its method, path template (`/api/entries/{entryId}`) and schemas. */
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** The documented JSON schema of each answer status ('200', '4XX', 'default'...). */
  responses: Record<string, JsonSchema | null>;
  /** better-auth's routes are hidden from the document; their answers are checked for the error shape only. */
  isAuth?: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
      }
    >
  >;
}

/** Every operation of the committed OpenAPI document: a route added later is fuzzed with no change here. */
export function documentedOperations(file = OPENAPI_FILE): Operation[] {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const responses: Record<string, JsonSchema | null> = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        responses[status] = response.content?.['application/json']?.schema ?? null;
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        responses,
      });
    }
  }
  return operations;
}

const email: JsonSchema = { type: 'string', format: 'email' };
const text: JsonSchema = { type: 'string', minLength: 1, maxLength: 64 };
const authBody = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  type: 'object',
  properties,
  required,
});
const tokenQuery: Parameter[] = [{ name: 'token', in: 'query', required: true, schema: text }];

/**
 * The sign-in routes (better-auth behind /api/auth, hidden from the document) the web app calls,
 * plus the others better-auth would answer, so that none of them is left unfuzzed.
 */
export const AUTH_OPERATIONS: Operation[] = [
  [
    'POST',
    '/api/auth/sign-in/email',
    authBody({ email, password: text, rememberMe: { type: 'boolean' } }, ['email', 'password']),
  ],
  ['POST', '/api/auth/sign-in/magic-link', authBody({ email, callbackURL: text }, ['email'])],
  ['GET', '/api/auth/magic-link/verify', null, tokenQuery],
  ['POST', '/api/auth/request-password-reset', authBody({ email, redirectTo: text }, ['email'])],
  [
    'POST',
    '/api/auth/reset-password',
    authBody({ newPassword: text, token: text }, ['newPassword', 'token']),
  ],
  ['GET', '/api/auth/verify-email', null, tokenQuery],
  [
    'POST',
    '/api/auth/change-password',
    authBody({ currentPassword: text, newPassword: text, revokeOtherSessions: { type: 'boolean' } }, [
      'currentPassword',
      'newPassword',
    ]),
  ],
  ['POST', '/api/auth/sign-out', authBody({}, [])],
  ['GET', '/api/auth/get-session', null],
  ['POST', '/api/auth/update-user', authBody({ name: text, image: text }, [])],
  ['GET', '/api/auth/list-sessions', null],
  ['POST', '/api/auth/revoke-sessions', authBody({}, [])],
  ['POST', '/api/auth/send-verification-email', authBody({ email }, ['email'])],
].map(([method, path, body, parameters]) => ({
  method: method as string,
  path: path as string,
  body: body as JsonSchema | null,
  parameters: (parameters as Parameter[] | undefined) ?? [],
  responses: {},
  isAuth: true,
}));
