import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from '../constants.js';
import { MESSAGES } from '../messages.js';

export const OBSERVATION_TYPES = ['concern', 'praise', 'other'] as const;
export type ObservationType = (typeof OBSERVATION_TYPES)[number];
export const WALK_TYPES = ['school', 'district', 'partner'] as const;
export type WalkType = (typeof WALK_TYPES)[number];

const required = { message: MESSAGES.fieldRequired };
const id = z.string().regex(/^[A-Za-z0-9]{20}$/, { message: 'Not a valid id' });

/** Quantity: required, whole, above 0, at most 20 (spec 000 §5 "Log entry"), with the spec's messages. */
export const ZQuantity = z
  .number({ message: MESSAGES.fieldRequired })
  .int({ message: MESSAGES.wholeNumber })
  .gt(0, { message: MESSAGES.greaterThanZero })
  .max(LIMITS.quantityMax, { message: MESSAGES.quantityMax });

/** The fields a person fills in the log / edit entry dialog. */
export const ZEntryFields = z.object({
  observationCategoryId: z.string(required).min(1, required),
  observationItemId: z.string(required).min(1, required),
  observationType: z.enum(OBSERVATION_TYPES, required),
  quantity: ZQuantity,
  location: z.string().trim().max(200).default(''),
  locationDataProfileId: z.string().nullable().default(null),
  locationDataProfileOptionId: z.string().nullable().default(null),
  comment: z.string().max(5000).default(''),
  manualTags: z.array(z.string().max(60)).max(30).default([]),
  imagePaths: z.array(z.string().max(200)).max(20).default([]),
  /** When the observation was made (the device's clock); the server's time when omitted. */
  timestamp: z.iso.datetime({ offset: true }).optional(),
});

/** POST /api/entries. The client may make the id, so a retried create is applied once. */
export const ZCreateEntryRequest = ZEntryFields.extend({
  id: id.optional(),
  schoolId: z.string(required).min(1, required),
  /** Logged inside this walk (its school, walk type and access rules apply); floating when absent. */
  walkId: id.nullable().optional(),
});
export type TCreateEntryRequest = z.input<typeof ZCreateEntryRequest>;

/**
 * PATCH /api/entries/:id: any of the fields, and the school. Only the fields sent: the create's
 * defaults are removed, or a patch would reset the location, comment, tags and pictures.
 */
const { shape } = ZEntryFields;
export const ZUpdateEntryRequest = ZEntryFields.extend({
  schoolId: z.string(required).min(1, required),
  location: shape.location.removeDefault(),
  locationDataProfileId: shape.locationDataProfileId.removeDefault(),
  locationDataProfileOptionId: shape.locationDataProfileOptionId.removeDefault(),
  comment: shape.comment.removeDefault(),
  manualTags: shape.manualTags.removeDefault(),
  imagePaths: shape.imagePaths.removeDefault(),
})
  .partial()
  .strict();
export type TUpdateEntryRequest = z.input<typeof ZUpdateEntryRequest>;

export const ZPersonSummary = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

/** An entry (observation) as the API presents it (spec 000 §3 "Observation"). */
export const ZEntry = z.object({
  id: z.string(),
  observationType: z.enum(OBSERVATION_TYPES),
  observationCategoryId: z.string(),
  observationItemId: z.string(),
  quantity: z.number(),
  location: z.string(),
  searchableLocation: z.string(),
  locationDataProfileId: z.string().nullable(),
  locationDataProfileOptionId: z.string().nullable(),
  comment: z.string(),
  imagePaths: z.array(z.string()),
  timestamp: z.string(),
  schoolId: z.string(),
  reportedByUserId: z.string(),
  reportedBy: ZPersonSummary.nullable(),
  walkId: z.string().nullable(),
  walkType: z.enum(WALK_TYPES),
  tags: z.array(z.string()),
  manualTags: z.array(z.string()),
  searchableTags: z.array(z.string()),
  isFloating: z.boolean(),
  isDeleted: z.boolean(),
  observationNumber: z.number(),
  timeCreated: z.string(),
  timeUpdated: z.string(),
});
export type TEntry = z.infer<typeof ZEntry>;

const commaList = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(item));

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date as YYYY-MM-DD' });

/**
 * The entries explorer's filters (spec 000 §2 "Entries explorer", §7), as query-string values:
 * lists are comma-joined; a reversed date range is swapped.
 */
export const ZEntriesQuery = z
  .object({
    dateRange: commaList(isoDate).refine((dates) => dates.length === 0 || dates.length === 2, {
      message: 'Give two dates: start,end',
    }),
    schoolIds: commaList(z.string()),
    walkTypes: commaList(z.enum(WALK_TYPES)),
    entryTypes: commaList(z.enum(OBSERVATION_TYPES)),
    userIds: commaList(z.string()),
    category: z.string().min(1).optional(),
    item: z.string().min(1).optional(),
    tag: z.string().trim().min(1).optional(),
    location: z.string().trim().min(1).optional(),
    sortAsc: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
    cursor: z.string().min(1).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.entriesExplorer),
  })
  .transform((query) => {
    const [first, second] = query.dateRange;
    const dateRange = first && second ? (first <= second ? [first, second] : [second, first]) : [];
    return { ...query, dateRange };
  });
export type TEntriesQuery = z.output<typeof ZEntriesQuery>;

export const ZEntriesPage = z.object({ entries: z.array(ZEntry), nextCursor: z.string().nullable() });
export const ZEntriesCount = z.object({ count: z.number() });
