import type { TFavoriteInsights, TInsightResult } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import {
  type As,
  type Person,
  type Requests,
  type Response,
  requestsAs,
  statusesOf,
} from '../../test/kit.js';
import { type RoleCast, roleCast, rolesAllowed } from '../../test/role-cast.js';

/*
 * Insights: who reads the counts and keeps favourites (spec 000 §6): view data insights at one
 * school at least opens them; held everywhere (or as product staff) every school is read, otherwise
 * only the schools where it is held ("through the getInsightCount function").
 */

const RANGE = 'from=2026-01&to=2026-12';
const READERS = [
  'staff',
  'masterAdmin',
  'coordinator',
  'nonSafety',
  'principalHere',
  'principalElsewhere',
] as const;

describeEachDatabase('insights: who reads them (spec 000 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: RoleCast;
  let schoolA: string;
  let schoolB: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const made = await roleCast(t);
    ({ cast, schoolA, schoolB } = made);
    await t.logEntry(made.people.coordinator, {
      schoolId: schoolA,
      quantity: 2,
      timestamp: '2026-03-10T15:00:00.000Z',
    });
    await t.logEntry(made.people.coordinator, {
      schoolId: schoolB,
      quantity: 5,
      timestamp: '2026-03-10T15:00:00.000Z',
    });
  });
  afterAll(() => t.close());

  it.each<[string, (api: Requests) => Promise<Response>, Record<string, number>]>([
    [
      'the counts of one’s schools',
      (api) => api.get(`/api/insights?${RANGE}`),
      rolesAllowed(200, ...READERS),
    ],
    ['the table as CSV', (api) => api.get(`/api/insights.csv?${RANGE}`), rolesAllowed(200, ...READERS)],
    ['the user and tag choices', (api) => api.get('/api/insights/choices'), rolesAllowed(200, ...READERS)],
    ['one’s favourites', (api) => api.get('/api/me/favorite-insights'), rolesAllowed(200, ...READERS)],
    [
      'adding a favourite',
      (api) => api.post('/api/me/favorite-insights', { insightName: 'All', viewMode: 'all' }),
      rolesAllowed(200, ...READERS),
    ],
  ])('%s', async (_name, request, expected) => {
    expect(await statusesOf(cast, (who) => request(as(who)))).toEqual(expected);
  });

  it('school A’s counts: everyone with view data insights there, not the principal of B', async () => {
    const url = `/api/insights?${RANGE}&schoolIds=${schoolA}`;
    expect(await statusesOf(cast, (who) => as(who).get(url))).toEqual({
      ...rolesAllowed(200, 'staff', 'masterAdmin', 'coordinator', 'nonSafety', 'principalHere'),
    });
    const refused = await as(cast.principalElsewhere as Person).get(url);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'You do not have permission to view data insights at this school.',
    );
  });

  it('district-wide or staff read every school; a principal only their own', async () => {
    const march = async (who: Person) => {
      const result = (await as(who).get(`/api/insights?${RANGE}`)).json<TInsightResult>();
      return Object.fromEntries(result.schools.map((school) => [school.schoolId, school.counts[2]]));
    };
    for (const name of ['staff', 'masterAdmin', 'coordinator', 'nonSafety'] as const) {
      const counts = await march(cast[name] as Person);
      expect([counts[schoolA], counts[schoolB]], name).toEqual([2, 5]);
      expect(Object.keys(counts).length, name).toBe(4);
    }
    expect(await march(cast.principalHere as Person)).toEqual({ [schoolA]: 2 });
    expect(await march(cast.principalElsewhere as Person)).toEqual({ [schoolB]: 5 });
  });

  it('favourites are one’s own: another person’s cannot be renamed or removed', async () => {
    const mine = (
      await as(cast.coordinator as Person).get('/api/me/favorite-insights')
    ).json<TFavoriteInsights>();
    const id = mine.favorites[0]?.id ?? '';
    const principal = as(cast.principalHere as Person);
    expect(
      (await principal.patch(`/api/me/favorite-insights/${id}`, { insightName: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await principal.delete(`/api/me/favorite-insights/${id}`)).statusCode).toBe(404);
  });
});
