import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CountableEntry,
  entryMetrics,
  type InsightChange,
  insightChanges,
  insightCountIds,
  leaderboardChanges,
  monthOf,
  schoolYearOf,
  tagUsageChanges,
} from './insights.js';
import { OBSERVATION_TYPES, WALK_TYPES } from './schemas.js';

function countable(overrides: Partial<CountableEntry> = {}): CountableEntry {
  return {
    observationType: 'concern',
    walkType: 'school',
    quantity: 2,
    schoolId: 's1',
    observationCategoryId: 'cat1',
    observationItemId: 'item1',
    locationDataProfileId: null,
    locationDataProfileOptionId: null,
    searchableTags: [],
    reportedByUserId: 'u1',
    timestamp: '2026-03-15T12:00:00.000Z',
    isDeleted: false,
    ...overrides,
  };
}

const sorted = (values: readonly string[]) => [...values].sort();

describe('insightCountIds: the insight count ids of spec 000 §7', () => {
  it('global; category--{c}; category--{c}--item--{i}; user--{u} for an entry without location or tags', () => {
    const ids = insightCountIds(countable());
    expect(sorted(ids)).toEqual(
      sorted(['global', 'category--cat1', 'category--cat1--item--item1', 'user--u1']),
    );
  });

  it('location--{profileId}--{optionId} when both are set', () => {
    const ids = insightCountIds(
      countable({ locationDataProfileId: 'prof1', locationDataProfileOptionId: 'opt7' }),
    );
    expect(sorted(ids)).toEqual(
      sorted([
        'global',
        'category--cat1',
        'category--cat1--item--item1',
        'location--prof1--opt7',
        'user--u1',
      ]),
    );
  });

  it.each<[string | null, string | null]>([
    ['prof1', null],
    [null, 'opt7'],
    ['', 'opt7'],
    ['prof1', ''],
  ])('no location id when only one of profile %j / option %j is set', (profile, option) => {
    const ids = insightCountIds(
      countable({ locationDataProfileId: profile, locationDataProfileOptionId: option }),
    );
    expect(ids.some((id) => id.startsWith('location--'))).toBe(false);
  });

  it('tag--{encoded lower-case tag}, one per tag', () => {
    const ids = insightCountIds(
      countable({ searchableTags: ['doors', 'fire exit', 'a/b&c', 'ünïcode', '50%'] }),
    );
    expect(ids.filter((id) => id.startsWith('tag--'))).toEqual([
      'tag--doors',
      'tag--fire%20exit',
      'tag--a%2Fb%26c',
      `tag--${encodeURIComponent('ünïcode')}`,
      'tag--50%25',
    ]);
  });

  it('the tag is lower-cased before encoding', () => {
    expect(insightCountIds(countable({ searchableTags: ['Fire Exit'] }))).toContain('tag--fire%20exit');
  });

  it('a repeated tag gives one id', () => {
    const ids = insightCountIds(countable({ searchableTags: ['doors', 'doors'] }));
    expect(ids.filter((id) => id === 'tag--doors')).toHaveLength(1);
  });

  it('every id appears once, in full', () => {
    const ids = insightCountIds(
      countable({
        observationCategoryId: 'c9',
        observationItemId: 'i4',
        reportedByUserId: 'reporter',
        locationDataProfileId: 'p',
        locationDataProfileOptionId: 'o',
        searchableTags: ['t1', 't2'],
      }),
    );
    expect(sorted(ids)).toEqual(
      sorted([
        'global',
        'category--c9',
        'category--c9--item--i4',
        'location--p--o',
        'tag--t1',
        'tag--t2',
        'user--reporter',
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('entryMetrics: totals by type and by walk type, summing quantities; totalObservations counts entries', () => {
  it.each<[CountableEntry['observationType'], CountableEntry['walkType'], number, [string, number][]]>([
    [
      'concern',
      'school',
      3,
      [
        ['total', 3],
        ['totalConcerns', 3],
        ['totalSchool', 3],
        ['totalSchoolConcerns', 3],
        ['totalObservations', 1],
      ],
    ],
    [
      'praise',
      'district',
      1,
      [
        ['total', 1],
        ['totalPraises', 1],
        ['totalDistrict', 1],
        ['totalDistrictPraises', 1],
        ['totalObservations', 1],
      ],
    ],
    [
      'other',
      'partner',
      20,
      [
        ['total', 20],
        ['totalOther', 20],
        ['totalPartner', 20],
        ['totalPartnerOther', 20],
        ['totalObservations', 1],
      ],
    ],
  ])('%s on a %s walk, quantity %d', (observationType, walkType, quantity, expected) => {
    expect(entryMetrics(countable({ observationType, walkType, quantity }))).toEqual(expected);
  });
});

describe("monthOf: YYYY-MM in the district's time zone (America/New_York)", () => {
  it.each([
    ['2026-03-15T12:00:00.000Z', '2026-03'],
    ['2026-01-01T05:00:00Z', '2026-01'],
    ['2026-01-01T04:59:59Z', '2025-12'],
    ['2026-01-31T23:30:00-05:00', '2026-01'],
    ['2026-02-01T00:30:00-05:00', '2026-02'],
  ])('%s → %s', (timestamp, month) => {
    expect(monthOf(timestamp)).toBe(month);
  });
});

describe("schoolYearOf: July 1 to June 30 in the district's time zone, written year-year+1", () => {
  it.each([
    ['2026-06-30T12:00:00-04:00', '2025-2026'],
    // 9 pm on June 30 in New York is still June 30 there, though July 1 in UTC.
    ['2026-07-01T01:00:00.000Z', '2025-2026'],
    ['2026-07-01T00:00:00-04:00', '2026-2027'],
    ['2026-07-01T04:00:00.000Z', '2026-2027'],
    ['2026-01-01T12:00:00Z', '2025-2026'],
    ['2026-12-31T23:59:59Z', '2026-2027'],
  ])('%s → %s', (timestamp, schoolYear) => {
    expect(schoolYearOf(timestamp)).toBe(schoolYear);
  });
});

describe('insightChanges: new contributions minus old ones', () => {
  const total = (changes: InsightChange[], countId: string, metric: string) =>
    changes
      .filter((change) => change.countId === countId && change.metric === metric)
      .reduce((sum, change) => sum + change.delta, 0);

  it('a create adds every metric to every id, for its month and school', () => {
    const entry = countable({ quantity: 4, searchableTags: ['doors'] });
    const changes = insightChanges(null, entry);
    expect(changes).toHaveLength(insightCountIds(entry).length * entryMetrics(entry).length);
    for (const change of changes) {
      expect(change.month).toBe('2026-03');
      expect(change.schoolId).toBe('s1');
      expect(change.delta).toBe(change.metric === 'totalObservations' ? 1 : 4);
    }
    expect(total(changes, 'tag--doors', 'totalConcerns')).toBe(4);
  });

  it('a permanent delete takes it all away again', () => {
    const entry = countable({ quantity: 4 });
    const created = insightChanges(null, entry);
    const deleted = insightChanges(entry, null);
    expect(deleted.map((change) => ({ ...change, delta: -change.delta }))).toEqual(created);
  });

  it('a soft delete (isDeleted) changes the counts like a permanent delete', () => {
    const entry = countable({ quantity: 4 });
    expect(insightChanges(entry, { ...entry, isDeleted: true })).toEqual(insightChanges(entry, null));
    expect(leaderboardChanges(entry, { ...entry, isDeleted: true })).toEqual(leaderboardChanges(entry, null));
    expect(tagUsageChanges(entry, { ...entry, isDeleted: true })).toEqual(tagUsageChanges(entry, null));
  });

  it('an entry created already deleted counts nothing', () => {
    const entry = countable({ isDeleted: true });
    expect(insightChanges(null, entry)).toEqual([]);
    expect(leaderboardChanges(null, entry)).toEqual([]);
    expect(tagUsageChanges(null, entry).size).toBe(0);
  });

  it('an edit that changes nothing yields no changes', () => {
    const entry = countable({
      searchableTags: ['a', 'b'],
      locationDataProfileId: 'p',
      locationDataProfileOptionId: 'o',
    });
    expect(insightChanges(entry, { ...entry })).toEqual([]);
    expect(leaderboardChanges(entry, { ...entry })).toEqual([]);
    expect(tagUsageChanges(entry, { ...entry }).size).toBe(0);
  });

  it('an edit of quantity changes only the quantity metrics, by the difference', () => {
    const before = countable({ quantity: 2 });
    const changes = insightChanges(before, { ...before, quantity: 5 });
    expect(new Set(changes.map((change) => change.metric))).toEqual(
      new Set(['total', 'totalConcerns', 'totalSchool', 'totalSchoolConcerns']),
    );
    expect(changes.every((change) => change.delta === 3)).toBe(true);
    expect(leaderboardChanges(before, { ...before, quantity: 5 })).toEqual([]);
  });

  it('an edit of type moves the quantity from one type total to another; total is unchanged', () => {
    const before = countable({ quantity: 2, observationType: 'concern' });
    const changes = insightChanges(before, { ...before, observationType: 'praise' });
    expect(total(changes, 'global', 'totalConcerns')).toBe(-2);
    expect(total(changes, 'global', 'totalPraises')).toBe(2);
    expect(total(changes, 'global', 'totalSchoolConcerns')).toBe(-2);
    expect(total(changes, 'global', 'totalSchoolPraises')).toBe(2);
    expect(changes.some((change) => change.metric === 'total' || change.metric === 'totalObservations')).toBe(
      false,
    );
  });

  it('an edit of school moves the cells from the old school to the new one', () => {
    const before = countable({ schoolId: 's1' });
    const changes = insightChanges(before, { ...before, schoolId: 's2' });
    expect(changes.filter((change) => change.schoolId === 's1').every((change) => change.delta < 0)).toBe(
      true,
    );
    expect(changes.filter((change) => change.schoolId === 's2').every((change) => change.delta > 0)).toBe(
      true,
    );
    expect(changes.reduce((sum, change) => sum + change.delta, 0)).toBe(0);
  });

  it('an edit of category moves the category ids; global is unchanged', () => {
    const before = countable();
    const changes = insightChanges(before, { ...before, observationCategoryId: 'cat2' });
    expect(new Set(changes.map((change) => change.countId))).toEqual(
      new Set([
        'category--cat1',
        'category--cat1--item--item1',
        'category--cat2',
        'category--cat2--item--item1',
      ]),
    );
  });
});

describe('leaderboardChanges: entries per reporter per school year', () => {
  it('a create counts one entry for the reporter in its school year', () => {
    expect(leaderboardChanges(null, countable({ quantity: 7, timestamp: '2026-06-30T10:00:00Z' }))).toEqual([
      { schoolYear: '2025-2026', userId: 'u1', delta: 1 },
    ]);
  });

  it('moving the timestamp across July 1 moves the entry to the next school year', () => {
    const before = countable({ timestamp: '2026-06-30T10:00:00Z' });
    expect(leaderboardChanges(before, { ...before, timestamp: '2026-07-01T10:00:00Z' })).toEqual([
      { schoolYear: '2025-2026', userId: 'u1', delta: -1 },
      { schoolYear: '2026-2027', userId: 'u1', delta: 1 },
    ]);
  });
});

describe('tagUsageChanges: entries per lower-case tag', () => {
  it('a create counts each tag once', () => {
    expect(tagUsageChanges(null, countable({ searchableTags: ['a', 'b', 'a'] }))).toEqual(
      new Map([
        ['a', 1],
        ['b', 1],
      ]),
    );
  });

  it('an edit of the tags counts the removed ones down and the added ones up', () => {
    const before = countable({ searchableTags: ['a', 'b'] });
    expect(tagUsageChanges(before, { ...before, searchableTags: ['b', 'c'] })).toEqual(
      new Map([
        ['a', -1],
        ['c', 1],
      ]),
    );
  });
});

// ---- Property: counts maintained write by write equal a full recount ----

const ENTRY_IDS = ['e1', 'e2', 'e3', 'e4', 'e5'] as const;
const TAGS = ['doors', 'fire exit', 'a/b', 'ünïcode', '50%', 'lights'];
const MIN_TIME = Date.UTC(2025, 0, 1);
const MAX_TIME = Date.UTC(2027, 11, 31, 23, 59, 59);

const timestamp = fc.integer({ min: MIN_TIME, max: MAX_TIME }).map((ms) => new Date(ms).toISOString());
const location = fc.oneof(
  fc.constant({ locationDataProfileId: null, locationDataProfileOptionId: null }),
  fc.record({
    locationDataProfileId: fc.constantFrom('p1', 'p2', null),
    locationDataProfileOptionId: fc.constantFrom('o1', 'o2', null),
  }),
);

/** The fields an edit may change (all but the reporter, who stays). */
const editable = {
  observationType: fc.constantFrom(...OBSERVATION_TYPES),
  walkType: fc.constantFrom(...WALK_TYPES),
  quantity: fc.integer({ min: 1, max: 20 }),
  schoolId: fc.constantFrom('s1', 's2', 's3'),
  observationCategoryId: fc.constantFrom('c1', 'c2'),
  observationItemId: fc.constantFrom('i1', 'i2', 'i3'),
  searchableTags: fc.subarray(TAGS),
  timestamp,
};

const newEntry: fc.Arbitrary<CountableEntry> = fc
  .record({ ...editable, location, reportedByUserId: fc.constantFrom('u1', 'u2', 'u3') })
  .map(({ location: where, ...fields }) => ({ ...fields, ...where, isDeleted: false }));

const patch: fc.Arbitrary<Partial<CountableEntry>> = fc
  .record({ ...editable, location }, { requiredKeys: [] })
  .map(({ location: where, ...fields }) => ({ ...fields, ...where }));

type Operation =
  | { kind: 'create'; id: string; entry: CountableEntry }
  | { kind: 'edit'; id: string; patch: Partial<CountableEntry> }
  | { kind: 'softDelete'; id: string }
  | { kind: 'restore'; id: string }
  | { kind: 'hardDelete'; id: string };

const entryId = fc.constantFrom(...ENTRY_IDS);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), id: entryId, entry: newEntry }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('edit' as const), id: entryId, patch }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('softDelete' as const), id: entryId }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restore' as const), id: entryId }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('hardDelete' as const), id: entryId }) },
);

/** The stored version after the operation (undefined: gone), or null when the operation does not apply. */
function apply(current: CountableEntry | undefined, op: Operation): CountableEntry | undefined | null {
  switch (op.kind) {
    case 'create':
      return current ? null : op.entry;
    case 'edit':
      return current ? { ...current, ...op.patch } : null;
    case 'softDelete':
      return current ? { ...current, isDeleted: true } : null;
    case 'restore':
      return current ? { ...current, isDeleted: false } : null;
    case 'hardDelete':
      return current ? undefined : null;
  }
}

interface Counts {
  insights: Map<string, number>;
  leaderboard: Map<string, number>;
  tags: Map<string, number>;
}

const emptyCounts = (): Counts => ({ insights: new Map(), leaderboard: new Map(), tags: new Map() });

function bump(map: Map<string, number>, key: string, delta: number) {
  const value = (map.get(key) ?? 0) + delta;
  if (value === 0) map.delete(key);
  else map.set(key, value);
}

/** Applies one write's changes, as the server does on each (before, after) pair. */
function applyChanges(counts: Counts, before: CountableEntry | null, after: CountableEntry | null) {
  for (const change of insightChanges(before, after)) {
    expect(change.delta).not.toBe(0);
    bump(
      counts.insights,
      [change.countId, change.metric, change.month, change.schoolId].join('|'),
      change.delta,
    );
  }
  for (const change of leaderboardChanges(before, after)) {
    expect(change.delta).not.toBe(0);
    bump(counts.leaderboard, `${change.schoolYear}|${change.userId}`, change.delta);
  }
  for (const [tag, delta] of tagUsageChanges(before, after)) {
    expect(delta).not.toBe(0);
    bump(counts.tags, tag, delta);
  }
}

function recount(store: Map<string, CountableEntry>): Counts {
  const counts = emptyCounts();
  for (const entry of store.values()) if (!entry.isDeleted) applyChanges(counts, null, entry);
  return counts;
}

const asObject = (map: Map<string, number>) =>
  Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : 1)));

