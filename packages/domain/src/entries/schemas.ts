import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from '../constants.js';
import { ZEntryAssessment } from '../assessments/status.js';
import { ID_LENGTH, ZId } from '../ids.js';
import { ZTimestamp } from '../input/dates.js';
import { MESSAGES } from '../messages.js';
import { ZPersonSummary } from '../people/schemas.js';
import { commaList, dateRangeParam, flag, pageCursor } from '../query-params.js';
import { refineSafetyAlertFields, ZSafetyAlertFields } from '../safetyAlerts/fields.js';
import { ZEntryWorkOrderDrafts } from '../workOrders/schemas.js';

export const OBSERVATION_TYPES = ['concern', 'praise', 'other'] as const;
export type ObservationType = (typeof OBSERVATION_TYPES)[number];
export const WALK_TYPES = ['school', 'district', 'partner'] as const;
export type WalkType = (typeof WALK_TYPES)[number];
/** Walk statuses (spec 000 §3 "Walk"); here, as an entry carries its walk's (ZEntryWalk). */
export const WALK_STATUSES = ['inprogress', 'review', 'complete'] as const;
export type WalkStatus = (typeof WALK_STATUSES)[number];

/** English labels for exports and reports (the web app translates by key instead). */
export const OBSERVATION_TYPE_LABELS: Record<ObservationType, string> = {
  concern: 'Concern',
  praise: 'Praise',
  other: 'Other',
};
export const WALK_TYPE_LABELS: Record<WalkType, string> = {
  school: 'School-Led',
  district: 'District-Led',
  partner: 'Partner-Led',
};

const required = { message: MESSAGES.fieldRequired };

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
  location: z.string().trim().max(LIMITS.locationMax).default(''),
  locationDataProfileId: z
    .string()
    .max(LIMITS.dataProfileIdMax, { message: 'This location profile does not exist at this school.' })
    .nullable()
    .default(null),
  locationDataProfileOptionId: z.string().max(LIMITS.dataProfileIdMax).nullable().default(null),
  comment: z.string().max(LIMITS.commentMax).default(''),
  manualTags: z.array(z.string().max(LIMITS.tagMax)).max(LIMITS.manualTagsMax).default([]),
  imagePaths: z.array(z.string().max(LIMITS.imagePathMax)).max(LIMITS.picturesPerEntryMax).default([]),
  /** When the observation was made (the device's clock); the server's time when omitted. */
  timestamp: ZTimestamp.optional(),
});

/**
 * POST /api/entries. The client may make the id, so a retried create is applied once. With the
 * alert on, the entry sends a safety alert (at once when floating, once its walk completes).
 */
export const ZCreateEntryRequest = ZEntryFields.extend({
  id: ZId.optional(),
  schoolId: z.string(required).min(1, required).max(ID_LENGTH, { message: 'This school does not exist.' }),
  /** Logged inside this walk (its school, walk type and access rules apply); floating when absent. */
  walkId: ZId.nullable().optional(),
  ...ZSafetyAlertFields.shape,
  /** Work orders made with the entry, in the same write (spec 000 §3 tasksToAddOnSubmission). */
  tasksToAddOnSubmission: ZEntryWorkOrderDrafts.default([]),
}).superRefine(refineSafetyAlertFields);
export type TCreateEntryRequest = z.input<typeof ZCreateEntryRequest>;

/**
 * PATCH /api/entries/:id: any of the fields, and the school. Only the fields sent: the create's
 * defaults are removed, or a patch would reset the location, comment, tags and pictures.
 */
const { shape } = ZEntryFields;
export const ZUpdateEntryRequest = ZEntryFields.extend({
  schoolId: z.string(required).min(1, required).max(ID_LENGTH, { message: 'This school does not exist.' }),
  location: shape.location.removeDefault(),
  locationDataProfileId: shape.locationDataProfileId.removeDefault(),
  locationDataProfileOptionId: shape.locationDataProfileOptionId.removeDefault(),
  comment: shape.comment.removeDefault(),
  manualTags: shape.manualTags.removeDefault(),
  imagePaths: shape.imagePaths.removeDefault(),
  /** More work orders made from it; one whose id it already lists is not made again (a replay). */
  tasksToAddOnSubmission: ZEntryWorkOrderDrafts,
})
  .partial()
  .strict();
