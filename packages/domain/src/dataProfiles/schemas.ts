import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { ZSchoolId } from '../ids.js';
import { WORK_ORDER_STATUSES } from '../workOrders/statuses.js';

/** The two friendly names the spec gives a location profile (000 §3 "Data profile"). */
export const DATA_PROFILE_FRIENDLY_NAMES = ['Location', 'Room No.'] as const;

/** The icons a profile may show (Material icon names; the web draws each). */
export const DATA_PROFILE_ICONS = ['place', 'meeting_room', 'apartment', 'school', 'sports'] as const;

/** The colors a status may show in (the app's chip colors). */
export const DATA_PROFILE_STATUS_COLORS = ['default', 'success', 'warning', 'error', 'info'] as const;

/** An option; statusId is its status among the profile's statusOptions when it uses statuses. */
export const ZDataProfileOption = z.object({
  id: z.string(),
  name: z.string(),
  statusId: z.string().nullable().optional(),
});
export type TDataProfileOption = z.infer<typeof ZDataProfileOption>;

/** A status an option may carry when the profile uses statuses (useStatuses). */
export const ZDataProfileStatusOption = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type TDataProfileStatusOption = z.infer<typeof ZDataProfileStatusOption>;

/** A location typed by a walker that is not an option yet: who typed it, when, and where. */
export const ZNewOptionInReview = z.object({
  id: z.string(),
  name: z.string(),
  submittedByUserId: z.string(),
  submittedAt: z.string(),
  entryId: z.string().nullable(),
  workOrderId: z.string().nullable(),
});
export type TNewOptionInReview = z.infer<typeof ZNewOptionInReview>;

/** What the location picker needs of a profile: its name, icon and options. */
export const ZDataProfileChoices = z.object({
  id: z.string(),
  schoolId: z.string().nullable(),
  friendlyName: z.string(),
  icon: z.string(),
  options: z.array(ZDataProfileOption),
});
export type TDataProfileChoices = z.infer<typeof ZDataProfileChoices>;

/** GET /api/schools/:schoolId/data-profiles: the school's profiles and the district-wide ones. */
export const ZSchoolDataProfiles = z.object({ profiles: z.array(ZDataProfileChoices) });
export type TSchoolDataProfiles = z.infer<typeof ZSchoolDataProfiles>;

/** A row of /dataProfiles. */
export const ZDataProfileSummary = ZDataProfileChoices.omit({ options: true }).extend({
  schoolName: z.string().nullable(),
  optionCount: z.number(),
  hasNewOptionsInReview: z.boolean(),
});
export type TDataProfileSummary = z.infer<typeof ZDataProfileSummary>;
export const ZDataProfileList = z.object({ profiles: z.array(ZDataProfileSummary) });
export type TDataProfileList = z.infer<typeof ZDataProfileList>;

/** The most recent entry at an option. */
export const ZOptionRecentEntry = z.object({ id: z.string(), timestamp: z.string() });

/** GET /api/data-profiles/:profileId: the whole profile (spec 000 §3 "Data profile"). */
export const ZDataProfile = ZDataProfileChoices.extend({
  schoolName: z.string().nullable(),
  mappings: z.record(z.string(), z.string()),
  useStatuses: z.boolean(),
  statusOptions: z.array(ZDataProfileStatusOption),
  newOptionsInReview: z.array(ZNewOptionInReview),
  hasNewOptionsInReview: z.boolean(),
  countsByOptionId: z.record(z.string(), z.number()),
  mostRecentTimestampByOptionId: z.record(z.string(), z.string()),
  mostRecentEntryByOptionId: z.record(z.string(), ZOptionRecentEntry),
});
export type TDataProfile = z.infer<typeof ZDataProfile>;

export const ZDataProfileParams = z.object({ profileId: z.string().min(1).max(LIMITS.dataProfileIdMax) });
export const ZDataProfileOptionParams = ZDataProfileParams.extend({
  optionId: z.string().min(1).max(LIMITS.dataProfileIdMax),
});
export const ZDataProfileReviewParams = ZDataProfileParams.extend({
  reviewId: z.string().min(1).max(LIMITS.dataProfileIdMax),
});
export const ZSchoolDataProfilesParams = z.object({ schoolId: ZSchoolId });

/** Adding or renaming an option: its name, as a location is written. */
export const ZDataProfileOptionRequest = z.object({
  name: z.string().trim().min(1, { message: 'Required' }).max(LIMITS.locationMax),
});
export type TDataProfileOptionRequest = z.infer<typeof ZDataProfileOptionRequest>;

/** Changing an option: its name, its status (a status option's id, or null for none), or both. */
export const ZDataProfileOptionChange = z
  .object({
    name: z.string().trim().min(1, { message: 'Required' }).max(LIMITS.locationMax).optional(),
    statusId: z.string().min(1).max(LIMITS.dataProfileIdMax).nullable().optional(),
  })
  .refine((change) => change.name !== undefined || change.statusId !== undefined, {
    message: 'Nothing to change',
  });
export type TDataProfileOptionChange = z.infer<typeof ZDataProfileOptionChange>;

/** The profile's settings (spec 000 §3): its friendly name, icon, and statuses. */
export const ZDataProfileSettingsRequest = z.object({
  friendlyName: z.string().trim().min(1, { message: 'Required' }).max(LIMITS.dataProfileNameMax),
  icon: z.enum(DATA_PROFILE_ICONS),
  useStatuses: z.boolean(),
  statusOptions: z
    .array(
      z.object({
        id: z.string().min(1).max(LIMITS.dataProfileIdMax),
        name: z.string().trim().min(1, { message: 'Required' }).max(LIMITS.dataProfileNameMax),
        color: z.enum(DATA_PROFILE_STATUS_COLORS),
      }),
    )
    .max(LIMITS.dataProfileStatusesMax),
});
export type TDataProfileSettingsRequest = z.infer<typeof ZDataProfileSettingsRequest>;

/** One month of an option's trend: YYYY-MM and its entries. */
export const ZOptionMonth = z.object({ month: z.string(), count: z.number() });

/** A work order at an option, as the option's page lists it. */
export const ZOptionWorkOrder = z.object({
  id: z.string(),
  publicId: z.number().nullable(),
  description: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  timeCreated: z.string(),
});
export type TOptionWorkOrder = z.infer<typeof ZOptionWorkOrder>;

/**
 * GET /api/data-profiles/:profileId/options/:optionId: an option (a room) with its entries per month
 * over the last 12 months (from the kept insight counts) and, for who sees work orders, the work
 * orders there (null otherwise).
 */
export const ZDataProfileOptionPage = z.object({
  profile: ZDataProfileChoices.omit({ options: true }).extend({
    schoolName: z.string().nullable(),
    useStatuses: z.boolean(),
    statusOptions: z.array(ZDataProfileStatusOption),
  }),
  option: ZDataProfileOption,
  count: z.number(),
  mostRecentTimestamp: z.string().nullable(),
  trend: z.array(ZOptionMonth),
  workOrders: z.array(ZOptionWorkOrder).nullable(),
  /** Whether the viewer may list its entries (GET .../entries). */
  mayListEntries: z.boolean(),
});
export type TDataProfileOptionPage = z.infer<typeof ZDataProfileOptionPage>;

export const ZDataProfileOptionEntriesQuery = z.object({ cursor: z.string().min(1).max(200).optional() });

/** Merging a new location into an existing option. */
export const ZDataProfileMergeRequest = z.object({
  optionId: z.string().min(1).max(LIMITS.dataProfileIdMax),
});
