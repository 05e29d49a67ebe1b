import { SIGNED_OUT_INACTIVE, type TErrorResponse, type TMessageRef } from '@schooldog/domain';
import type { z } from 'zod';
import { isManuallyOffline } from '../offline/connectivity';
import { reportServerVersion } from '../offline/pwa/updateStore';

/** Codes for failures that never reached the API's error shape. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const TIMEOUT = 'TIMEOUT';
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

/** The keys the server sends beside its English messages (translateRefusal shows them). */
interface MessageKeys {
  messageKey?: string;
  params?: TMessageRef['params'];
  fieldKeys?: Readonly<Record<string, TMessageRef>>;
}

/** Any failed API call: the server's `{ error: { code, message, fields? } }`, or a transport failure (status 0). */
export class ApiError extends Error implements MessageKeys {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  /** The server's id of the request (its log has it), for the user to quote; none without an answer. */
  readonly requestId: string | undefined;
  readonly messageKey: string | undefined;
  readonly params: TMessageRef['params'];
  readonly fieldKeys: Readonly<Record<string, TMessageRef>> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    requestId?: string,
    keys: MessageKeys = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.requestId = requestId;
    this.messageKey = keys.messageKey;
    this.params = keys.params;
    this.fieldKeys = keys.fieldKeys;
  }
}

const inactivityListeners = new Set<() => void>();

/**
 * Called whenever the server answers that it ended the session for inactivity (on this or another
 * device of the user); returns the unsubscribe.
 */
export function onSignedOutForInactivity(listener: () => void): () => void {
  inactivityListeners.add(listener);
  return () => inactivityListeners.delete(listener);
}

const unauthorizedListeners = new Set<() => void>();

/**
 * Called whenever the server answers 401 for another reason than inactivity: the session may have
 * ended elsewhere (an administrator archived the user or signed them out everywhere), which the
 * signed-in app must notice at its next request, not when /api/me next goes stale.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The request id to show a user, when the server failed (5xx): they can quote it to support. */
export function serverErrorReference(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 500) return null;
  return error.requestId ?? null;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.code === NETWORK_ERROR;
}

export function isTimeout(error: unknown): boolean {
  return error instanceof ApiError && error.code === TIMEOUT;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions<T> {
  /** The domain schema the response body must match. */
  schema: z.ZodType<T>;
  method?: HttpMethod;
  /** Sent as JSON; a Blob (e.g. a picture) is sent as the raw body with its own type. */
  body?: unknown;
  signal?: AbortSignal;
  /** Gives up after this long with an ApiError of code TIMEOUT. */
  timeoutMs?: number;
}

/** The header on every API answer that names the server's version (spec 000 §4 "Updates"). */
export const APP_VERSION_HEADER = 'x-app-version';
/** The header on every API answer that names the request in the server's log. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The one way the web app calls the API: same-origin cookies, JSON in and out, responses checked
 * by schema. In Offline Mode it makes no network call at all and fails as if the network were down.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions<T>): Promise<T> {
  const { schema, method = 'GET', body } = options;
  if (isManuallyOffline())
    throw new ApiError(0, NETWORK_ERROR, 'Offline Mode is on: no network call was made.');
  const deadline = createDeadline(options.signal, options.timeoutMs);
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: requestHeaders(body),
      body: requestBody(body),
      signal: deadline.signal,
    });
    reportServerVersion(response.headers.get(APP_VERSION_HEADER));
    payload = await readJson(response);
  } catch (error) {
    throw deadline.hasTimedOut()
      ? new ApiError(0, TIMEOUT, 'The request timed out.')
      : toTransportError(error);
  } finally {
    deadline.clear();
  }
  if (!response.ok) throw await toApiError(response, payload);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, INVALID_RESPONSE, `Unexpected response from ${method} ${path}.`);
  }
  return parsed.data;
}

function requestHeaders(body: unknown): Record<string, string> {
  if (body === undefined) return { accept: 'application/json' };
  const contentType = body instanceof Blob ? body.type || 'application/octet-stream' : 'application/json';
  return { accept: 'application/json', 'content-type': contentType };
}

function requestBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof Blob ? body : JSON.stringify(body);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The refusal's body read with its schema. The schema (and zod) load with the first refusal, not
 * with the app: the sign-in page, every device's first load, gets by without them.
 */
async function parseErrorBody(payload: unknown): Promise<TErrorResponse | null> {
  try {
    const { ZErrorResponse } = await import('./errorSchema');
    const parsed = ZErrorResponse.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    // The schema's script could not be fetched: the status still says what happened.
    return null;
  }
}

async function toApiError(response: Response, payload: unknown): Promise<ApiError> {
  const headerId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  const parsed = await parseErrorBody(payload);
  if (!parsed) {
    const message = response.statusText || 'Request failed.';
    return new ApiError(response.status, `HTTP_${response.status}`, message, {}, headerId);
  }
  const { code, message, fields, requestId, messageKey, params, fieldKeys } = parsed.error;
  if (response.status === 401)
    for (const listener of code === SIGNED_OUT_INACTIVE ? inactivityListeners : unauthorizedListeners)
      listener();
  return new ApiError(response.status, code, message, fields, requestId ?? headerId, {
    messageKey,
    params,
    fieldKeys,
  });
}

function toTransportError(error: unknown): unknown {
  // An abort requested by the caller (e.g. a cancelled query) is not a network failure.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof TypeError) return new ApiError(0, NETWORK_ERROR, 'The server could not be reached.');
  return error;
}

function createDeadline(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (timeoutMs === undefined) return { signal, hasTimedOut: () => false, clear: () => undefined };
  const controller = new AbortController();
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  return {
    signal: controller.signal,
    hasTimedOut: () => hasTimedOut,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    },
  };
}
