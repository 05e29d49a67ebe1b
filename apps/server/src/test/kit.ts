import type { InjectOptions, Response as LightMyRequestResponse } from 'light-my-request';
import type { TestApp } from './harness.js';

/** A signed-in person, as `TestApp.userWithRole` and the builders answer. */
export type Person = { id: string; email: string; cookie: string };

/** Anyone not signed in: requests carry no session cookie. */
export const ANONYMOUS = 'anonymous' as const;

export type Response = LightMyRequestResponse;

/** The API calls one person makes; each answers the raw response (status, headers, body). */
export interface Requests {
  get(url: string, options?: RequestOptions): Promise<Response>;
  post(url: string, body?: object, options?: RequestOptions): Promise<Response>;
  patch(url: string, body?: object, options?: RequestOptions): Promise<Response>;
  put(url: string, body?: object, options?: RequestOptions): Promise<Response>;
  delete(url: string, body?: object, options?: RequestOptions): Promise<Response>;
}

/** Extra headers (e.g. `origin: undefined` to send none) and a client address. */
interface RequestOptions {
  headers?: Record<string, string | undefined>;
  remoteAddress?: string;
}

/**
 * `as(person)`: requests made by a person (or `ANONYMOUS`) through `app.inject`, with the app's
 * Origin as a browser sends it (see `sameOriginByDefault`).
 *
 *   const as = requestsAs(t);
 *   const res = await as(principal).get('/api/walks');
 */
export function requestsAs(t: TestApp) {
  return (who: Person | typeof ANONYMOUS): Requests => {
    const send = (
      method: InjectOptions['method'],
      url: string,
      body?: object,
      options: RequestOptions = {},
    ) =>
      t.app.inject({
        method,
        url,
        headers: { ...(who === ANONYMOUS ? {} : { cookie: who.cookie }), ...options.headers },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      });
    return {
      get: (url, options) => send('GET', url, undefined, options),
      post: (url, body, options) => send('POST', url, body, options),
      patch: (url, body, options) => send('PATCH', url, body, options),
      put: (url, body, options) => send('PUT', url, body, options),
      delete: (url, body, options) => send('DELETE', url, body, options),
    };
  };
}
export type As = ReturnType<typeof requestsAs>;

/**
 * A role table's outcome: the status each person got (a response's, or a number the test worked
 * out), keyed by their name in the table, so a failure shows every cell that differs at once.
 */
export async function statusesOf<Name extends string, Who>(
  people: Record<Name, Who>,
  request: (who: Who, name: Name) => Promise<{ statusCode: number } | number>,
): Promise<Record<Name, number>> {
  const result = {} as Record<Name, number>;
  for (const [name, who] of Object.entries(people) as [Name, Who][]) {
    const outcome = await request(who, name);
    result[name] = typeof outcome === 'number' ? outcome : outcome.statusCode;
  }
  return result;
}

/** The expected row of a role table: `ok` for those allowed, `otherwise` (403) for the rest. */
export function allowed<Name extends string>(
  names: readonly Name[],
  ok: number,
  who: readonly Name[],
  otherwise: number | Partial<Record<Name, number>> = 403,
): Record<Name, number> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      who.includes(name) ? ok : typeof otherwise === 'number' ? otherwise : (otherwise[name] ?? 403),
    ]),
  ) as Record<Name, number>;
}
