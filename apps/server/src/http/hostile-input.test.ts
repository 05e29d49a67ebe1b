import { connect } from 'node:net';
import { newId, UNSTORABLE_TEXT_MESSAGE } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dataProfiles } from '../features/dataProfiles/public.js';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../test/harness.js';
import { isErrorShape } from '../test/fuzz/oracle.js';

/*
 * Regression tests for the defects an attacker's fuzzing found (issue "Any signed-in user can stop
 * the server with one GET"), each named after the defect. The fuzzer (src/test/fuzz) keeps looking.
 */

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDatabase('hostile input is refused with a message, never a 500 or a crash', (kind) => {
  let t: TestApp;
  let schoolA: string;
  let schoolB: string;
  let educator: { id: string; cookie: string };
  let staff: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
    educator = await t.userWithRole('educator', [schoolA]);
    staff = await t.userWithRole('schooldog_master_admin', [], { isSchoolDogStaff: true });
  });
  afterAll(() => t.close());

  const call = (who: { cookie: string }, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const expectRefused = (response: { statusCode: number; body: string; json(): unknown }, status = 400) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(isErrorShape(response.json()), response.body).toBe(true);
  };

  it('GET /api/entries.csv with an impossible date range answers 400 instead of stopping the server', async () => {
    // A principal may download entry reports (an educator is refused before the query is read).
    const principal = await t.userWithRole('principal', [schoolA]);
    for (const query of [
      'dateRange=2024-13-45,2024-99-99',
      'dateRange=0000-00-00,2024-01-01',
      'tag=%00',
      'schoolIds=a%00b',
    ]) {
      for (const path of ['/api/entries.csv', '/api/entries.pdf', '/api/entries', '/api/entries/count']) {
        expectRefused(await call(principal, 'GET', `${path}?${query}`));
      }
    }
    expectRefused(await call(educator, 'GET', `/api/entries?cursor=${cursorOf(['1', 'x'])}`));
    expect((await call(principal, 'GET', '/api/entries.csv')).statusCode).toBe(200);
  });

  it('a NUL character in JSON, a query or a path answers 400 and never reaches PostgreSQL', async () => {
    const refused = [
      await call(educator, 'POST', '/api/entries', {
        schoolId: schoolA,
        observationCategoryId: 'cameras',
        observationItemId: 'cameras-1',
        observationType: 'concern',
        quantity: 1,
        comment: 'broken\u0000camera',
      }),
      await call(educator, 'GET', '/api/entries/%00'),
      await call(staff, 'GET', '/api/users?schoolIds=%00'),
      await call(educator, 'GET', '/api/walks?walkTypes=school%00'),
      await call(educator, 'GET', '/api/walks/%00'),
      await call(educator, 'GET', '/api/schools/%00'),
      await call(educator, 'PATCH', '/api/me', { firstName: 'Ann\u0000' }),
      await call(staff, 'PATCH', '/api/app-settings', { version: '1.0\u0000' }),
      await call({ cookie: '' }, 'POST', '/api/auth/reset-password', {
        token: 'x\u0000',
        newPassword: 'long-enough-password',
      }),
    ];
    for (const response of refused) expectRefused(response);
    expect(refused[0]?.json()).toMatchObject({ error: { fields: { comment: UNSTORABLE_TEXT_MESSAGE } } });
  });

  it('a lone surrogate in a comment answers 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie: educator.cookie, 'content-type': 'application/json' },
      payload: `{"schoolId":"${schoolA}","observationCategoryId":"cameras","observationItemId":"cameras-1","observationType":"concern","quantity":1,"comment":"\\ud800"}`,
    });
    expectRefused(response);
  });

  it('dates and cursor times that the schemas accepted but PostgreSQL rejected answer 400', async () => {
    for (const timestamp of [
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999999999Z',
      '2024-02-30T10:00:00Z',
    ]) {
      const response = await call(educator, 'POST', '/api/entries', {
        schoolId: schoolA,
        observationCategoryId: 'cameras',
        observationItemId: 'cameras-1',
        observationType: 'concern',
        quantity: 1,
        timestamp,
      });
      expectRefused(response);
    }
    for (const cursor of [
      ['1', 'x'],
      ['0000-01-01T00:00:00.000Z', 'x'],
      ['2024-02-30T00:00:00.000Z', 'a'],
    ]) {
      expectRefused(await call(educator, 'GET', `/api/walks?cursor=${cursorOf(cursor)}`));
      expectRefused(await call(educator, 'GET', `/api/entries?cursor=${cursorOf(cursor)}`));
    }
  });

  it('a locationDataProfileId longer than its column, or naming no location profile, answers 400', async () => {
    await t.database.db.insert(dataProfiles).values([
      { id: 'rooms-a', schoolId: schoolA, options: [{ id: 'room-1', name: 'Room 1' }] },
      { id: 'rooms-b', schoolId: schoolB, options: [{ id: 'room-1', name: 'Room 1' }] },
    ]);
    const entry = (locationDataProfileId: string, locationDataProfileOptionId: string | null = null) =>
      call(educator, 'POST', '/api/entries', {
        schoolId: schoolA,
        observationCategoryId: 'cameras',
        observationItemId: 'cameras-1',
        observationType: 'concern',
        quantity: 1,
        locationDataProfileId,
        locationDataProfileOptionId,
      });
    expectRefused(await entry('p'.repeat(41)));
    expectRefused(await entry('no-such-profile'));
    expectRefused(await entry('rooms-b', 'room-1'));
    expectRefused(await entry('rooms-a', 'room-9'));
    expect((await entry('rooms-a', 'room-1')).statusCode).toBe(201);
  });

  it('deeply nested JSON on /api/auth/* answers 400', async () => {
    for (const payload of [
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectRefused(response);
    }
  });

  it('GET /api/walks/eligible-collaborators?schoolId=<another school> is refused to an educator', async () => {
    expectRefused(await call(educator, 'GET', `/api/walks/eligible-collaborators?schoolId=${schoolB}`), 403);
    expect(
      (await call(educator, 'GET', `/api/walks/eligible-collaborators?schoolId=${schoolA}`)).statusCode,
    ).toBe(200);
  });

  it('PATCH /api/app-settings changes only the fields it is sent', async () => {
    await call(staff, 'PATCH', '/api/app-settings', { maintenanceMode: true, enableWorkOrders: true });
    const patched = await call(staff, 'PATCH', '/api/app-settings', { hasLegacyTasks: true });
    expect(patched.json()).toMatchObject({
      maintenanceMode: true,
      enableWorkOrders: true,
      hasLegacyTasks: true,
    });
    await call(staff, 'PATCH', '/api/app-settings', { maintenanceMode: false, hasLegacyTasks: false });
  });

  it('/api/sync/push records bad data as a refusal instead of answering 503 and blocking the queue', async () => {
    const create = (seq: number, extra: Record<string, unknown>) => ({
      seq,
      name: 'entry.create',
      args: {
        id: newId(),
        schoolId: schoolA,
        observationCategoryId: 'cameras',
        observationItemId: 'cameras-1',
        observationType: 'concern',
        quantity: 1,
        ...extra,
      },
    });
    const push = {
      clientId: newId(),
      mutations: [
        create(1, { comment: 'nul\u0000' }),
        create(2, { timestamp: '9999-12-31T23:59:59.999999999Z' }),
        create(3, { locationDataProfileId: 'p'.repeat(41) }),
        create(4, { comment: 'a good one' }),
      ],
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await call(educator, 'POST', '/api/sync/push', push);
      expect(answer.statusCode, answer.body).toBe(200);
      const statuses = answer
        .json<{ results: { status: string }[] }>()
        .results.map((result) => result.status);
      expect(statuses).toEqual(['refused', 'refused', 'refused', 'applied']);
    }
  });

  it('addresses that do not decode, parameters past their length limit and unknown sign-in endpoints answer in the error shape', async () => {
    expectRefused(await call(educator, 'GET', '/api/walks/%FF%FE'));
    expectRefused(await call(educator, 'GET', `/api/walks/${'x'.repeat(200)}`), 414);
    expectRefused(await call(educator, 'POST', '/api/auth/update-user', { name: 'x' }), 404);
    expectRefused(await call({ cookie: '' }, 'GET', '/api/auth/%00'));
  });

  it('request headers too large answer 431 in the error shape', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve) => {
      const client = connect(Number(port), '127.0.0.1', () => {
        client.write(`GET /api/me HTTP/1.1\r\nHost: x\r\nX-Filler: ${'h'.repeat(20_000)}\r\n\r\n`);
      });
      let data = '';
      client.on('data', (chunk) => (data += chunk.toString()));
      client.on('close', () => resolve(data));
      client.on('error', () => resolve(data));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    expect(isErrorShape(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)))).toBe(true);
  });
});