export type TUpdateEntryRequest = z.input<typeof ZUpdateEntryRequest>;

// Here too, where the walks and alerts have long read it; it lives with the people (no import cycle).
export { ZPersonSummary };

/** An entry (observation) as the API presents it (spec 000 §3 "Observation"). */
/**
 * What of an entry's walk the rule on changing it reads (canChangeEntry), carried with the entry so
 * the web decides Edit and Delete as the server does, offline too.
 */
export const ZEntryWalk = z.object({
  status: z.enum(WALK_STATUSES),
  leaderUserId: z.string(),
  collaborators: z.array(z.string()),
});
export type TEntryWalk = z.infer<typeof ZEntryWalk>;

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
  /** Null for a floating entry. */
  walk: ZEntryWalk.nullable(),
  walkType: z.enum(WALK_TYPES),
  tags: z.array(z.string()),
  manualTags: z.array(z.string()),
  searchableTags: z.array(z.string()),
  isFloating: z.boolean(),
  isDeleted: z.boolean(),
  observationNumber: z.number(),
  timeCreated: z.string(),
  timeUpdated: z.string(),
  /** The assessments whose questions link this entry (auto-scoring); their scores show once submitted. */
  assessments: z.array(ZEntryAssessment).default([]),
  /** The safety alerts this entry created (held until its walk completes, or sent). */
  createdSafetyAlertIds: z.array(z.string()).default([]),
  /** The work orders made from this entry (spec 000 §3 createdTaskIds), at most 5. */
  createdWorkOrderIds: z.array(z.string()).default([]),
});
export type TEntry = z.infer<typeof ZEntry>;

/**
 * The entries explorer's filters (spec 000 §2 "Entries explorer", §7), as query-string values:
 * lists are comma-joined; a reversed date range is swapped.
 */
export const ZEntriesQuery = z.object({
  dateRange: dateRangeParam,
  schoolIds: commaList(z.string()),
  walkTypes: commaList(z.enum(WALK_TYPES)),
  entryTypes: commaList(z.enum(OBSERVATION_TYPES)),
  userIds: commaList(z.string()),
  category: z.string().min(1).optional(),
  item: z.string().min(1).optional(),
  tag: z.string().trim().min(1).optional(),
  location: z.string().trim().min(1).optional(),
  sortAsc: flag,
  cursor: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(PAGE_SIZES.entriesExplorer),
});
export type TEntriesQuery = z.output<typeof ZEntriesQuery>;

export const ZEntriesPage = z.object({ entries: z.array(ZEntry), ...pageCursor });
export const ZEntriesCount = z.object({ count: z.number() });
/** The tags on the entries the user may see, most used first: the tag filter's suggestions. */
export const ZEntryTags = z.object({ tags: z.array(z.string()) });

/** The address of one entry: /api/entries/:entryId. */
export const ZEntryParams = z.object({ entryId: ZId });

/** A list of entries (a walk's): GET /api/walks/:walkId/entries. */
export const ZEntryList = z.object({ entries: z.array(ZEntry) });

/** A list of people (GET /api/users, a walk's eligible collaborators and reviewers). */
export const ZPeople = z.object({ users: z.array(ZPersonSummary) });

/**
 * People to choose one of, each with their role, so two people of the same name are told apart (a
 * walk's reviewers, a safety alert's recipients).
 */
export const ZPeopleWithRoles = z.object({
  users: z.array(ZPersonSummary.extend({ role: z.string(), friendlyRole: z.string() })),
});
export type TPersonSummary = z.infer<typeof ZPersonSummary>;
