import type { TMeResponse, TSchoolLeaderboard, TTopWalkers } from '@schooldog/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builders, type Builders } from '../../test/builders.js';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { type As, requestsAs } from '../../test/kit.js';

// Mid-November 2026 in New York (the demo district's time zone): the cycle 2026-11, the school year 2026-2027.
const NOW = new Date('2026-11-15T15:00:00.000Z');

describeEachDatabase('the dashboard’s leaderboards and order (spec 000 §2 "Dashboard")', (kind) => {
  let t: TestApp;
  let as: As;
  let build: Builders;
  let schools: { id: string; name: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
    as = requestsAs(t);
    build = builders(t);
    schools = await withDistrict(t);
  });
  afterAll(() => t.close());

  describe('School Leaderboard', () => {
    it('ranks the 3 schools with the most entries of the cycle, counting entries (not quantities), none without', async () => {
      const [a, b, c, d] = schools as [
        (typeof schools)[0],
        (typeof schools)[0],
        (typeof schools)[0],
        (typeof schools)[0],
      ];
      const walker = await build.user('district_safety_coordinator');
      const log = (schoolId: string, timestamp: string, quantity = 1) =>
        build.entry(walker, { schoolId, timestamp, quantity });
      for (const _ of [1, 2, 3]) await log(c.id, '2026-11-02T15:00:00.000Z');
      await log(a.id, '2026-11-03T15:00:00.000Z', 20);
      await log(a.id, '2026-11-04T15:00:00.000Z');
      await log(b.id, '2026-11-05T15:00:00.000Z');
      // 9 pm on October 31 in New York: October's, although November in UTC.
      await log(d.id, '2026-11-01T01:00:00.000Z');

      const november = await as(walker).get('/api/leaderboards/schools');
      expect(november.statusCode, november.body).toBe(200);
      const board = november.json<TSchoolLeaderboard>();
      expect(board.cycle).toBe('2026-11');
      expect(board.cycles).toHaveLength(36);
      expect(board.cycles.at(-1)).toBe('2023-12');
      expect(board.schools).toEqual([
        { schoolId: c.id, name: c.name, count: 3 },
        { schoolId: a.id, name: a.name, count: 2 },
        { schoolId: b.id, name: b.name, count: 1 },
      ]);

      const october = await as(walker).get('/api/leaderboards/schools?cycle=2026-10');
      expect(october.json<TSchoolLeaderboard>().schools).toEqual([
        { schoolId: d.id, name: d.name, count: 1 },
      ]);
      const empty = await as(walker).get('/api/leaderboards/schools?cycle=2024-01');
      expect(empty.json<TSchoolLeaderboard>().schools).toEqual([]);
    });

    it.each(['2023-11', '2026-12', '2026-13', 'November'])(
      'refuses the cycle %s with a clear 400',
      async (cycle) => {
        const viewer = await build.user('district_nonsafety_coordinator');
        const res = await as(viewer).get(`/api/leaderboards/schools?cycle=${cycle}`);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.fields.cycle).toBe('Choose a cycle among the last 36 months.');
      },
    );
  });

  describe('Top Walkers', () => {
    it('lists the 5 people with the most entries of a school year (July 1 to June 30), with their names, none at 0', async () => {
      const [school] = schools as [(typeof schools)[0]];
      const people = [];
      for (const index of [1, 2, 3, 4, 5, 6, 7]) {
        const person = await build.user('principal', { schools: [school.id] });
        people.push(person);
        // Person i logs i entries on July 1, 2024 (school year 2024-2025), and one at 10 pm on June 30 in New York (2023-2024).
        for (let count = 0; count < index; count += 1)
          await build.entry(person, { schoolId: school.id, timestamp: '2024-07-01T12:00:00.000Z' });
        await build.entry(person, { schoolId: school.id, timestamp: '2024-07-01T02:00:00.000Z' });
      }
      // The seventh's entries deleted: a count of 0 is not listed.
      const seventh = people[6]!;
      const list = await as(seventh).get(`/api/entries?userIds=${seventh.id}&limit=50`);
      for (const entry of list.json<{ entries: { id: string }[] }>().entries)
        expect((await as(seventh).delete(`/api/entries/${entry.id}`)).statusCode).toBe(204);

      const res = await as(seventh).get('/api/leaderboards/top-walkers?schoolYear=2024-2025');
      expect(res.statusCode, res.body).toBe(200);
      const expected = [];
      for (const index of [6, 5, 4, 3, 2]) {
        const { user } = (await as(people[index - 1]!).get('/api/me')).json<TMeResponse>();
        expected.push({ userId: user.id, name: `${user.firstName} ${user.lastName}`, count: index });
      }
      expect(res.json<TTopWalkers>()).toEqual({ schoolYear: '2024-2025', walkers: expected });

      const before = await as(seventh).get('/api/leaderboards/top-walkers?schoolYear=2023-2024');
      expect(before.json<TTopWalkers>().walkers.map((walker) => walker.count)).toEqual([1, 1, 1, 1, 1]);
      // Left out, the school year is the current one.
      const current = await as(seventh).get('/api/leaderboards/top-walkers');
      expect(current.json<TTopWalkers>().schoolYear).toBe('2026-2027');
      const none = await as(seventh).get('/api/leaderboards/top-walkers?schoolYear=2019-2020');
      expect(none.json<TTopWalkers>()).toEqual({ schoolYear: '2019-2020', walkers: [] });
    });

    it('refuses a school year not written year-year+1', async () => {
      const viewer = await build.user('district_nonsafety_coordinator');
      const res = await as(viewer).get('/api/leaderboards/top-walkers?schoolYear=2026-2028');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.schoolYear).toBe(
        'A school year is written as two years in a row, such as 2026-2027.',
      );
    });
  });

  describe('the Customize Dashboard order', () => {
    it('is saved on the user and read back on every device (GET /api/me)', async () => {
      const user = await build.user('educator', { schools: [schools[0]!.id] });
      const order = [
        { value: 'myLoggedEntries', isDisabled: false },
        { value: 'currentWalks', isDisabled: true },
      ];
      const saved = await as(user).put('/api/me/dashboard-order', { dashboardOrder: order });
      expect(saved.statusCode, saved.body).toBe(200);
      const expected = [
        { value: 'myLoggedEntries', label: 'My Logged Entries', isDisabled: false },
        { value: 'currentWalks', label: 'My Current Walks', isDisabled: true },
      ];
      expect(saved.json<TMeResponse>().user.dashboardOrder).toEqual(expected);
      expect((await as(user).get('/api/me')).json<TMeResponse>().user.dashboardOrder).toEqual(expected);
    });

    it.each<[string, unknown, string, string]>([
      [
        'an unknown card',
        [{ value: 'weather', isDisabled: false }],
        'dashboardOrder.0.value',
        'This dashboard card does not exist.',
      ],
      [
        'a card twice',
        [
          { value: 'topWalkers', isDisabled: false },
          { value: 'topWalkers', isDisabled: true },
        ],
        'dashboardOrder.1.value',
        'Each dashboard card can appear only once.',
      ],
    ])('refuses %s with a clear 400', async (_name, dashboardOrder, field, message) => {
      const user = await build.user('educator', { schools: [schools[0]!.id] });
      const res = await as(user).put('/api/me/dashboard-order', { dashboardOrder });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
      expect((await as(user).get('/api/me')).json<TMeResponse>().user.dashboardOrder).toEqual([]);
    });

    it('refuses a body that is not an order', async () => {
      const user = await build.user('educator', { schools: [schools[0]!.id] });
      for (const body of [
        {},
        { dashboardOrder: 'topWalkers' },
        { dashboardOrder: [{ value: 'topWalkers' }] },
      ]) {
        const res = await as(user).put('/api/me/dashboard-order', body);
        expect(res.statusCode, res.body).toBe(400);
      }
    });
  });
});
