import { z } from 'zod';
import { ZId } from '../ids.js';
import { MESSAGES } from '../messages.js';

/*
 * Rubric templates (spec 000 §3 "Rubric", §2 "Assessments"): sections of questions with lettered
 * answers. An assessment begun from a template keeps its own copy (assessments/schemas.ts).
 */

export const RUBRIC_LIMITS = {
  nameMax: 120,
  titleMax: 200,
  textMax: 5000,
  sectionsMax: 40,
  questionsPerSectionMax: 60,
  answersPerQuestionMax: 10,
  answerTextsMax: 10,
  tagsMax: 30,
  tagMax: 60,
  contextValuesMax: 20,
  /** An answer's points. */
  valueMax: 1000,
  /** Expected praises or concerns that auto-answer a question. */
  expectedMax: 100,
} as const;

const required = { message: MESSAGES.fieldRequired };
const text = (max: number) => z.string().trim().max(max).default('');
/** An id within a template: a section, question or answer. Made by the editor; unique in the template. */
const ZPartId = z.string().trim().min(1).max(40);

/**
 * A lettered answer (a, b, c…). It auto-answers a question when the linked entries meet its
 * expected counts (scoring.ts); -1 expected concerns is the 'any concern' fallback. Null: not used.
 */
export const ZRubricAnswer = z.object({
  answerId: ZPartId,
  value: z.number().int().min(0).max(RUBRIC_LIMITS.valueMax),
  /** The answer's wording, one paragraph or bullet per item. */
  text: z.array(z.string().trim().min(1).max(RUBRIC_LIMITS.textMax)).max(RUBRIC_LIMITS.answerTextsMax),
  expectedPraises: z.number().int().min(0).max(RUBRIC_LIMITS.expectedMax).nullable().default(null),
  expectedConcerns: z.number().int().min(-1).max(RUBRIC_LIMITS.expectedMax).nullable().default(null),
});
export type TRubricAnswer = z.infer<typeof ZRubricAnswer>;

/** Notes/Context of a question: a label and the values shown under it. */
export const ZQuestionContext = z.object({
  label: text(RUBRIC_LIMITS.titleMax),
  values: z.array(z.string().trim().min(1).max(RUBRIC_LIMITS.textMax)).max(RUBRIC_LIMITS.contextValuesMax),
});

export const ZRubricQuestion = z.object({
  id: ZPartId,
  title: z.string(required).trim().min(1, required).max(RUBRIC_LIMITS.titleMax),
  body: text(RUBRIC_LIMITS.textMax),
  /** "See More": the longer explanation. */
  description: text(RUBRIC_LIMITS.textMax),
  context: ZQuestionContext.nullable().default(null),
  /** Entries whose tags match these (case-insensitively) link to the question. */
  tags: z.array(z.string().trim().min(1).max(RUBRIC_LIMITS.tagMax)).max(RUBRIC_LIMITS.tagsMax).default([]),
  answers: z.array(ZRubricAnswer).min(1).max(RUBRIC_LIMITS.answersPerQuestionMax),
});
export type TRubricQuestion = z.infer<typeof ZRubricQuestion>;

export const ZRubricSection = z.object({
  id: ZPartId,
  title: z.string(required).trim().min(1, required).max(RUBRIC_LIMITS.titleMax),
  description: text(RUBRIC_LIMITS.textMax),
  /** Shows a Notes field for the section when answering. */
  showNotes: z.boolean().default(false),
  /** The section starts skipped in a new assessment (the assessor may still include it). */
  skip: z.boolean().default(false),
  questions: z.array(ZRubricQuestion).min(1).max(RUBRIC_LIMITS.questionsPerSectionMax),
});
export type TRubricSection = z.infer<typeof ZRubricSection>;

/** Percent floors of the score colours: green at or above green, and so on; below orange is red. */
export const ZScoreThresholds = z
  .object({
    green: z.number().int().min(0).max(100),
    yellow: z.number().int().min(0).max(100),
    orange: z.number().int().min(0).max(100),
  })
  .refine((t) => t.green >= t.yellow && t.yellow >= t.orange, {
    message: 'Green must be at least yellow, and yellow at least orange.',
  });
export type TScoreThresholds = z.infer<typeof ZScoreThresholds>;

/** The editable part of a template: POST /api/rubrics, PUT /api/rubrics/:rubricId. */
export const ZRubricInput = z
  .object({
    name: z.string(required).trim().min(1, required).max(RUBRIC_LIMITS.nameMax),
    enabled: z.boolean().default(true),
    showScores: z.boolean().default(true),
    /** Offered to the district (organization activeRubricIds). */
    active: z.boolean().default(true),
    sections: z.array(ZRubricSection).min(1).max(RUBRIC_LIMITS.sectionsMax),
    useScoreThresholds: z.boolean().default(false),
    scoreThresholds: ZScoreThresholds.nullable().default(null),
    disclaimer: text(RUBRIC_LIMITS.textMax),
  })
  .superRefine((rubric, context) => {
    if (rubric.useScoreThresholds && !rubric.scoreThresholds) {
      context.addIssue({ code: 'custom', path: ['scoreThresholds'], message: MESSAGES.fieldRequired });
    }
    const seen = new Set<string>();
    rubric.sections.forEach((section, s) => {
      const ids: [string, (string | number)[]][] = [
        [`section:${section.id}`, ['sections', s, 'id']],
        ...section.questions.map((q, i): [string, (string | number)[]] => [
          `question:${q.id}`,
          ['sections', s, 'questions', i, 'id'],
        ]),
      ];
      for (const [key, path] of ids) {
        if (seen.has(key)) context.addIssue({ code: 'custom', path, message: 'Ids must be unique.' });
        seen.add(key);
      }
      section.questions.forEach((q, i) => {
        const answerIds = q.answers.map((a) => a.answerId);
        if (new Set(answerIds).size !== answerIds.length) {
          context.addIssue({
            code: 'custom',
            path: ['sections', s, 'questions', i, 'answers'],
            message: 'Ids must be unique.',
          });
        }
      });
    });
  });
export type TRubricInput = z.input<typeof ZRubricInput>;

/** A template as the API presents it. */
export const ZRubric = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  showScores: z.boolean(),
  active: z.boolean(),
  sections: z.array(ZRubricSection),
  useScoreThresholds: z.boolean(),
  scoreThresholds: ZScoreThresholds.nullable(),
  disclaimer: z.string(),
  createdByUserId: z.string(),
  updatedByUserId: z.string().nullable(),
  timeCreated: z.string(),
  timeUpdated: z.string(),
  isDeleted: z.boolean(),
});
export type TRubric = z.infer<typeof ZRubric>;

/** GET /api/rubrics: the templates not deleted. `offered`: only those one may begin (enabled and active). */
export const ZRubricsQuery = z.object({
  offered: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const ZRubricList = z.object({ rubrics: z.array(ZRubric) });
export const ZRubricParams = z.object({ rubricId: ZId });
