import { newId } from '@schooldog/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../users/public.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Requests, requestsAs, type Response, statusesOf } from '../../test/kit.js';
import { type RoleCast, roleCast, signedIn } from '../../test/role-cast.js';

type People = Awaited<ReturnType<typeof roleCast>>['people'];

describeEachDatabase('the user hover card (spec 000 §2)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: RoleCast;
  let people: People;
  let build: Awaited<ReturnType<typeof roleCast>>['build'];

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ cast, people, build } = await roleCast(t));
  });
  afterAll(() => t.close());

  it.each<[string, (api: Requests) => Promise<Response>, Record<string, number>]>([
    [
      "reading a person's card",
      (api) => api.get(`/api/people/${people.principalElsewhere.id}`),
      signedIn(200),
    ],
    ["reading one's own card", (api) => api.get(`/api/people/${people.educator.id}`), signedIn(200)],
  ])('%s', async (_name, request, expected) => {
    expect(await statusesOf(cast, (who) => request(as(who)))).toEqual(expected);
  });

  it('shows name, title, schools and email of a school-level user, and nothing more', async () => {
    const res = await as(people.educator).get(`/api/people/${people.principalElsewhere.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: people.principalElsewhere.id,
      firstName: 'Maria',
      lastName: 'Alvarez',
      email: people.principalElsewhere.email,
      title: 'Principal',
      role: null,
      isDistrictUser: false,
      schools: [{ id: expect.any(String), name: 'Pine Ridge Middle School' }],
    });
  });

  it('names no school for a district user', async () => {
    const res = await as(people.educator).get(`/api/people/${people.coordinator.id}`);
    expect(res.json()).toMatchObject({
      isDistrictUser: true,
      schools: [],
      title: 'Safety Coordinator',
    });
  });

  it('shows the friendly role when the person has no title', async () => {
    expect((await as(people.workOrderSubmitter).patch('/api/me', { title: null })).statusCode).toBe(200);
    const res = await as(people.masterAdmin).get(`/api/people/${people.workOrderSubmitter.id}`);
    expect(res.json()).toMatchObject({
      title: null,
      role: { key: 'work_order_submitter', name: 'Work Order Submitter' },
    });
  });

  it('roles are told apart: the card names the school-level and district-wide officers by their role, not a stored name', async () => {
    const officer = await build.user('sro');
    const districtOfficer = await build.user('sro_district');
    // A friendlyRole stored before the two roles were told apart.
    await t.database.db
      .update(users)
      .set({ title: null, friendlyRole: 'School Resource Officer' })
      .where(inArray(users.id, [officer.id, districtOfficer.id]));
    const cardOf = async (id: string) => (await as(people.educator).get(`/api/people/${id}`)).json();
    expect(await cardOf(officer.id)).toMatchObject({
      title: null,
      role: { key: 'sro', name: 'School Resource Officer (School-Level)' },
    });
    expect((await cardOf(districtOfficer.id)).role).toEqual({
      key: 'sro_district',
      name: 'School Resource Officer (District-Wide)',
    });
  });

  it('answers 404 for an unknown or deleted user (the web shows Unknown User), 400 for a bad id', async () => {
    expect((await as(people.educator).get(`/api/people/${newId()}`)).statusCode).toBe(404);
    expect((await as(people.educator).get('/api/people/not-an-id')).statusCode).toBe(400);
  });
});
