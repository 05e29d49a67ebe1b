import type { TEntry } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { insightCounts } from '../insights/public.js';

// 06:30 UTC on March 1 is 10:30 pm on February 28 in Los Angeles, but 1:30 am on March 1 in New York.
const LATE_EVENING = '2026-03-01T06:30:00.000Z';

describeEachDatabase('the district’s time zone (chosen at first-run setup)', (kind) => {
  let t: TestApp;
  let coordinator: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [school] = await withDistrict(t);
    await t.deps.settings.update('organization', { timeZone: 'America/Los_Angeles' }, null);
    coordinator = await t.userWithRole('district_safety_coordinator', []);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie: coordinator.cookie },
      payload: {
        observationCategoryId: 'access',
        observationItemId: 'access-1',
        observationType: 'concern',
        quantity: 2,
        schoolId: school?.id,
        location: 'Gym',
        manualTags: [],
        comment: 'Side door propped open',
        timestamp: LATE_EVENING,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: coordinator.cookie } });

  it('bounds the explorer’s dates by the district’s days', async () => {
    const day = async (date: string) =>
      (await get(`/api/entries?dateRange=${date},${date}`)).json<{ entries: TEntry[] }>().entries.length;
    expect(await day('2026-02-28')).toBe(1);
    expect(await day('2026-03-01')).toBe(0);
  });

  it('writes the CSV’s date and time in the district’s time zone', async () => {
    const response = await get('/api/entries.csv');
    expect(response.statusCode, response.body).toBe(200);
    const row = response.body.trim().split(/\r?\n/)[1] ?? '';
    expect(row).toContain('02/28/2026');
    expect(row).toContain('10:30 PM');
  });

  it('counts the entry in the district’s month', async () => {
    const months = new Set((await t.database.db.select().from(insightCounts)).map((cell) => cell.month));
    expect([...months]).toEqual(['2026-02']);
  });
});
