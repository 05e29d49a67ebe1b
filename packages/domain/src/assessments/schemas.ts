import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from '../constants.js';
import { ZEntry } from '../entries/schemas.js';
import { ZId } from '../ids.js';
import { MESSAGES } from '../messages.js';
import { commaList, dateRangeParam, pageCursor } from '../query-params.js';
import { ZRubricAnswer, ZRubricQuestion, ZRubricSection, ZScoreThresholds } from '../rubrics/schemas.js';
import { ASSESSMENT_STATUSES, ZAssessmentSummary } from './status.js';

/*
 * Assessments (spec 000 §3 "Assessment", §4 "Assessment"): a copy of a template, answered by
 * hand or automatically from the walk's entries (scoring.ts), then submitted.
 */

export {
  ASSESSMENT_STATUSES,
  type AssessmentStatus,
  SCORE_BANDS,
  type ScoreBand,
  ZEntryAssessment,
  type TEntryAssessment,
  ZAssessmentSummary,
  type TAssessmentSummary,
} from './status.js';

const required = { message: MESSAGES.fieldRequired };
const note = z
  .string()
  .trim()
  .max(LIMITS.notesMax, { message: `Max ${LIMITS.notesMax} characters.` });

/** A question of an assessment: the template's, with its answer and links. */
export const ZAssessmentQuestion = ZRubricQuestion.extend({
  answers: z.array(ZRubricAnswer),
  /** The chosen answer's value; null while unanswered. */
  score: z.number().nullable(),
  answerId: z.string().nullable(),
  /** What the linked entries alone would score (null: no matching answer or no links). */
  autoLinkedScore: z.number().nullable(),
  /** A manual answer turns auto-linking off for this question. */
  manuallyAnswered: z.boolean(),
  /** Ids of the entries linked by tag; empty when answered by hand. */
  linkedObservations: z.array(z.string()),
});
export type TAssessmentQuestion = z.infer<typeof ZAssessmentQuestion>;

export const ZAssessmentSection = ZRubricSection.extend({
  questions: z.array(ZAssessmentQuestion),
  notes: z.string(),
});
export type TAssessmentSection = z.infer<typeof ZAssessmentSection>;

/** An assessment as the API presents it. */
export const ZAssessment = ZAssessmentSummary.extend({
  disclaimer: z.string(),
  /** The begin dialog's note fields. */
  location: z.string(),
  notes: z.string(),
  timeSkipped: z.string().nullable(),
  skippedByUserId: z.string().nullable(),
  /** The entries scored from: a walk's entry ids; empty for an assessment outside a walk. */
  allEntries: z.array(z.string()),
  sections: z.array(ZAssessmentSection),
  useScoreThresholds: z.boolean(),
  scoreThresholds: ZScoreThresholds.nullable(),
  updatedByUserId: z.string().nullable(),
  editedByUserId: z.string().nullable(),
  isDeleted: z.boolean(),
});
export type TAssessment = z.infer<typeof ZAssessment>;

/** GET /api/assessments/:assessmentId: the assessment and the entries linked to its questions. */
export const ZAssessmentDetail = z.object({ assessment: ZAssessment, entries: z.array(ZEntry) });
export type TAssessmentDetail = z.infer<typeof ZAssessmentDetail>;

/** POST /api/assessments (spec: create rubricId, schoolId, createdByUserId, walkId). The client may make the id. */
export const ZCreateAssessmentRequest = z.object({
  id: ZId.optional(),
  rubricId: z.string(required).min(1, required),
  schoolId: z.string(required).min(1, required),
  walkId: ZId.nullable().default(null),
  location: note.default(''),
  notes: note.default(''),
});
export type TCreateAssessmentRequest = z.input<typeof ZCreateAssessmentRequest>;

/** POST /api/assessments/:assessmentId/answers: a manual answer; answerId null gives the question back to auto-linking. */
export const ZAnswerQuestionRequest = z.object({
  questionId: z.string().min(1),
  answerId: z.string().min(1).nullable(),
});
export type TAnswerQuestionRequest = z.input<typeof ZAnswerQuestionRequest>;

/** PATCH /api/assessments/:assessmentId: notes, skipping the assessment (in a walk) or a section. */
export const ZUpdateAssessmentRequest = z
  .object({
    location: note,
    notes: note,
    skip: z.boolean(),
    sections: z.record(
      z.string().min(1),
      z
        .object({ skip: z.boolean(), notes: z.string().trim().max(LIMITS.walkTextMax) })
        .partial()
        .strict(),
    ),
  })
  .partial()
  .strict();
export type TUpdateAssessmentRequest = z.input<typeof ZUpdateAssessmentRequest>;

/** GET /api/assessments: the list's filters, mirrored in the query string. */
export const ZAssessmentsQuery = z.object({
  schoolIds: commaList(z.string()),
  rubricIds: commaList(z.string()),
  statuses: commaList(z.enum(ASSESSMENT_STATUSES)),
  dateRange: dateRangeParam,
  walkId: z.string().min(1).optional(),
  cursor: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(PAGE_SIZES.assessments),
});
export type TAssessmentsQuery = z.output<typeof ZAssessmentsQuery>;
export const ZAssessmentsPage = z.object({ assessments: z.array(ZAssessmentSummary), ...pageCursor });

/** GET /api/walks/:walkId/assessments: a walk's assessments, whole (the finish tab, the review screen). */
export const ZWalkAssessments = z.object({ assessments: z.array(ZAssessment) });

export const ZAssessmentParams = z.object({ assessmentId: ZId });
