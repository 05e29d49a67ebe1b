import type { TFavoriteInsights, TInsightChoices, TInsightResult } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';
import { builders } from '../../test/builders.js';

/* GET /api/insights, its CSV and choices, and the favourites (spec 000 §2 "Insights", §3, §7). */

describeEachDatabase('insights API', (kind) => {
  let t: TestApp;
  let as: As;
  let coordinator: Person;
  let schools: { id: string; name: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    schools = await withDistrict(t);
    coordinator = await builders(t).user('district_safety_coordinator');
    const [a, b] = schools.map((school) => school.id) as [string, string];
    const log = (schoolId: string, timestamp: string, fields: object = {}) =>
      t.logEntry(coordinator, { schoolId, timestamp, ...fields });
    await log(a, '2026-01-10T15:00:00.000Z', { quantity: 3 });
    await log(a, '2026-03-10T15:00:00.000Z', { observationType: 'praise', manualTags: ['Night Shift'] });
    await log(b, '2026-03-20T15:00:00.000Z', {
      observationCategoryId: 'access',
      observationItemId: 'access-1',
      quantity: 4,
    });
  });
  afterAll(() => t.close());

  const read = async (query: string) => {
    const response = await as(coordinator).get(`/api/insights?from=2026-01&to=2026-04&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TInsightResult>();
  };

  it('answers the months, each school’s series and the total of the global record', async () => {
    const result = await read('');
    expect(result.countId).toBe('global');
    expect(result.metric).toBe('total');
    expect(result.months).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
    expect(result.total).toEqual([3, 0, 5, 0]);
    expect(result.schools.map((school) => school.schoolName)).toEqual(
      [...schools.map((school) => school.name)].sort((x, y) => x.localeCompare(y, 'en', { numeric: true })),
    );
    const [a, b] = schools.map((school) => school.id);
    expect(result.schools.find((school) => school.schoolId === a)?.counts).toEqual([3, 0, 1, 0]);
    expect(result.schools.find((school) => school.schoolId === b)?.counts).toEqual([0, 0, 4, 0]);
  });

  it('reads the record and metric of the view mode, entry type, walk type and schools', async () => {
    expect((await read('entryType=praise')).total).toEqual([0, 0, 1, 0]);
    expect((await read('entryType=praise')).metric).toBe('totalPraises');
    expect((await read('walkType=district&entryType=concern')).metric).toBe('totalDistrictConcerns');
    expect((await read('walkType=school')).total).toEqual([0, 0, 0, 0]);
    expect((await read('viewMode=category&categoryId=access')).total).toEqual([0, 0, 4, 0]);
    const item = await read('viewMode=item&categoryId=access&itemId=access-1');
    expect([item.countId, item.total]).toEqual(['category--access--item--access-1', [0, 0, 4, 0]]);
    const tag = await read('viewMode=tag&tag=NIGHT%20shift');
    expect([tag.countId, tag.total]).toEqual(['tag--night%20shift', [0, 0, 1, 0]]);
    expect((await read(`viewMode=user&userId=${coordinator.id}`)).total).toEqual([3, 0, 5, 0]);
    const one = await read(`schoolIds=${schools[1]?.id}`);
    expect([one.schools.length, one.total]).toEqual([1, [0, 0, 4, 0]]);
    // Changing mode clears the other selections: a category left over does not count.
    expect((await read('viewMode=all&categoryId=access')).countId).toBe('global');
  });

  it('refuses a mode without its selection and a bad range with 400', async () => {
    for (const query of [
      'from=2026-01&to=2026-02&viewMode=category',
      'from=2026-01&to=2026-02&viewMode=item&categoryId=access',
      'from=2026-01&to=2026-02&viewMode=location&locationProfileId=rooms',
      'from=2026-03&to=2026-02',
      'from=2026-13&to=2027-01',
      'from=2000-01&to=2026-01',
      'to=2026-01',
      'from=2026-01&to=2026-02&entryType=bad',
    ]) {
      const response = await as(coordinator).get(`/api/insights?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('downloads the data explorer’s table as CSV: a row per month, a column per school, the total', async () => {
    const response = await as(coordinator).get(
      `/api/insights.csv?from=2026-01&to=2026-03&schoolIds=${schools[0]?.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('SchoolDog Insights');
    expect(response.body).toBe(`Month,${schools[0]?.name},Total\n2026-01,3,3\n2026-02,0,0\n2026-03,1,1\n`);
  });

  it('offers the users and tags that have counts', async () => {
    const choices = (await as(coordinator).get('/api/insights/choices')).json<TInsightChoices>();
    expect(choices.users.map((user) => user.id)).toEqual([coordinator.id]);
    expect(choices.tags).toContain('night shift');
  });

  it('adds, lists, renames and removes one’s favourites; a name is required', async () => {
    const api = as(coordinator);
    const blank = await api.post('/api/me/favorite-insights', { insightName: '  ', viewMode: 'all' });
    expect(blank.statusCode).toBe(400);
    const added = await api.post('/api/me/favorite-insights', {
      insightName: ' Access concerns ',
      viewMode: 'item',
      selectedCategoryId: 'access',
      selectedItemId: 'access-1',
      observationType: 'concern',
    });
    expect(added.statusCode, added.body).toBe(200);
    const [favorite] = added.json<TFavoriteInsights>().favorites;
    expect(favorite).toMatchObject({
      insightName: 'Access concerns',
      viewMode: 'item',
      selectedCategoryId: 'access',
      selectedItemId: 'access-1',
      selectedLocation: null,
      locationSchoolId: null,
      selectedUserId: null,
      observationType: 'concern',
    });
    const id = favorite?.id ?? '';
    const renamed = await api.patch(`/api/me/favorite-insights/${id}`, { insightName: 'Doors' });
    expect(renamed.json<TFavoriteInsights>().favorites[0]?.insightName).toBe('Doors');
    expect((await api.patch(`/api/me/favorite-insights/${id}`, { insightName: '' })).statusCode).toBe(400);
    const listed = (await api.get('/api/me/favorite-insights')).json<TFavoriteInsights>();
    expect(listed.favorites.map((f) => f.insightName)).toEqual(['Doors']);
    expect((await api.delete(`/api/me/favorite-insights/${id}`)).json<TFavoriteInsights>().favorites).toEqual(
      [],
    );
    const gone = await api.delete(`/api/me/favorite-insights/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ error: { message: string } }>().error.message).toBe(
      'This favorite insight no longer exists.',
    );
  });
});
