import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withDistrict } from '../test/harness.js';
import { FOREIGN_ORIGIN_MESSAGE } from './origin-check.js';

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'AAAAAAAAAAAAAAAAAAAA').replace('*', 'sign-out');

describe('ASVS 4.2.2 / 13.2.3: CSRF defence on every state-changing route', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const [school] = await withDistrict(t);
    cookie = (await t.userWithRole('principal', [school?.id ?? ''])).cookie;
  });
  afterAll(() => t.close());

  const badOrigins: Record<string, Record<string, string | undefined>> = {
    'another site': { origin: 'https://evil.example' },
    'Origin: null (sandboxed frame, data: page)': { origin: 'null' },
    'no Origin and no Referer': { origin: undefined },
    'a malformed Origin (not a url)': { origin: 'not a url' },
    'a malformed Origin (http://)': { origin: 'http://' },
    'a Referer from another site and no Origin': { origin: undefined, referer: 'https://evil.example/page' },
  };

  it('only the one-click unsubscribe (RFC 8058: the mail client posts it) answers other sites', () => {
    const crossSite = t.routes
      .filter((route) => route.crossSite)
      .map((route) => `${route.method} ${route.url}`);
    expect(crossSite).toEqual(['POST /api/notifications/unsubscribe']);
  });

  for (const [name, headers] of Object.entries(badOrigins)) {
    it(`refuses ${name} with 403 on every POST, PUT, PATCH and DELETE route`, async () => {
      const writes = t.routes.filter(
        (route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method) && !route.crossSite,
      );
      expect(writes.length).toBeGreaterThan(10);
      for (const route of writes) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { cookie, ...headers },
          payload: {},
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toEqual({
          error: {
            code: 'forbidden_origin',
            message: FOREIGN_ORIGIN_MESSAGE,
            messageKey: 'foreignOrigin',
            requestId: response.headers['x-request-id'],
          },
        });
      }
    });
  }

  it('accepts the public address, the Host the request reached, and a same-origin Referer', async () => {
    const sameSite = [
      { origin: t.deps.config.publicUrl },
      { origin: 'http://school.example:8080', host: 'school.example:8080' },
      { origin: undefined, referer: `${t.deps.config.publicUrl}/entries?x=1` },
    ];
    for (const headers of sameSite) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie, ...headers },
        payload: { title: 'Principal' },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('lets reads through from anywhere (GET has no side effects)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
