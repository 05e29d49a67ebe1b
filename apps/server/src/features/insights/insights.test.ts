import {
  type CountableEntry,
  insightChanges,
  leaderboardChanges,
  tagUsageChanges,
  type TEntry,
} from '@schooldog/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { countable } from '../entries/public.js';
import { observations } from '../entries/public.js';
import { dataProfiles } from '../dataProfiles/public.js';
import { insightCounts, tagUsage, topWalkers } from './tables.js';

type Person = { id: string; email: string; cookie: string };

const PAIRS = [
  ['access', 'access-1'],
  ['access', 'exterior-3'],
  ['cameras', 'cameras-2'],
  ['lighting', 'lighting-1'],
  ['exterior', 'lighting-1'],
  ['other', 'other-1'],
] as const;
const TYPES = ['concern', 'praise', 'other'] as const;
const PROFILES = [
  [null, null],
  ['rooms', 'room-101'],
  ['rooms', 'room-102'],
] as const;
const TAGS = ['Night', 'night', ' Roof ', '', 'Lockdown', 'Zoë & co/1', 'maintenance'];
// Around month and school-year ends in New York (the first is June 30 there, the next July 1).
const TIMES = [
  '2026-07-01T03:30:00.000Z',
  '2026-07-01T04:30:00.000Z',
  '2026-11-15T15:00:00.000Z',
  '2027-01-01T04:59:00.000Z',
  '2027-01-01T05:00:00.000Z',
  '2026-03-08T06:30:00.000Z',
];

const field = {
  school: fc.integer({ min: 0, max: 3 }),
  pair: fc.integer({ min: 0, max: PAIRS.length - 1 }),
  type: fc.constantFrom(...TYPES),
  quantity: fc.integer({ min: 1, max: 20 }),
  tags: fc.subarray(TAGS),
  profile: fc.integer({ min: 0, max: PROFILES.length - 1 }),
  time: fc.constantFrom(...TIMES),
};
const operation = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), byPrincipal: fc.boolean(), ...field }),
  fc.record(
    { kind: fc.constant('edit' as const), target: fc.nat(), ...field },
    { requiredKeys: ['kind', 'target'] },
  ),
  fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }),
);

/** Sums per key, dropping zeros. */
function tally(into: Map<string, number>, key: string, delta: number) {
  const value = (into.get(key) ?? 0) + delta;
  if (value === 0) into.delete(key);
  else into.set(key, value);
}

