import { MESSAGES } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import {
  addManualTags,
  changedFields,
  type EntryDraft,
  entryFormSchema,
  entryFormValues,
  parseQuantity,
} from './entryForm';
import { buildEntry, OBSERVATION_SETTINGS } from '../../test/entryFactories';
import { newPictureFiles } from './usePictures';

const SETTINGS = OBSERVATION_SETTINGS;

describe('quantity', () => {
  it.each([
    ['', MESSAGES.fieldRequired],
    ['   ', MESSAGES.fieldRequired],
    ['1.5', MESSAGES.wholeNumber],
    ['abc', MESSAGES.wholeNumber],
    ['0', MESSAGES.greaterThanZero],
    ['-2', MESSAGES.greaterThanZero],
    ['21', MESSAGES.quantityMax],
  ])('%j gives %j', (text, message) => {
    expect(parseQuantity(text)).toEqual({ error: message });
  });

  it('accepts whole numbers from 1 to 20', () => {
    expect(parseQuantity('1')).toEqual({ value: 1 });
    expect(parseQuantity(' 20 ')).toEqual({ value: 20 });
  });
});

describe('the entry form', () => {
  const valid = {
    ...entryFormValues(SETTINGS, null, 'school1'),
    observationCategoryId: 'facilities',
    observationItemId: 'window',
    itemText: 'Broken window',
    observationType: 'concern' as const,
  };

  it('requires category, item and opinion, and the school only when the dialog asks for it', () => {
    const empty = entryFormValues(SETTINGS, null, '');
    const result = entryFormSchema(SETTINGS, { requiresSchool: true }).safeParse(empty);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      schoolId: MESSAGES.fieldRequired,
      observationCategoryId: MESSAGES.fieldRequired,
      observationItemId: MESSAGES.fieldRequired,
      observationType: MESSAGES.fieldRequired,
    });
    expect(
      entryFormSchema(SETTINGS, { requiresSchool: false }).safeParse({ ...valid, schoolId: '' }).success,
    ).toBe(true);
  });

  it("refuses typed text that is not an option with 'Please choose from provided options'", () => {
    const result = entryFormSchema(SETTINGS, { requiresSchool: false }).safeParse({
      ...valid,
      observationItemId: '',
      itemText: 'Graffiti',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['observationItemId', MESSAGES.chooseFromOptions],
    ]);
  });

  it('refuses an item outside the chosen category', () => {
    const result = entryFormSchema(SETTINGS, { requiresSchool: false }).safeParse({
      ...valid,
      observationCategoryId: 'security',
    });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.chooseFromOptions);
  });

  it('gives the API a number, a trimmed location and clean tags', () => {
    const result = entryFormSchema(SETTINGS, { requiresSchool: false }).parse({
      ...valid,
      quantity: ' 3 ',
      location: '  Gym ',
      manualTags: [' Fence ', 'fence', ''],
    });
    expect(result).toMatchObject({
      quantity: 3,
      location: 'Gym',
      manualTags: ['Fence'],
      observationType: 'concern',
    });
  });
});

describe('tags', () => {
  it('are trimmed, de-duplicated ignoring case, and blanks are ignored', () => {
    expect(addManualTags([], ['Fence'], '  fence , Gate,, gate ,  ')).toEqual(['Fence', 'Gate']);
  });

  it('do not repeat the category and item tags', () => {
    expect(addManualTags(['Building', 'Glass'], [], 'glass, Roof')).toEqual(['Roof']);
  });
});

describe('pictures', () => {
  it('ignores a picture chosen again (same name and modified time)', () => {
    const a = { name: 'a.jpg', lastModified: 1 };
    const b = { name: 'a.jpg', lastModified: 2 };
    expect(newPictureFiles(new Set(), [a, b, { ...a }])).toEqual([a, b]);
    expect(newPictureFiles(new Set(['file:a.jpg:1']), [a, b])).toEqual([b]);
  });
});

describe('editing an entry', () => {
  const entry = buildEntry({
    quantity: 2,
    comment: 'Cracked',
    manualTags: ['Fence'],
    imagePaths: ['observations/x/1'],
  });
  const draft: EntryDraft & { imagePaths: string[] } = {
    schoolId: 'school1',
    observationCategoryId: 'facilities',
    observationItemId: 'window',
    observationType: 'concern',
    quantity: 2,
    location: 'Gym',
    locationDataProfileId: null,
    locationDataProfileOptionId: null,
    comment: 'Cracked',
    manualTags: ['Fence'],
    imagePaths: ['observations/x/1'],
  };

  it('sends nothing when nothing changed', () => {
    expect(changedFields(entry, draft)).toEqual({});
  });

  it('sends only the changed fields', () => {
    expect(changedFields(entry, { ...draft, quantity: 3, manualTags: [], imagePaths: [] })).toEqual({
      quantity: 3,
      manualTags: [],
      imagePaths: [],
    });
  });
});