describe('insight counts maintained write by write', () => {
  it('equal a full recount from the live entries after any sequence of creates, edits and deletes', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        const store = new Map<string, CountableEntry>();
        const counts = emptyCounts();
        for (const op of operations) {
          const before = store.get(op.id);
          const after = apply(before, op);
          if (after === null) continue;
          applyChanges(counts, before ?? null, after ?? null);
          if (after) store.set(op.id, after);
          else store.delete(op.id);
        }

        const expected = recount(store);
        expect(asObject(counts.insights)).toEqual(asObject(expected.insights));
        expect(asObject(counts.leaderboard)).toEqual(asObject(expected.leaderboard));
        expect(asObject(counts.tags)).toEqual(asObject(expected.tags));

        // And against plain sums over the live entries, not through the change functions.
        const live = [...store.values()].filter((entry) => !entry.isDeleted);
        const sumOf = (metric: string) =>
          [...counts.insights]
            .filter(([key]) => key.startsWith(`global|${metric}|`))
            .reduce((sum, [, value]) => sum + value, 0);
        expect(sumOf('totalObservations')).toBe(live.length);
        expect(sumOf('total')).toBe(live.reduce((sum, entry) => sum + entry.quantity, 0));
        for (const tag of TAGS) {
          expect(counts.tags.get(tag) ?? 0).toBe(
            live.filter((entry) => entry.searchableTags.includes(tag)).length,
          );
        }
        expect([...counts.leaderboard.values()].reduce((sum, value) => sum + value, 0)).toBe(live.length);
        for (const map of [counts.insights, counts.leaderboard, counts.tags]) {
          for (const value of map.values()) expect(value).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a create followed by its delete (soft or permanent) nets to no change', () => {
    fc.assert(
      fc.property(newEntry, fc.boolean(), (entry, soft) => {
        const counts = emptyCounts();
        applyChanges(counts, null, entry);
        applyChanges(counts, entry, soft ? { ...entry, isDeleted: true } : null);
        expect(counts.insights.size + counts.leaderboard.size + counts.tags.size).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('an edit that changes nothing yields no changes', () => {
    fc.assert(
      fc.property(newEntry, fc.boolean(), (entry, isDeleted) => {
        const stored = { ...entry, isDeleted };
        const copy = { ...stored, searchableTags: [...stored.searchableTags] };
        expect(insightChanges(stored, copy)).toEqual([]);
        expect(leaderboardChanges(stored, copy)).toEqual([]);
        expect(tagUsageChanges(stored, copy).size).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('an edit then its reverse nets to no change', () => {
    fc.assert(
      fc.property(newEntry, patch, (entry, change) => {
        const edited = { ...entry, ...change };
        const counts = emptyCounts();
        applyChanges(counts, entry, edited);
        applyChanges(counts, edited, entry);
        expect(counts.insights.size + counts.leaderboard.size + counts.tags.size).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
