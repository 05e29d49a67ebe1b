import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema, Operation } from './operations.js';
import type { FuzzRequest } from './requests.js';
import type { Answer } from './send.js';

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats.default(ajv);
const validators = new Map<JsonSchema, ValidateFunction>();

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** The documented schema of an answer: its exact status, else its class ('4XX'), else the default. */
function documentedSchema(operation: Operation, status: number): JsonSchema | null | undefined {
  const { responses } = operation;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a body is the API's one error shape: `{ error: { code, message, fields? } }`. */
export function isErrorShape(value: unknown): boolean {
  if (!value || typeof value !== 'object' || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  if (!error || typeof error !== 'object') return false;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string' || message.length === 0) return false;
  return (
    fields === undefined ||
    (typeof fields === 'object' &&
      fields !== null &&
      Object.values(fields).every((text) => typeof text === 'string'))
  );
}

/** What is wrong with an answer, or null: no 5xx, no dropped connection, one error shape, documented bodies. */
export function problemOf(request: FuzzRequest, answer: Answer): string | null {
  if (answer.status === -1) return null;
  // A body past the size limit is refused as it starts to arrive (413), and the connection closed.
  const isRefusedEarly =
    request.kind === 'oversized body' && /ECONNRESET|EPIPE/.test(answer.networkError ?? '');
  if ((answer.networkError || answer.status === 0) && !isRefusedEarly)
    return `no answer: ${answer.networkError ?? 'status 0'}`;
  if (isRefusedEarly) return null;
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`;
  const isJson = String(answer.headers['content-type'] ?? '').includes('application/json');
  if (answer.status >= 400) {
    if (request.method === 'HEAD') return null;
    const body = parseJson(answer.body);
    return isJson && isErrorShape(body)
      ? null
      : `refusal ${answer.status} not in the error shape: ${answer.body.toString('utf8').slice(0, 200)}`;
  }
  if (request.namesHiddenRecord && request.actor === 'educator' && answer.status < 300)
    return `answered ${answer.status} to the educator for a record of another school`;
  if (request.operation.isAuth || !isJson) return null;
  const schema = documentedSchema(request.operation, answer.status);
  if (schema === undefined) return `status ${answer.status} is not documented`;
  if (schema === null) return null;
  const validate = validatorOf(schema);
  if (validate(parseJson(answer.body))) return null;
  return `body does not match its documented schema: ${ajv.errorsText(validate.errors)}`;
}
