import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { ZSchoolId } from '../ids.js';

/** The two friendly names the spec gives a location profile (000 §3 "Data profile"). */
export const DATA_PROFILE_FRIENDLY_NAMES = ['Location', 'Room No.'] as const;

export const ZDataProfileOption = z.object({ id: z.string(), name: z.string() });
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

/** Merging a new location into an existing option. */
export const ZDataProfileMergeRequest = z.object({
  optionId: z.string().min(1).max(LIMITS.dataProfileIdMax),
});
