import { describe, expect, it } from 'vitest';
import { resolvePermissions } from '../permissions/resolve.js';
import { defaultPermissionsForRole } from '../permissions/defaults.js';
import { entryMetrics } from './counts.js';
import { favoriteOf, favoriteSelection, ZFavoriteInsight, ZFavoriteInsightRequest } from './favorites.js';
import {
  insightCountIdOf,
  insightMetricOf,
  insightQuerySchools,
  monthsBetween,
  selectionFor,
  ZInsightQuery,
} from './query.js';
import { countable } from './test-entries.js';

const permissionsOf = (role: 'principal' | 'district_safety_coordinator' | 'educator', staff = false) =>
  resolvePermissions(
    {
      role,
      isDistrictLevel: role === 'district_safety_coordinator',
      isSchoolDogStaff: staff,
      roleSchoolIds: role === 'district_safety_coordinator' ? [] : ['s1'],
      permissions: defaultPermissionsForRole(role, role === 'district_safety_coordinator' ? [] : ['s1']),
    },
    { enableWorkOrders: true },
  );

describe('the insights query (spec 000 §2, §3, §7)', () => {
  it('reads the count record of each view mode', () => {
    const query = {
      categoryId: 'c1',
      itemId: 'i1',
      locationProfileId: 'p',
      locationOptionId: 'o',
      userId: 'u',
      tag: ' Night Shift ',
    };
    expect(
      (['all', 'category', 'item', 'location', 'user', 'tag'] as const).map((viewMode) =>
        insightCountIdOf({ viewMode, ...query }),
      ),
    ).toEqual([
      'global',
      'category--c1',
      'category--c1--item--i1',
      'location--p--o',
      'user--u',
      'tag--night%20shift',
    ]);
  });

  it('reads a metric the counts keep for every entry type and walk type', () => {
    const kept = new Set(
      (['concern', 'praise', 'other'] as const).flatMap((observationType) =>
        (['school', 'district', 'partner'] as const).flatMap((walkType) =>
          entryMetrics(countable({ observationType, walkType })).map(([metric]) => metric),
        ),
      ),
    );
    for (const entryType of ['all', 'concern', 'praise', 'other'] as const)
      for (const walkType of ['all', 'school', 'district', 'partner'] as const)
        expect(kept.has(insightMetricOf({ entryType, walkType })), `${entryType}/${walkType}`).toBe(true);
    expect(insightMetricOf({ entryType: 'praise', walkType: 'partner' })).toBe('totalPartnerPraises');
  });

  it('keeps only the mode’s selection, and requires it', () => {
    expect(selectionFor('category', { categoryId: 'c', itemId: 'i', userId: 'u' })).toEqual({
      categoryId: 'c',
    });
    expect(selectionFor('all', { categoryId: 'c' })).toEqual({});
    const parsed = ZInsightQuery.parse({
      viewMode: 'user',
      userId: 'u',
      tag: 't',
      from: '2026-01',
      to: '2026-03',
    });
    expect([parsed.userId, parsed.tag, parsed.schoolIds]).toEqual(['u', undefined, []]);
    expect(
      ZInsightQuery.safeParse({ viewMode: 'item', categoryId: 'c', from: '2026-01', to: '2026-03' }).success,
    ).toBe(false);
    expect(ZInsightQuery.safeParse({ from: '2026-04', to: '2026-03' }).success).toBe(false);
  });

  it('counts the months of a range, across a year end', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('reads every school district-wide or as staff, else only where view data insights is held', () => {
    expect(insightQuerySchools(permissionsOf('district_safety_coordinator'), [])).toBe('all');
    expect(insightQuerySchools(permissionsOf('educator', true), ['s9'])).toEqual(['s9']);
    expect(insightQuerySchools(permissionsOf('principal'), [])).toEqual(['s1']);
    expect(insightQuerySchools(permissionsOf('principal'), ['s1', 's2'])).toBeNull();
    expect(insightQuerySchools(permissionsOf('educator'), [])).toEqual([]);
  });
});

describe('favourite insights', () => {
  it('store the mode’s selection and the entry type, and bring them back', () => {
    const request = ZFavoriteInsightRequest.parse(
      favoriteOf(
        'Rooms',
        'location',
        { locationSchoolId: 's1', locationProfileId: 'p', locationOptionId: 'o', userId: 'u' },
        'concern',
      ),
    );
    expect(request).toMatchObject({
      insightName: 'Rooms',
      viewMode: 'location',
      selectedLocation: { profileId: 'p', optionId: 'o' },
      locationSchoolId: 's1',
      selectedUserId: null,
      observationType: 'concern',
    });
    expect(favoriteSelection(ZFavoriteInsight.parse({ ...request, id: 'f' }))).toEqual({
      locationSchoolId: 's1',
      locationProfileId: 'p',
      locationOptionId: 'o',
    });
  });

  it('need a non-empty name', () => {
    expect(ZFavoriteInsightRequest.safeParse({ insightName: '   ', viewMode: 'all' }).success).toBe(false);
  });
});
