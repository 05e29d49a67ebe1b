import { describe, expect, it } from 'vitest';
import { isDistrictUser, type PermissionSubject } from '../permissions/roles.js';
import { buildSubject } from '../permissions/test-factories.js';
import type { TObservationSettings } from '../observation-settings/schemas.js';
import {
  cleanTags,
  entryTags,
  observationChoiceError,
  observationOptions,
  searchableLocation,
  tagMatchesFilter,
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

describe('tag filter', () => {
  it('ignoring case, a tag or one of its words starts with the typed text', () => {
    expect(tagMatchesFilter('Fire door', 'FIRE')).toBe(true);
    expect(tagMatchesFilter('Fire door', 'door')).toBe(true);
    expect(tagMatchesFilter('after-school', 'school')).toBe(true);
    expect(tagMatchesFilter('Fire door', 'oor')).toBe(false);
    expect(tagMatchesFilter('a.b', 'a*')).toBe(false);
    expect(tagMatchesFilter('a*b', ' A* ')).toBe(true);
  });
});
