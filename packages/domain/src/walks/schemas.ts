import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from '../constants.js';
import { WALK_STATUSES, WALK_TYPES, ZPeopleWithRoles, ZPersonSummary } from '../entries/schemas.js';
import { ZAssessmentSummary } from '../assessments/status.js';
import { ZId } from '../ids.js';
import { MESSAGES } from '../messages.js';
import { commaList, dateRangeParam, flag, pageCursor } from '../query-params.js';

export const PRECIPITATION = ['none', 'rain', 'snow', 'sleet', 'fog'] as const;
export type Precipitation = (typeof PRECIPITATION)[number];

const required = { message: MESSAGES.fieldRequired };

const contextFields = {
  schoolComment: z.string().max(LIMITS.walkTextMax),
  weatherPrecipitation: z.enum(PRECIPITATION).nullable(),
  /** Degrees Fahrenheit. */
  weatherTemperature: z.number().int().min(LIMITS.temperatureMin).max(LIMITS.temperatureMax).nullable(),
  weatherComment: z.string().max(LIMITS.weatherCommentMax),
  additionalNotes: z.string().max(LIMITS.walkTextMax),
};

/** Additional context of the finish tab (spec 000 §2 "Walk screen", §3 "Walk" context). */
export const ZWalkContext = z.object({
  schoolComment: contextFields.schoolComment.default(''),
  weatherPrecipitation: contextFields.weatherPrecipitation.default(null),
  weatherTemperature: contextFields.weatherTemperature.default(null),
  weatherComment: contextFields.weatherComment.default(''),
  additionalNotes: contextFields.additionalNotes.default(''),
});
/**
 * A change of some context fields: only those sent. (A `.partial()` of ZWalkContext would still
 * fill in the defaults, and saving one field would blank the others.)
 */
export const ZWalkContextPatch = z.object(contextFields).partial().strict();
export type TWalkContext = z.infer<typeof ZWalkContext>;

/** One step of a walk's history (spec: submissionHistory). */
export const ZSubmissionHistoryItem = z.object({
  timestamp: z.string(),
  fromStatus: z.enum(WALK_STATUSES).nullable(),
  toStatus: z.enum(WALK_STATUSES),
  comments: z.string().nullable(),
  notifiedEmails: z.array(z.string()),
  byUserId: z.string().nullable(),
  /** Set on the step a reviewer's "No" made: the walk went back for revisions. */
  revisionsRequested: z.boolean().default(false),
});
export type TSubmissionHistoryItem = z.infer<typeof ZSubmissionHistoryItem>;

const collaborators = z
  .array(z.string().min(1))
  .max(LIMITS.collaboratorsMax, { message: `Choose at most ${LIMITS.collaboratorsMax} collaborators.` });

/** POST /api/walks (spec 000 §5 "New walk"). The client may make the id. */
export const ZCreateWalkRequest = z.object({
  id: ZId.optional(),
  schoolId: z.string(required).min(1, required),
  collaboratorUserIds: collaborators.default([]),
});
export type TCreateWalkRequest = z.input<typeof ZCreateWalkRequest>;

/** PATCH /api/walks/:id: context (participants), collaborators and leader (the leader). */
export const ZUpdateWalkRequest = z
  .object({
    context: ZWalkContextPatch,
    collaboratorUserIds: collaborators,
    /** Hand leadership to a collaborator; cannot be undone. */
    leaderUserId: z.string().min(1),
  })
  .partial()
  .strict();
export type TUpdateWalkRequest = z.input<typeof ZUpdateWalkRequest>;

/**
 * The Neighborhood Watch checkbox of Review and Complete: sent only when it is shown
 * (canSendNeighborhoodWatch); the walk keeps it and sends the summary when it completes.
 */
const neighborhoodWatch = { shouldSendNeighborhoodWatch: z.boolean().optional() };

/** POST /api/walks/:id/submit: send for review to the chosen reviewer. */
export const ZSubmitForReviewRequest = z.object({
  reviewerUserId: z.string(required).min(1, required),
  ...neighborhoodWatch,
});
export type TSubmitForReviewRequest = z.input<typeof ZSubmitForReviewRequest>;

/** POST /api/walks/:id/review (spec: submitReview). Comments are required on No. */
export const ZSubmitReviewRequest = z
  .object({
    isApproved: z.boolean(required),
    comments: z.string().trim().max(LIMITS.walkTextMax).nullable().default(null),
  })
  .superRefine((value, context) => {
    if (!value.isApproved && !value.comments) {
      context.addIssue({ code: 'custom', path: ['comments'], message: MESSAGES.reviewCommentsRequired });
    }
  });