describeEachDatabase('insight counts follow the entries in the same transaction', (kind) => {
  let t: TestApp;
  let schoolIds: string[];
  let coordinator: Person;
  let principal: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    schoolIds = (await withDistrict(t)).map((school) => school.id);
    coordinator = await t.userWithRole('district_safety_coordinator', []);
    principal = await t.userWithRole('principal', [schoolIds[0] ?? '']);
    // The district's room list, which the entries' locations point at.
    await t.database.db.insert(dataProfiles).values({
      id: 'rooms',
      friendlyName: 'Room No.',
      options: [
        { id: 'room-101', name: '101' },
        { id: 'room-102', name: '102' },
      ],
    });
  });
  afterAll(() => t.close());

  const call = (who: Person, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  /** The stored tables, zero counts left out. */
  async function stored() {
    const cells = new Map<string, number>();
    for (const row of await t.database.db.select().from(insightCounts)) {
      tally(cells, `${row.countId}|${row.metric}|${row.month}|${row.schoolId}`, row.count);
    }
    const walkers = new Map<string, number>();
    for (const row of await t.database.db.select().from(topWalkers))
      tally(walkers, `${row.schoolYear}|${row.userId}`, row.count);
    const tags = new Map<string, number>();
    for (const row of await t.database.db.select().from(tagUsage)) tally(tags, row.tag, row.count);
    return { cells, walkers, tags };
  }

  /** A recount from the live entries with the domain's functions. */
  async function recount() {
    const entries: CountableEntry[] = (await t.database.db.select().from(observations)).map(countable);
    const cells = new Map<string, number>();
    const walkers = new Map<string, number>();
    const tags = new Map<string, number>();
    for (const entry of entries) {
      for (const c of insightChanges(null, entry))
        tally(cells, `${c.countId}|${c.metric}|${c.month}|${c.schoolId}`, c.delta);
      for (const w of leaderboardChanges(null, entry)) tally(walkers, `${w.schoolYear}|${w.userId}`, w.delta);
      for (const [tag, delta] of tagUsageChanges(null, entry)) tally(tags, tag, delta);
    }
    return { cells, walkers, tags };
  }

  const sorted = (map: Map<string, number>) => [...map].sort(([a], [b]) => a.localeCompare(b));

  async function expectCountsMatchEntries() {
    const [have, want] = await Promise.all([stored(), recount()]);
    expect(sorted(have.cells)).toEqual(sorted(want.cells));
    expect(sorted(have.walkers)).toEqual(sorted(want.walkers));
    expect(sorted(have.tags)).toEqual(sorted(want.tags));
    // Independently of the domain functions: the global total per school and New York month, and tag usage.
    const totals = (await t.database.raw(
      `select school_id || '|' || to_char(timestamp at time zone 'America/New_York', 'YYYY-MM') as key,
              sum(quantity)::int as total
       from observations where not is_deleted group by 1`,
      [],
    )) as [key: string, total: number][];
    for (const [key, total] of totals) {
      const [schoolId, month] = key.split('|');
      expect(have.cells.get(`global|total|${month}|${schoolId}`), key).toBe(Number(total));
    }
    expect(totals.length).toBe(sorted(have.cells).filter(([key]) => key.startsWith('global|total|')).length);
    const sqlTags = (await t.database.raw(
      `select tag, count(*)::int as n from observations, unnest(searchable_tags) as tag
       where not is_deleted group by tag`,
      [],
    )) as [tag: string, n: number][];
    expect(sorted(new Map(sqlTags.map(([tag, n]) => [tag, Number(n)])))).toEqual(sorted(have.tags));
    return have;
  }

  const rowsOf = async (countId: string) =>
    (await t.database.db.select().from(insightCounts)).filter(
      (row) => row.countId === countId && row.count !== 0,
    );

  it('one create counts global, category, category--item, user and tag records by month; topWalkers by school year', async () => {
    const schoolId = schoolIds[1] ?? '';
    const created = await call(coordinator, 'POST', '/api/entries', {
      observationCategoryId: 'access',
      observationItemId: 'access-1',
      observationType: 'concern',
      quantity: 3,
      schoolId,
      manualTags: ['Night Shift'],
      timestamp: '2026-11-15T15:00:00.000Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json<TEntry>();
    expect(entry.walkType).toBe('district');

    const global = Object.fromEntries((await rowsOf('global')).map((row) => [row.metric, row]));
    expect(global).toEqual({
      total: { countId: 'global', metric: 'total', month: '2026-11', schoolId, count: 3 },
      totalConcerns: { countId: 'global', metric: 'totalConcerns', month: '2026-11', schoolId, count: 3 },
      totalDistrict: { countId: 'global', metric: 'totalDistrict', month: '2026-11', schoolId, count: 3 },
      totalDistrictConcerns: {
        countId: 'global',
        metric: 'totalDistrictConcerns',
        month: '2026-11',
        schoolId,
        count: 3,
      },
      totalObservations: {
        countId: 'global',
        metric: 'totalObservations',
        month: '2026-11',
        schoolId,
        count: 1,
      },
    });
    const ids = new Set((await t.database.db.select().from(insightCounts)).map((row) => row.countId));
    expect([...ids].sort()).toEqual(
      [
        'global',
        'category--access',
        'category--access--item--access-1',
        `user--${coordinator.id}`,
        'tag--access%20control',
        'tag--door',
        'tag--propped%20door',
        'tag--night%20shift',
      ].sort(),
    );
    expect(
      (await rowsOf('category--access--item--access-1')).find((row) => row.metric === 'total')?.count,
    ).toBe(3);
    expect(await t.database.db.select().from(topWalkers)).toEqual([
      { schoolYear: '2026-2027', userId: coordinator.id, count: 1 },
    ]);
    expect(sorted((await stored()).tags)).toEqual([
      ['access control', 1],
      ['door', 1],
      ['night shift', 1],
      ['propped door', 1],
    ]);

    // An edit moves the counts; a delete takes them back to nothing.
    const edited = await call(coordinator, 'PATCH', `/api/entries/${entry.id}`, {
      quantity: 5,
      observationType: 'praise',
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = Object.fromEntries((await rowsOf('global')).map((row) => [row.metric, row.count]));
    expect(afterEdit).toEqual({
      total: 5,
      totalPraises: 5,
      totalDistrict: 5,
      totalDistrictPraises: 5,
      totalObservations: 1,
    });
    await expectCountsMatchEntries();
    expect((await call(coordinator, 'DELETE', `/api/entries/${entry.id}`)).statusCode).toBe(204);
    const empty = await stored();
    expect([empty.cells.size, empty.walkers.size, empty.tags.size]).toEqual([0, 0, 0]);
  });

  it('after any sequence of creates, edits and deletes the counts equal a recount from the entries', async () => {
    const live: string[] = [];
    let operations = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const step of steps) {
          operations += 1;
          if (step.kind === 'create') {
            const [categoryId, itemId] = PAIRS[step.pair] ?? PAIRS[0];
            const who = step.byPrincipal ? principal : coordinator;
            const response = await call(who, 'POST', '/api/entries', {
              observationCategoryId: categoryId,
              observationItemId: itemId,
              observationType: step.type,
              quantity: step.quantity,
              schoolId: step.byPrincipal ? schoolIds[0] : schoolIds[step.school],
              manualTags: step.tags,
              timestamp: step.time,
              locationDataProfileId: PROFILES[step.profile]?.[0],
              locationDataProfileOptionId: PROFILES[step.profile]?.[1],
            });
            expect(response.statusCode, response.body).toBe(201);
            live.push(response.json<TEntry>().id);
            continue;
          }
          if (live.length === 0) continue;
          const index = step.target % live.length;
          const id = live[index] ?? '';
          if (step.kind === 'delete') {
            expect((await call(coordinator, 'DELETE', `/api/entries/${id}`)).statusCode).toBe(204);
            live.splice(index, 1);
            continue;
          }
          const pair = step.pair === undefined ? undefined : PAIRS[step.pair];
          const patch = {
            ...(pair ? { observationCategoryId: pair[0], observationItemId: pair[1] } : {}),
            ...(step.type ? { observationType: step.type } : {}),
            ...(step.quantity ? { quantity: step.quantity } : {}),
            ...(step.school === undefined ? {} : { schoolId: schoolIds[step.school] }),
            ...(step.tags ? { manualTags: step.tags } : {}),
            ...(step.time ? { timestamp: step.time } : {}),
            ...(step.profile === undefined
              ? {}
              : {
                  locationDataProfileId: PROFILES[step.profile]?.[0],
                  locationDataProfileOptionId: PROFILES[step.profile]?.[1],
                }),
          };
          const response = await call(coordinator, 'PATCH', `/api/entries/${id}`, patch);
          expect(response.statusCode, response.body).toBe(200);
        }
        await expectCountsMatchEntries();
      }),
      { numRuns: 12 },
    );
    expect(operations).toBeGreaterThan(12);
    const have = await expectCountsMatchEntries();
    const liveRows = await t.database.db.select().from(observations);
    expect(liveRows.map((row) => row.id).sort()).toEqual([...live].sort());
    const totalObservations = sorted(have.cells)
      .filter(([key]) => key.startsWith('global|totalObservations|'))
      .reduce((sum, [, count]) => sum + count, 0);
    expect(totalObservations).toBe(live.length);
  });

  it('simultaneous edits and a delete of entries leave the counts equal to a recount', async () => {
    const created = await Promise.all(
      [0, 1, 2].map((index) =>
        call(coordinator, 'POST', '/api/entries', {
          observationCategoryId: 'cameras',
          observationItemId: 'cameras-2',
          observationType: 'concern',
          quantity: 1,
          schoolId: schoolIds[index],
          manualTags: ['Concurrent'],
          locationDataProfileId: 'rooms',
          locationDataProfileOptionId: 'room-101',
          timestamp: TIMES[index],
        }),
      ),
    );
    const [first, second, third] = created.map((response) => response.json<TEntry>().id);
    const edits = TYPES.flatMap((type, index) => [
      call(coordinator, 'PATCH', `/api/entries/${first}`, { quantity: index + 2, observationType: type }),
      call(coordinator, 'PATCH', `/api/entries/${first}`, {
        schoolId: schoolIds[index + 1],
        manualTags: [type],
      }),
      call(coordinator, 'PATCH', `/api/entries/${second}`, {
        timestamp: TIMES[index + 3],
        quantity: 9 - index,
      }),
    ]);
    const responses = await Promise.all([...edits, call(coordinator, 'DELETE', `/api/entries/${third}`)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([...Array(9).fill(200), 204]);
    const have = await expectCountsMatchEntries();
    expect(have.tags.get('concurrent')).toBe(1);
    expect(sorted(have.cells).some(([key]) => key.startsWith('location--rooms--room-101|total|'))).toBe(true);
  });
});
