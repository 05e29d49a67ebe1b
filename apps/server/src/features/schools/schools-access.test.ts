import { newId } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import {
  type As,
  type Person,
  type Requests,
  requestsAs,
  type Response,
  statusesOf,
} from '../../test/kit.js';
import { type RoleCast, roleCast, rolesAllowed } from '../../test/role-cast.js';

describeEachDatabase('schools: who may do what (spec 000 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: RoleCast;
  let schoolA: string;
  let coordinator: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const setting = await roleCast(t);
    ({ cast, schoolA } = setting);
    coordinator = setting.people.coordinator;
  });
  afterAll(() => t.close());

  // A school's information and location profile serve those who log or view entries there.
  const atSchoolA = rolesAllowed(
    200,
    'staff',
    'masterAdmin',
    'coordinator',
    'nonSafety',
    'principalHere',
    'educator',
  );
  it.each<[string, (api: Requests) => Promise<Response>, Record<string, number>]>([
    ['reading school A’s information', (api) => api.get(`/api/schools/${schoolA}`), atSchoolA],
    ['reading school A’s locations', (api) => api.get(`/api/schools/${schoolA}/locations`), atSchoolA],
  ])('%s', async (_name, request, expected) => {
    expect(await statusesOf(cast, (who) => request(as(who)))).toEqual(expected);
  });

  it('an unknown school is not found', async () => {
    expect((await as(coordinator).get(`/api/schools/${newId()}`)).statusCode).toBe(404);
  });
});
