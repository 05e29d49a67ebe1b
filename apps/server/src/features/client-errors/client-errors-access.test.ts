import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { type As, requestsAs, statusesOf } from '../../test/kit.js';
import { type RoleCast, roleCast, signedIn } from '../../test/role-cast.js';

describe('client error reports: who may send one', () => {
  let t: TestApp;
  let as: As;
  let cast: RoleCast;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    as = requestsAs(t);
    ({ cast } = await roleCast(t));
  });
  afterAll(() => t.close());

  it('anyone, signed in or not: an error before sign-in matters too', async () => {
    let address = 0;
    const statuses = await statusesOf(cast, (who) => {
      address += 1;
      // Each from an address of its own, clear of the per-address rate limit.
      return as(who).post(
        '/api/client-errors',
        { kind: 'render', message: 'Boom', path: '/dashboard', appVersion: '0.1.0' },
        { remoteAddress: `10.1.0.${address}` },
      );
    });
    expect(statuses).toEqual({ ...signedIn(204), anonymous: 204 });
  });
});