export type TSubmitReviewRequest = z.input<typeof ZSubmitReviewRequest>;

/** POST /api/walks/:id/complete: with zero entries, the acknowledgement is required. */
export const ZCompleteWalkRequest = z.object({
  acknowledgeNoEntries: z.boolean().default(false),
  ...neighborhoodWatch,
});
export type TCompleteWalkRequest = z.input<typeof ZCompleteWalkRequest>;

/** POST /api/walks/:id/archive: archive (true) or unarchive (false). */
export const ZArchiveWalkRequest = z.object({ archived: z.boolean() });

/** A walk as the API presents it. */
export const ZWalk = z.object({
  id: z.string(),
  schoolId: z.string(),
  status: z.enum(WALK_STATUSES),
  walkType: z.enum(WALK_TYPES),
  currentStage: z.enum(['observations', 'review']),
  leaderUserId: z.string(),
  createdByUserId: z.string(),
  collaborators: z.array(z.string()),
  participantUserIds: z.array(z.string()),
  /** Names of the leader, collaborators and reviewer, for cards and headers. */
  people: z.array(ZPersonSummary),
  awaitingReviewBy: z.string().nullable(),
  assessmentIds: z.array(z.string()),
  /** The walk's assessments (not deleted), for walk cards and the finish tab. */
  assessments: z.array(ZAssessmentSummary).default([]),
  submissionHistory: z.array(ZSubmissionHistoryItem),
  context: ZWalkContext,
  entryCount: z.number(),
  /** The tags of the walk's entries, most used first. */
  tags: z.array(z.string()),
  score: z.number().nullable(),
  isAbandoned: z.boolean(),
  timeSubmitted: z.string().nullable(),
  autoCompleteAt: z.string().nullable(),
  timeCreated: z.string(),
  timeUpdated: z.string(),
  timeCompleted: z.string().nullable(),
  timeArchived: z.string().nullable(),
  archivedByUserId: z.string().nullable(),
  /** Neighborhood Watch: asked for in Review and Complete, sent once when the walk completes. */
  shouldSendNeighborhoodWatch: z.boolean().default(false),
  hasSentNeighborhoodWatch: z.boolean().default(false),
});
export type TWalk = z.infer<typeof ZWalk>;

/**
 * The walks list's filters (spec 000 §2 "Walks list", §7): My Walks (0) or Team Walks (1), In
 * Progress (0) or Completed (1), as query-string values; a reversed date range is swapped.
 */
export const ZWalksQuery = z.object({
  currentTab: z.enum(['0', '1']).default('0').transform(Number),
  subTab: z.enum(['0', '1']).default('0').transform(Number),
  dateRange: dateRangeParam,
  schoolIds: commaList(z.string()),
  walkTypes: commaList(z.enum(WALK_TYPES)),
  userIds: commaList(z.string()),
  awaitingMyAction: flag,
  showArchived: flag,
  cursor: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(PAGE_SIZES.walks),
});
export type TWalksQuery = z.output<typeof ZWalksQuery>;

export const ZWalksPage = z.object({ walks: z.array(ZWalk), ...pageCursor });
/** The sub-tab badges for the current tab and filters. */
export const ZWalkCounts = z.object({ inProgress: z.number(), completed: z.number() });

/** The address of one walk: /api/walks/:walkId. */
/**
 * Who may review a walk (GET /api/walks/:walkId/reviewers), each with their role so the leader
 * picks the right one of two people with the same name.
 */
export const ZWalkReviewers = ZPeopleWithRoles;

export const ZWalkParams = z.object({ walkId: ZId });

/** A walk's PDF reports (spec 000 §7 generateReport): the Full Summative and the Observations Report. */
export const WALK_REPORT_TYPES = ['summative', 'observations'] as const;
export type WalkReportType = (typeof WALK_REPORT_TYPES)[number];
/** GET /api/walks/:walkId/reports/:reportType. */
export const ZWalkReportParams = ZWalkParams.extend({ reportType: z.enum(WALK_REPORT_TYPES) });

/** A list of walks without paging: GET /api/walks/current. */
export const ZWalkList = z.object({ walks: z.array(ZWalk) });
/** GET /api/walks/current: the user's in-progress walks, at one school when given. */
export const ZCurrentWalksQuery = z.object({ schoolId: z.string().min(1).optional() });
/** GET /api/walks/eligible-collaborators: at a school, for a walk (its leader excluded) when given. */
export const ZEligibleCollaboratorsQuery = z.object({
  schoolId: z.string().min(1),
  walkId: z.string().min(1).optional(),
});
