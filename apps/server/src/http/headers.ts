import type { IncomingHttpHeaders } from 'node:http';

/** Node's request headers as fetch Headers (what better-auth reads), leaving out `omit`. */
export function toFetchHeaders(incoming: IncomingHttpHeaders, omit?: string): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (typeof value === 'string' && name !== omit) headers.set(name, value);
  }
  return headers;
}
