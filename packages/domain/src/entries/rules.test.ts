import { describe, expect, it } from 'vitest';
import { defaultPermissionsForRole } from '../permissions/defaults.js';
import type { ResolvedPermissions } from '../permissions/names.js';
import { resolvePermissions } from '../permissions/resolve.js';
import { isDistrictUser, type PermissionSubject } from '../permissions/roles.js';
import { atSchools, buildSubject, everywhere, WORK_ORDERS_ON } from '../permissions/test-factories.js';
import type { TObservationSettings } from '../settings/schemas.js';
import {
  canManageEntry,
  canSeeEntry,
  cleanTags,
  entryQueryScope,
  entryTags,
  observationChoiceError,
  observationOptions,
  searchableLocation,
  sortByLabelOtherLast,
  walkTypeFor,
} from './rules.js';
import type { WalkType } from './schemas.js';

const CHOOSE_FROM_OPTIONS = 'Please choose from provided options';

const SETTINGS: TObservationSettings = {
  categories: [
    { id: 'c-safety', label: 'Safety', image: null, tags: ['Safety', 'urgent'] },
    { id: 'c-fac', label: 'Facilities', image: null, tags: ['facilities'] },
    { id: 'c-other', label: 'Other', image: null, tags: [] },
  ],
  items: [
    { id: 'i-door', label: 'Door', categories: ['c-safety', 'c-fac'], tags: ['Doors', 'SAFETY'] },
    { id: 'i-light', label: 'Lighting', categories: ['c-fac'], tags: ['lights'] },
    { id: 'i-other', label: 'Other', categories: ['c-safety', 'c-fac'], tags: [] },
    { id: 'i-alarm', label: 'alarm', categories: ['c-safety'], tags: [] },
    { id: 'i-window', label: 'Window', categories: ['c-fac'], tags: [] },
    { id: 'i-orphan', label: 'Orphan', categories: ['c-deleted'], tags: [] },
  ],
};

describe('cleanTags: tags are trimmed, de-duplicated, blanks ignored', () => {
  it('trims each tag', () => {
    expect(cleanTags(['  Doors ', '\tLights\n'])).toEqual(['Doors', 'Lights']);
  });

  it('ignores blank tags', () => {
    expect(cleanTags(['', '   ', 'Doors', '\n'])).toEqual(['Doors']);
  });

  it('de-duplicates case-insensitively, keeping the first spelling, in order', () => {
    expect(cleanTags(['Fire Exit', 'doors', 'fire exit', ' FIRE EXIT ', 'Doors', 'lights'])).toEqual([
      'Fire Exit',
      'doors',
      'lights',
    ]);
  });

  it('an empty list stays empty and the input is not changed', () => {
    const input = [' a ', 'A'];
    expect(cleanTags([])).toEqual([]);
    cleanTags(input);
    expect(input).toEqual([' a ', 'A']);
  });
});

describe('entryTags: tags combine category tags, item tags and manual tags, de-duplicated', () => {
  it('category tags, then item tags, then manual tags; the first spelling wins', () => {
    const result = entryTags(SETTINGS, 'c-safety', 'i-door', ['  doors ', '', 'New one', 'new ONE']);
    expect(result.tags).toEqual(['Safety', 'urgent', 'Doors', 'New one']);
    expect(result.manualTags).toEqual(['doors', 'New one']);
  });

  it('searchableTags are the tags in lower case', () => {
    const result = entryTags(SETTINGS, 'c-safety', 'i-door', ['Hall B']);
    expect(result.searchableTags).toEqual(['safety', 'urgent', 'doors', 'hall b']);
    expect(result.searchableTags).toEqual(result.tags.map((tag) => tag.toLowerCase()));
  });

  it('uses the chosen category, not every category of the item', () => {
    expect(entryTags(SETTINGS, 'c-fac', 'i-door', []).tags).toEqual(['facilities', 'Doors', 'SAFETY']);
  });

  it('an unknown category or item adds no tags of its own', () => {
    expect(entryTags(SETTINGS, 'c-nope', 'i-nope', ['mine'])).toEqual({
      tags: ['mine'],
      manualTags: ['mine'],
      searchableTags: ['mine'],
    });
  });
});

