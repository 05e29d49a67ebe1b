import { z } from 'zod';

/*
 * An assessment's status and score colour, apart from schemas.ts so that an entry (entries/schemas.ts,
 * which schemas.ts imports) can carry the assessments linking it without an import cycle.
 */

/** created → submitted → editing → submitted…; deletion is the isDeleted flag. */
export const ASSESSMENT_STATUSES = ['created', 'submitted', 'editing'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/** A score colour (spec 000 §5): by the thresholds, or the primary colour without them. */
export const SCORE_BANDS = ['green', 'yellow', 'orange', 'red', 'primary'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** An assessment whose questions link an entry, as the entry carries it (its score shows once submitted). */
export const ZEntryAssessment = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  /** Percent, rounded; null when the max score is 0. */
  score: z.number().nullable(),
  band: z.enum(SCORE_BANDS),
  showScores: z.boolean(),
});
export type TEntryAssessment = z.infer<typeof ZEntryAssessment>;

/**
 * An assessment as lists and cards show it: the Recent Assessments card, /assessments, a walk card.
 * The whole assessment (schemas.ts) extends it; a walk carries these without the template schemas.
 */
export const ZAssessmentSummary = z.object({
  id: z.string(),
  rubricId: z.string(),
  schoolId: z.string(),
  walkId: z.string().nullable(),
  createdByUserId: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  name: z.string(),
  showScores: z.boolean(),
  /** A walk's assessment skipped on the finish tab: saved, not submitted, at completion. */
  skip: z.boolean(),
  totalScore: z.number(),
  maxScore: z.number(),
  /** Percent, rounded; null when the max score is 0. */
  score: z.number().nullable(),
  band: z.enum(SCORE_BANDS),
  timeCreated: z.string(),
  timeUpdated: z.string(),
  timeSubmitted: z.string().nullable(),
  submittedByUserId: z.string().nullable(),
  timeLastSubmitted: z.string().nullable(),
});
export type TAssessmentSummary = z.infer<typeof ZAssessmentSummary>;
