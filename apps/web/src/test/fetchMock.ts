import { vi } from 'vitest';

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stubs global fetch with handlers keyed by "METHOD /path" ("METHOD /prefix/*" matches any path
 * under the prefix). Unhandled calls fail the test loudly, so a page cannot silently depend on a
 * call the test did not expect.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request?.url ?? String(input), 'http://localhost:3000');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body ?? (request ? await request.clone().text() : undefined);
    const body = typeof rawBody === 'string' && rawBody !== '' ? JSON.parse(rawBody) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const key = `${method} ${url.pathname}`;
    const handler =
      handlers[key] ??
      Object.entries(handlers).find(
        ([pattern]) => pattern.endsWith('/*') && key.startsWith(pattern.slice(0, -1)),
      )?.[1];
    if (!handler) throw new Error(`Unexpected fetch: ${method} ${url.pathname}`);
    return handler({ url, method, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
