import {
  type CountableEntry,
  INSIGHT_ENTRY_TYPES,
  INSIGHT_WALK_TYPES,
  monthOf,
  monthsBetween,
  type TEntry,
  type TInsightResult,
} from '@schooldog/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';
import { countable, observations } from '../entries/public.js';
import { dataProfiles } from '../dataProfiles/public.js';

/*
 * After any creates, edits and deletes of entries through the API, what GET /api/insights answers
 * for every view mode (with an entry type and walk type) equals a recount of the live entries,
 * written here apart from the counters' own functions: match the selection, sum the quantities by
 * school and district month.
 */

const PAIRS = [
  ['access', 'access-1'],
  ['cameras', 'cameras-2'],
  ['exterior', 'lighting-1'],
] as const;
const LOCATIONS = [null, ['rooms', 'room-101'], ['rooms', 'room-102']] as const;
const TAGS = ['Night', 'roof', 'Zoë & co/1'];
const TIMES = ['2026-07-01T03:30:00.000Z', '2026-07-01T04:30:00.000Z', '2026-11-15T15:00:00.000Z'];
const FROM = '2026-06';
const TO = '2026-12';

const fields = {
  school: fc.integer({ min: 0, max: 2 }),
  pair: fc.integer({ min: 0, max: PAIRS.length - 1 }),
  type: fc.constantFrom('concern', 'praise', 'other'),
  quantity: fc.integer({ min: 1, max: 20 }),
  tags: fc.subarray(TAGS),
  location: fc.integer({ min: 0, max: LOCATIONS.length - 1 }),
  time: fc.constantFrom(...TIMES),
};
const operation = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), byPrincipal: fc.boolean(), ...fields }),
  fc.record({ kind: fc.constant('edit' as const), target: fc.nat(), ...fields }),
  fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }),
);
const filters = fc.record({
  entryType: fc.constantFrom(...INSIGHT_ENTRY_TYPES),
  walkType: fc.constantFrom(...INSIGHT_WALK_TYPES),
});

type Selection = { query: string; matches: (entry: CountableEntry) => boolean };

describeEachDatabase('insights read: the API equals a recount of the entries', (kind) => {
  let t: TestApp;
  let as: As;
  let schoolIds: string[];
  let coordinator: Person;
  let principal: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    schoolIds = (await withDistrict(t)).map((school) => school.id);
    coordinator = await t.userWithRole('district_safety_coordinator', []);
    principal = await t.userWithRole('principal', [schoolIds[0] ?? '']);
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

  /** Every view mode's selections the entries could have. */
  const selections = (): Selection[] => [
    { query: 'viewMode=all', matches: () => true },
    ...PAIRS.map(([category]) => ({
      query: `viewMode=category&categoryId=${category}`,
      matches: (e: CountableEntry) => e.observationCategoryId === category,
    })),
    ...PAIRS.map(([category, item]) => ({
      query: `viewMode=item&categoryId=${category}&itemId=${item}`,
      matches: (e: CountableEntry) => e.observationCategoryId === category && e.observationItemId === item,
    })),
    ...LOCATIONS.flatMap((where) => (where ? [where] : [])).map(([profile, option]) => ({
      query: `viewMode=location&locationProfileId=${profile}&locationOptionId=${option}`,
      matches: (e: CountableEntry) =>
        e.locationDataProfileId === profile && e.locationDataProfileOptionId === option,
    })),
    ...[coordinator, principal].map((person) => ({
      query: `viewMode=user&userId=${person.id}`,
      matches: (e: CountableEntry) => e.reportedByUserId === person.id,
    })),
    ...TAGS.map((tag) => ({
      query: `viewMode=tag&tag=${encodeURIComponent(tag)}`,
      matches: (e: CountableEntry) =>
        e.searchableTags.some((held) => held.toLowerCase() === tag.toLowerCase()),
    })),
  ];

  async function expectReadsEqualRecount(entryType: string, walkType: string) {
    const entries = (await t.database.db.select().from(observations))
      .map(countable)
      .filter((e) => !e.isDeleted);
    const months = monthsBetween(FROM, TO);
    for (const selection of selections()) {
      const url = `/api/insights?from=${FROM}&to=${TO}&entryType=${entryType}&walkType=${walkType}&${selection.query}`;
      const response = await as(coordinator).get(url);
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<TInsightResult>();
      const want = new Map(schoolIds.map((id) => [id, months.map(() => 0)]));
      for (const entry of entries) {
        if (!selection.matches(entry)) continue;
        if (entryType !== 'all' && entry.observationType !== entryType) continue;
        if (walkType !== 'all' && entry.walkType !== walkType) continue;
        const series = want.get(entry.schoolId);
        const index = months.indexOf(monthOf(entry.timestamp));
        if (series && index >= 0) series[index] = (series[index] ?? 0) + entry.quantity;
      }
      const have = new Map(result.schools.map((school) => [school.schoolId, school.counts]));
      expect(have, url).toEqual(want);
      const total = months.map((_, index) => [...want.values()].reduce((sum, s) => sum + (s[index] ?? 0), 0));
      expect(result.total, url).toEqual(total);
    }
  }

  const send = (who: Person, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  it('after random creates, edits and deletes every view mode reads what a recount gives', async () => {
    // One entry kept throughout, so no run compares nothing with nothing.
    await t.logEntry(coordinator, {
      schoolId: schoolIds[1] ?? '',
      timestamp: TIMES[2],
      manualTags: ['Night'],
    });
    const live: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 1, maxLength: 6 }),
        filters,
        async (steps, filter) => {
          for (const step of steps) {
            if (step.kind === 'delete') {
              if (live.length === 0) continue;
              const index = step.target % live.length;
              expect((await send(coordinator, 'DELETE', `/api/entries/${live[index]}`)).statusCode).toBe(204);
              live.splice(index, 1);
              continue;
            }
            const [categoryId, itemId] = PAIRS[step.pair] ?? PAIRS[0];
            const where = LOCATIONS[step.location] ?? null;
            const body = {
              observationCategoryId: categoryId,
              observationItemId: itemId,
              observationType: step.type,
              quantity: step.quantity,
              manualTags: step.tags,
              timestamp: step.time,
              locationDataProfileId: where?.[0] ?? null,
              locationDataProfileOptionId: where?.[1] ?? null,
            };
            if (step.kind === 'create') {
              const who = step.byPrincipal ? principal : coordinator;
              const schoolId = step.byPrincipal ? schoolIds[0] : schoolIds[step.school];
              const response = await send(who, 'POST', '/api/entries', { ...body, schoolId });
              expect(response.statusCode, response.body).toBe(201);
              live.push(response.json<TEntry>().id);
            } else if (live.length > 0) {
              const id = live[step.target % live.length] ?? '';
              const response = await send(coordinator, 'PATCH', `/api/entries/${id}`, body);
              expect(response.statusCode, response.body).toBe(200);
            }
          }
          await expectReadsEqualRecount(filter.entryType, filter.walkType);
        },
      ),
      { numRuns: 6 },
    );
    await expectReadsEqualRecount('all', 'all');
  });
});