describe('searchableLocation: the searchable form is trimmed and lower-case', () => {
  it.each([
    ['  Gym B  ', 'gym b'],
    ['Room 101', 'room 101'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (location, expected) => {
    expect(searchableLocation(location)).toBe(expected);
  });
});

describe('walkTypeFor: district for district users, school when their schools include it, otherwise partner', () => {
  const person = (overrides: Partial<PermissionSubject>) => {
    const subject = buildSubject(overrides);
    return { isDistrictUser: isDistrictUser(subject), roleSchoolIds: subject.roleSchoolIds };
  };

  it.each<[string, Partial<PermissionSubject>, WalkType]>([
    ['a district coordinator', { role: 'district_safety_coordinator', roleSchoolIds: ['s1'] }, 'district'],
    [
      'anyone with isDistrictLevel',
      { role: 'educator', isDistrictLevel: true, roleSchoolIds: ['s1'] },
      'district',
    ],
    ['product staff', { role: 'educator', isSchoolDogStaff: true }, 'district'],
    ['a principal of the school', { role: 'principal', roleSchoolIds: ['s2', 's1'] }, 'school'],
    ['a principal of another school', { role: 'principal', roleSchoolIds: ['s2'] }, 'partner'],
    ['a user with no schools', { role: 'educator', roleSchoolIds: [] }, 'partner'],
  ])('%s → %s at s1', (_label, overrides, expected) => {
    expect(walkTypeFor(person(overrides), 's1')).toBe(expected);
  });
});

describe("observationChoiceError: the item must be a chosen option ('Please choose from provided options')", () => {
  it('a known item of the chosen category is fine', () => {
    expect(observationChoiceError(SETTINGS, 'c-safety', 'i-alarm')).toBeNull();
  });

  it('an item in two categories is fine in either', () => {
    expect(observationChoiceError(SETTINGS, 'c-safety', 'i-door')).toBeNull();
    expect(observationChoiceError(SETTINGS, 'c-fac', 'i-door')).toBeNull();
  });

  it('an unknown category', () => {
    expect(observationChoiceError(SETTINGS, 'c-nope', 'i-door')).toEqual({
      field: 'observationCategoryId',
      message: CHOOSE_FROM_OPTIONS,
    });
  });

  it('an unknown item', () => {
    expect(observationChoiceError(SETTINGS, 'c-safety', 'i-nope')).toEqual({
      field: 'observationItemId',
      message: CHOOSE_FROM_OPTIONS,
    });
  });

  it('an item of another category', () => {
    expect(observationChoiceError(SETTINGS, 'c-safety', 'i-light')).toEqual({
      field: 'observationItemId',
      message: CHOOSE_FROM_OPTIONS,
    });
  });

  it('ids are matched exactly, not by label or case', () => {
    expect(observationChoiceError(SETTINGS, 'Safety', 'i-door')?.field).toBe('observationCategoryId');
    expect(observationChoiceError(SETTINGS, 'c-safety', 'I-DOOR')?.field).toBe('observationItemId');
  });
});

describe('sortByLabelOtherLast: alphabetical with Other last', () => {
  it('sorts alphabetically, ignoring case, and puts Other last', () => {
    const sorted = sortByLabelOtherLast([
      { label: 'Other' },
      { label: 'window' },
      { label: 'Alarm' },
      { label: 'door' },
    ]);
    expect(sorted.map((option) => option.label)).toEqual(['Alarm', 'door', 'window', 'Other']);
  });

  it('Other is recognised whatever its case or surrounding spaces', () => {
    const sorted = sortByLabelOtherLast([{ label: ' other ' }, { label: 'Zone' }, { label: 'OTHER' }]);
    expect(sorted[0]?.label).toBe('Zone');
  });

  it('the categories of the settings: Facilities, Safety, Other', () => {
    expect(sortByLabelOtherLast(SETTINGS.categories).map((category) => category.id)).toEqual([
      'c-fac',
      'c-safety',
      'c-other',
    ]);
  });

  it('returns a new list and leaves the input alone', () => {
    const input = [{ label: 'b' }, { label: 'a' }];
    const sorted = sortByLabelOtherLast(input);
    expect(sorted).not.toBe(input);
    expect(input.map((option) => option.label)).toEqual(['b', 'a']);
  });
});

describe('observationOptions: the observation picker', () => {
  it("with a category chosen: that category's items, alphabetical with Other last, by label", () => {
    expect(observationOptions(SETTINGS, 'c-fac')).toEqual([
      { itemId: 'i-door', categoryId: 'c-fac', text: 'Door' },
      { itemId: 'i-light', categoryId: 'c-fac', text: 'Lighting' },
      { itemId: 'i-window', categoryId: 'c-fac', text: 'Window' },
      { itemId: 'i-other', categoryId: 'c-fac', text: 'Other' },
    ]);
    expect(observationOptions(SETTINGS, 'c-safety').map((option) => option.text)).toEqual([
      'alarm',
      'Door',
      'Other',
    ]);
  });

  it("with no category set, options read 'label (category)' and carry both ids; Other still last", () => {
    expect(observationOptions(SETTINGS, null)).toEqual([
      { itemId: 'i-alarm', categoryId: 'c-safety', text: 'alarm (Safety)' },
      { itemId: 'i-door', categoryId: 'c-fac', text: 'Door (Facilities)' },
      { itemId: 'i-door', categoryId: 'c-safety', text: 'Door (Safety)' },
      { itemId: 'i-light', categoryId: 'c-fac', text: 'Lighting (Facilities)' },
      { itemId: 'i-window', categoryId: 'c-fac', text: 'Window (Facilities)' },
      { itemId: 'i-other', categoryId: 'c-fac', text: 'Other (Facilities)' },
      { itemId: 'i-other', categoryId: 'c-safety', text: 'Other (Safety)' },
    ]);
  });

  it('an item in two categories appears twice, once per category', () => {
    const doors = observationOptions(SETTINGS, null).filter((option) => option.itemId === 'i-door');
    expect(doors.map((option) => option.categoryId).sort()).toEqual(['c-fac', 'c-safety']);
  });

  it('every option with no category set is a valid choice (choosing one sets both)', () => {
    for (const option of observationOptions(SETTINGS, null)) {
      expect(observationChoiceError(SETTINGS, option.categoryId, option.itemId)).toBeNull();
    }
  });

  it('items of an unknown category are left out; a category with no items has no options', () => {
    expect(observationOptions(SETTINGS, null).some((option) => option.itemId === 'i-orphan')).toBe(false);
    expect(observationOptions(SETTINGS, 'c-other')).toEqual([]);
    expect(observationOptions(SETTINGS, 'c-deleted')).toEqual([]);
  });
});

// ---- Seeing and managing entries (spec 000 §6) ----

const ME = 'user-me';
const SOMEONE = 'user-someone';

function resolved(subject: Partial<PermissionSubject>): ResolvedPermissions {
  return resolvePermissions(buildSubject(subject), WORK_ORDERS_ON);
}

/** A user with a role's default permissions at their schools (s1 for school-level roles). */
function withRole(role: string, roleSchoolIds: string[] = ['s1']): ResolvedPermissions {
  return resolved({ role, roleSchoolIds, permissions: defaultPermissionsForRole(role, roleSchoolIds) });
}

const USERS: Record<string, ResolvedPermissions> = {
  'educator at s1': withRole('educator'),
  'sro at s1': withRole('sro'),
  'principal at s1': withRole('principal'),
  'assistant principal at s1': withRole('assistant_principal'),
  'district safety coordinator': withRole('district_safety_coordinator', []),
  'district non-safety coordinator': withRole('district_nonsafety_coordinator', []),
  'product staff': resolved({ isSchoolDogStaff: true }),
  'no permissions': resolved({ role: 'educator', roleSchoolIds: ['s1'] }),
  'manage entries at s1 without view entries': resolved({
    roleSchoolIds: ['s1'],
    permissions: { 'log entries': atSchools('s1'), 'manage entries': atSchools('s1') },
  }),
  'view entries everywhere, manage entries at s2': resolved({
    permissions: { 'view entries': everywhere(), 'manage entries': atSchools('s2') },
  }),
  'manage other entries at s1 only': resolved({
    permissions: { 'manage other entries': atSchools('s1') },
  }),
};

function user(name: string): ResolvedPermissions {
  const permissions = USERS[name];
  if (!permissions) throw new Error(`no test user ${name}`);
  return permissions;
}

describe('canSeeEntry: one’s own if the user may log entries, anyone’s if they may view entries', () => {
  const OWN_S1 = { schoolId: 's1', reportedByUserId: ME };
  const OTHER_S1 = { schoolId: 's1', reportedByUserId: SOMEONE };
  const OWN_S2 = { schoolId: 's2', reportedByUserId: ME };
  const OTHER_S2 = { schoolId: 's2', reportedByUserId: SOMEONE };

  it.each<[string, [ownS1: boolean, otherS1: boolean, ownS2: boolean, otherS2: boolean]]>([
    ['educator at s1', [true, false, false, false]],
    ['sro at s1', [true, true, false, false]],
    ['principal at s1', [true, true, false, false]],
    ['district safety coordinator', [true, true, true, true]],
    ['district non-safety coordinator', [true, true, true, true]],
    ['product staff', [true, true, true, true]],
    ['no permissions', [false, false, false, false]],
    ['manage entries at s1 without view entries', [true, false, false, false]],
    ['view entries everywhere, manage entries at s2', [true, true, true, true]],
    ['manage other entries at s1 only', [false, false, false, false]],
  ])('%s: own at s1, other’s at s1, own at s2, other’s at s2 → %j', (name, expected) => {
    const permissions = user(name);
    expect([OWN_S1, OTHER_S1, OWN_S2, OTHER_S2].map((entry) => canSeeEntry(permissions, ME, entry))).toEqual(
      expected,
    );
  });

  it('log entries at one school does not show one’s own entries at another school', () => {
    const permissions = resolved({ permissions: { 'log entries': atSchools('s1') } });
    expect(canSeeEntry(permissions, ME, OWN_S1)).toBe(true);
    expect(canSeeEntry(permissions, ME, OWN_S2)).toBe(false);
  });

  it('view entries at one school does not show anyone’s entries at another school', () => {
    const permissions = resolved({ permissions: { 'view entries': atSchools('s2') } });
    expect(canSeeEntry(permissions, ME, OTHER_S2)).toBe(true);
    expect(canSeeEntry(permissions, ME, OTHER_S1)).toBe(false);
    expect(canSeeEntry(permissions, ME, OWN_S1)).toBe(false);
  });
});

describe('entryQueryScope: with view entries at every selected school, filtering by other users is allowed', () => {
  const principalOfTwo = resolved({
    role: 'principal',
    roleSchoolIds: ['s1', 's2'],
    permissions: defaultPermissionsForRole('principal', ['s1', 's2']),
  });

  it.each<[string, string[], boolean]>([
    ['s1', ['s1'], true],
    ['s1 and s2', ['s1', 's2'], true],
    ['s1 and s3 (no view entries at s3)', ['s1', 's3'], false],
    ['s3 only', ['s3'], false],
    ['no school (all schools, but view entries is not global)', [], false],
  ])('principal of s1 and s2, selecting %s → %s', (_label, schools, expected) => {
    expect(entryQueryScope(principalOfTwo, schools)).toEqual({ mayFilterOthers: expected });
  });

  it.each<[string, string[], boolean]>([
    ['educator at s1', ['s1'], false],
    ['educator at s1', [], false],
    ['district safety coordinator', [], true],
    ['district safety coordinator', ['s1', 's9'], true],
    ['district non-safety coordinator', [], true],
    ['product staff', [], true],
    ['no permissions', [], false],
    ['view entries everywhere, manage entries at s2', ['s5'], true],
  ])('%s selecting %j → %s', (name, schools, expected) => {
    expect(entryQueryScope(user(name), schools)).toEqual({ mayFilterOthers: expected });
  });
});

describe('canManageEntry: school-led with view entries and manage entries at that school; other walks with manage other entries; or the reporter', () => {
  const entry = (walkType: WalkType, schoolId: string, reportedByUserId = SOMEONE) => ({
    walkType,
    schoolId,
    reportedByUserId,
  });
  const CASES = [
    entry('school', 's1'),
    entry('district', 's1'),
    entry('partner', 's1'),
    entry('school', 's2'),
    entry('district', 's2'),
  ];

  it.each<
    [
      string,
      [schoolS1: boolean, districtS1: boolean, partnerS1: boolean, schoolS2: boolean, districtS2: boolean],
    ]
  >([
    ['educator at s1', [false, false, false, false, false]],
    ['sro at s1', [false, false, false, false, false]],
    ['principal at s1', [true, false, false, false, false]],
    ['assistant principal at s1', [true, false, false, false, false]],
    ['district safety coordinator', [true, true, true, true, true]],
    ['district non-safety coordinator', [false, false, false, false, false]],
    ['product staff', [true, true, true, true, true]],
    ['no permissions', [false, false, false, false, false]],
    ['manage entries at s1 without view entries', [false, false, false, false, false]],
    ['view entries everywhere, manage entries at s2', [false, false, false, true, false]],
    ['manage other entries at s1 only', [false, true, true, false, false]],
  ])(
    "%s, someone else's entry: school-led s1, district s1, partner s1, school-led s2, district s2 → %j",
    (name, expected) => {
      const permissions = user(name);
      expect(CASES.map((candidate) => canManageEntry(permissions, ME, candidate))).toEqual(expected);
    },
  );

  it.each(Object.keys(USERS))(
    '%s may always manage an entry they reported, on any walk type and school',
    (name) => {
      const permissions = user(name);
      for (const walkType of ['school', 'district', 'partner'] as const) {
        for (const schoolId of ['s1', 's2', 's9']) {
          expect(canManageEntry(permissions, ME, entry(walkType, schoolId, ME))).toBe(true);
        }
      }
    },
  );

  it('manage other entries does not stand in for manage entries on a school-led walk', () => {
    const permissions = resolved({
      permissions: { 'view entries': everywhere(), 'manage other entries': everywhere() },
    });
    expect(canManageEntry(permissions, ME, entry('school', 's1'))).toBe(false);
    expect(canManageEntry(permissions, ME, entry('partner', 's1'))).toBe(true);
  });
});
