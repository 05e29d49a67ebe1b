import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZCreateEntryRequest, ZEntriesQuery, ZQuantity, ZUpdateEntryRequest } from './schemas.js';

/** The spec's words (spec 000 §5 "Log entry"), quoted here rather than imported, so a changed constant fails. */
const FIELD_REQUIRED = 'This field is required';
const WHOLE_NUMBER = 'This must be a whole number';
const GREATER_THAN_ZERO = 'This must be greater than 0';
const AT_MOST_20 =
  'This must be less than or equal to 20. If you need a higher number, please log multiple entries.';

/** The messages of a failed parse, keyed by the field's path. */
function messagesByField(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  expect(result.success).toBe(false);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const validCreate = {
  observationCategoryId: 'cat-safety',
  observationItemId: 'item-door',
  observationType: 'concern',
  quantity: 1,
  schoolId: 'school-1',
} as const;

describe('ZQuantity: quantity is required, a whole number, greater than 0, and at most 20', () => {
  it.each([1, 2, 19, 20])('%d is accepted', (quantity) => {
    expect(ZQuantity.parse(quantity)).toBe(quantity);
  });

  it.each<[string, unknown, string]>([
    ['missing (undefined)', undefined, FIELD_REQUIRED],
    ['missing (null)', null, FIELD_REQUIRED],
    ['a string', '3', FIELD_REQUIRED],
    ['NaN', Number.NaN, FIELD_REQUIRED],
    ['2.5', 2.5, WHOLE_NUMBER],
    ['0.5', 0.5, WHOLE_NUMBER],
    ['0', 0, GREATER_THAN_ZERO],
    ['-1', -1, GREATER_THAN_ZERO],
    ['-20', -20, GREATER_THAN_ZERO],
    ['21', 21, AT_MOST_20],
    ['1000', 1000, AT_MOST_20],
  ])('%s gives exactly one message: %j', (_label, quantity, message) => {
    const result = ZQuantity.safeParse(quantity);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('inside the create request the message sits on the quantity field', () => {
    expect(messagesByField(ZCreateEntryRequest.safeParse({ ...validCreate, quantity: 21 }))).toEqual({
      quantity: [AT_MOST_20],
    });
    expect(messagesByField(ZCreateEntryRequest.safeParse({ ...validCreate, quantity: 2.5 }))).toEqual({
      quantity: [WHOLE_NUMBER],
    });
    expect(messagesByField(ZCreateEntryRequest.safeParse({ ...validCreate, quantity: 0 }))).toEqual({
      quantity: [GREATER_THAN_ZERO],
    });
  });
});

describe('ZCreateEntryRequest: category, item and opinion are required', () => {
  it('a minimal valid entry parses, with empty defaults for the optional fields', () => {
    expect(ZCreateEntryRequest.parse(validCreate)).toEqual({
      ...validCreate,
      location: '',
      locationDataProfileId: null,
      locationDataProfileOptionId: null,
      comment: '',
      manualTags: [],
      imagePaths: [],
      shouldSendSafetyAlert: false,
      safetyAlertUserIds: [],
      safetyAlertMessage: '',
      tasksToAddOnSubmission: [],
    });
  });

  it("an empty request gives 'This field is required' on category, item, opinion, quantity and school", () => {
    expect(messagesByField(ZCreateEntryRequest.safeParse({}))).toEqual({
      observationCategoryId: [FIELD_REQUIRED],
      observationItemId: [FIELD_REQUIRED],
      observationType: [FIELD_REQUIRED],
      quantity: [FIELD_REQUIRED],
      schoolId: [FIELD_REQUIRED],
    });
  });

  it.each(['observationCategoryId', 'observationItemId', 'observationType', 'quantity'] as const)(
    "%s missing gives only 'This field is required' on that field",
    (field) => {
      const { [field]: _omitted, ...rest } = validCreate;
      expect(messagesByField(ZCreateEntryRequest.safeParse(rest))).toEqual({ [field]: [FIELD_REQUIRED] });
    },
  );

  it.each(['observationCategoryId', 'observationItemId', 'schoolId'] as const)(
    "%s given as an empty string counts as missing: 'This field is required'",
    (field) => {
      expect(messagesByField(ZCreateEntryRequest.safeParse({ ...validCreate, [field]: '' }))).toEqual({
        [field]: [FIELD_REQUIRED],
      });
    },
  );

  it.each(['concern', 'praise', 'other'] as const)('opinion %s is accepted', (observationType) => {
    expect(ZCreateEntryRequest.parse({ ...validCreate, observationType }).observationType).toBe(
      observationType,
    );
  });

  it.each(['', 'Concern', 'neutral', null])(
    "an opinion outside concern/praise/other (%j) gives 'This field is required'",
    (observationType) => {
      expect(messagesByField(ZCreateEntryRequest.safeParse({ ...validCreate, observationType }))).toEqual({
        observationType: [FIELD_REQUIRED],
      });
    },
  );

  it('the location is trimmed', () => {
    expect(ZCreateEntryRequest.parse({ ...validCreate, location: '  Gym  ' }).location).toBe('Gym');
  });

  it('a client-made id must be 20 letters or digits', () => {
    expect(ZCreateEntryRequest.parse({ ...validCreate, id: 'abcdefghij0123456789' }).id).toBe(
      'abcdefghij0123456789',
    );
    expect(ZCreateEntryRequest.safeParse({ ...validCreate, id: 'short' }).success).toBe(false);
    expect(ZCreateEntryRequest.safeParse({ ...validCreate, id: 'abcdefghij012345678!' }).success).toBe(false);
  });

  it('a timestamp must be an ISO date-time (with offset) when given', () => {
    expect(
      ZCreateEntryRequest.parse({ ...validCreate, timestamp: '2026-03-01T10:00:00-05:00' }).timestamp,
    ).toBe('2026-03-01T10:00:00-05:00');
    expect(ZCreateEntryRequest.safeParse({ ...validCreate, timestamp: '2026-03-01' }).success).toBe(false);
  });
});

describe('ZUpdateEntryRequest: any of the fields, nothing else', () => {
  it('an empty patch is valid', () => {
    expect(ZUpdateEntryRequest.parse({})).toEqual({});
  });

  it('an update carries only the fields sent (editing records only the changed fields)', () => {
    // A default filled in here would overwrite the stored location, comment, tags or pictures.
    expect(ZUpdateEntryRequest.parse({ quantity: 3 })).toEqual({ quantity: 3 });
    expect(ZUpdateEntryRequest.parse({ comment: 'Fixed', schoolId: 'school-2' })).toEqual({
      comment: 'Fixed',
      schoolId: 'school-2',
    });
  });

  it.each([{ reportedByUserId: 'someone-else' }, { isDeleted: true }, { walkType: 'district' }, { id: 'x' }])(
    'rejects the unknown key in %j',
    (patch) => {
      const result = ZUpdateEntryRequest.safeParse({ quantity: 2, ...patch });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
    },
  );

  it('keeps the field rules: quantity messages and required-when-sent', () => {
    expect(messagesByField(ZUpdateEntryRequest.safeParse({ quantity: 21 }))).toEqual({
      quantity: [AT_MOST_20],
    });
    expect(messagesByField(ZUpdateEntryRequest.safeParse({ observationItemId: '' }))).toEqual({
      observationItemId: [FIELD_REQUIRED],
    });
    expect(messagesByField(ZUpdateEntryRequest.safeParse({ schoolId: '' }))).toEqual({
      schoolId: [FIELD_REQUIRED],
    });
  });
});

describe('ZEntriesQuery: the explorer filters as query-string values', () => {
  it('defaults: empty lists, no date range, newest first, pages of 32', () => {
    expect(ZEntriesQuery.parse({})).toEqual({
      dateRange: [],
      schoolIds: [],
      walkTypes: [],
      entryTypes: [],
      userIds: [],
      sortAsc: false,
      limit: 32,
    });
  });

  it('accepts comma lists for schoolIds, userIds, entryTypes and walkTypes (trimmed, blanks dropped)', () => {
    const query = ZEntriesQuery.parse({
      schoolIds: 's1,s2, s3',
      userIds: 'u1,,u2,',
      entryTypes: 'concern,praise',
      walkTypes: 'school,district,partner',
    });
    expect(query.schoolIds).toEqual(['s1', 's2', 's3']);
    expect(query.userIds).toEqual(['u1', 'u2']);
    expect(query.entryTypes).toEqual(['concern', 'praise']);
    expect(query.walkTypes).toEqual(['school', 'district', 'partner']);
  });

  it('a single value is a list of one', () => {
    expect(ZEntriesQuery.parse({ schoolIds: 's1' }).schoolIds).toEqual(['s1']);
  });

  it('a date range in order is kept', () => {
    expect(ZEntriesQuery.parse({ dateRange: '2026-01-01,2026-02-01' }).dateRange).toEqual([
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('a date range with start after end is swapped', () => {
    expect(ZEntriesQuery.parse({ dateRange: '2026-02-01,2026-01-01' }).dateRange).toEqual([
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('a one-day range is kept', () => {
    expect(ZEntriesQuery.parse({ dateRange: '2026-02-01,2026-02-01' }).dateRange).toEqual([
      '2026-02-01',
      '2026-02-01',
    ]);
  });

  it.each(['2026-01-01', '2026-01-01,2026-02-01,2026-03-01', '2026-1-1,2026-02-01', 'yesterday,today'])(
    'refuses the date range %j',
    (dateRange) => {
      expect(ZEntriesQuery.safeParse({ dateRange }).success).toBe(false);
    },
  );

  it.each(['walk', 'School', 'school,other'])('refuses the walk type list %j', (walkTypes) => {
    expect(ZEntriesQuery.safeParse({ walkTypes }).success).toBe(false);
  });

  it('refuses an unknown entry type', () => {
    expect(ZEntriesQuery.safeParse({ entryTypes: 'concern,complaint' }).success).toBe(false);
  });

  it('sortAsc is true only for "true"; the limit is coerced and bounded', () => {
    expect(ZEntriesQuery.parse({ sortAsc: 'true' }).sortAsc).toBe(true);
    expect(ZEntriesQuery.parse({ sortAsc: 'false' }).sortAsc).toBe(false);
    expect(ZEntriesQuery.safeParse({ sortAsc: 'yes' }).success).toBe(false);
    expect(ZEntriesQuery.parse({ limit: '20' }).limit).toBe(20);
    expect(ZEntriesQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(ZEntriesQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ZEntriesQuery.safeParse({ limit: '2.5' }).success).toBe(false);
  });

  it('single-value filters are passed through; tag and location are trimmed and may not be blank', () => {
    const query = ZEntriesQuery.parse({
      category: 'c1',
      item: 'i1',
      tag: ' Doors ',
      location: ' Gym ',
      cursor: 'abc',
    });
    expect(query).toMatchObject({ category: 'c1', item: 'i1', tag: 'Doors', location: 'Gym', cursor: 'abc' });
    expect(ZEntriesQuery.safeParse({ tag: '   ' }).success).toBe(false);
  });
});
