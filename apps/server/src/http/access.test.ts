import { PERMISSIONS } from '@schooldog/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAccount } from '../features/users/public.js';
import {
  createTestApp,
  TEST_PASSWORD,
  describeEachDatabase,
  type TestApp,
  withDistrict,
} from '../test/harness.js';
import { type Access, registerAccessControl, sessionTokenOf } from './access.js';

// Fills path parameters so every registered route can be called.
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'AAAAAAAAAAAAAAAAAAAA').replace('*', 'x');

/**
 * Every "METHOD /path" the router serves, read from Fastify's own route tree (`printRoutes`):
 * each line is a path segment under its parent, indented four characters a level.
 */
function servedRoutes(tree: string): string[] {
  const served: string[] = [];
  const segments: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    segments.length = indent.length / 4;
    segments.push(segment);
    for (const method of methods?.split(', ') ?? []) served.push(`${method} ${segments.join('')}`);
  }
  return served;
}

describeEachDatabase('every API route enforces the access it declares', (kind) => {
  let t: TestApp;
  let noPermissionCookie: string;
  let principalCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [school] = await withDistrict(t);
    // A user whose permissions were all taken away: every permission route must refuse them.
    await createUserAccount(t.database.db, {
      email: 'nobody@test.schooldog.test',
      firstName: 'No',
      lastName: 'Rights',
      role: 'educator',
      roleSchoolIds: [school?.id ?? ''],
      permissions: {},
      password: TEST_PASSWORD,
    });
    noPermissionCookie = await t.signIn('nobody@test.schooldog.test');
    principalCookie = (await t.userWithRole('principal', [school?.id ?? ''])).cookie;
  });
  afterAll(() => t.close());

  it('every /api route declares what it needs', () => {
    // What the router serves, not what the access hook recorded (a route registered before the
    // hook, or past it, would be served with no access check and missing from that record).
    const served = servedRoutes(t.app.printRoutes())
      .filter((route) => / \/api(\/|$)/.test(route) && !route.startsWith('HEAD '))
      // A plugin's root under a prefix is served with and without the slash, as one route.
      .map((route) => route.replace(/(.)\/$/, '$1'));
    expect(served.length).toBeGreaterThan(50);
    // Routes that share a segment share its parameter, named for both in the router's listing
    // (tasks/:userId|:workOrderId): compared by shape, whatever their parameters are called.
    const shape = (route: string) => route.replace(/\/:[^/]+/g, '/:param');
    const declared = new Map(t.routes.map((route) => [shape(`${route.method} ${route.url}`), route.access]));
    expect(served.filter((route) => declared.get(shape(route)) === undefined)).toEqual([]);
  });

  it('a route without a declaration stops the server from starting', async () => {
    const app = Fastify();
    registerAccessControl(app, t.deps);
    app.get('/api/declared', { config: { access: 'public' } }, async () => 'ok');
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(
      /GET \/api\/undeclared declares no access/,
    );
    await app.close();
  });

  it('answers 401 without a session on every route that needs one', async () => {
    const guarded = t.routes.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('answers 403 to a signed-in user without the declared permission', async () => {
    const needing = t.routes.filter((route) => typeof route.access === 'object' || route.access === 'staff');
    expect(needing.length).toBeGreaterThan(0);
    for (const route of needing) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: noPermissionCookie },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
  });

  it('staff-only routes refuse a principal and serve product staff', async () => {
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/app-settings',
      headers: { cookie: principalCookie },
    });
    expect(denied.statusCode).toBe(403);
    const staff = await t.userWithRole('schooldog_master_admin', [], { isSchoolDogStaff: true });
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/app-settings',
      headers: { cookie: staff.cookie },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('a misspelled permission in a route declaration does not compile', () => {
    // @ts-expect-error 'veiw entries' is not a permission name (tsc -p apps/server fails without this line).
    const misspelled: Access = { permission: 'log entries|veiw entries' };
    const spelled: Access = { permission: 'log entries|view entries' };
    expect([misspelled, spelled]).toHaveLength(2);
  });

  it('declared permissions are names of the permission model', () => {
    const names = new Set<string>([...PERMISSIONS, 'view district']);
    for (const route of t.routes) {
      if (typeof route.access !== 'object') continue;
      for (const name of route.access.permission.split('|')) expect(names.has(name.trim()), name).toBe(true);
    }
  });

  it('unknown API paths answer the JSON 404 shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        code: 'not_found',
        message: 'Not found',
        messageKey: 'notFound',
        requestId: response.headers['x-request-id'],
      },
    });
  });
});

describe('the session token in a Cookie header', () => {
  it('is found with or without the secure prefix, and absent otherwise', () => {
    expect(sessionTokenOf('a=b; schooldog.session_token=abc.def; c=d')).toBe('abc.def');
    expect(sessionTokenOf('__Secure-schooldog.session_token=xyz')).toBe('xyz');
    expect(sessionTokenOf('other.session_token=nope')).toBeNull();
    expect(sessionTokenOf(undefined)).toBeNull();
  });
});
