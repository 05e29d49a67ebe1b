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
} from './counts.js';
import { countable } from './test-entries.js';

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
