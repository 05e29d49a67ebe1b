import type { ObservationType } from '../entries/schemas.js';
import type { TRubricAnswer, TScoreThresholds } from '../rubrics/schemas.js';
import type { TAssessmentQuestion, TAssessmentSection } from './schemas.js';
import type { ScorableAssessment, ScoringEntry } from './scoring.js';

/*
 * Test factories for scoring: answers, questions, sections, assessments and entries with the
 * fields scoring reads, overridable field by field.
 */

export function buildAnswer(
  answerId: string,
  value: number,
  expected: { praises?: number | null; concerns?: number | null } = {},
): TRubricAnswer {
  return {
    answerId,
    value,
    text: [`Answer ${answerId}`],
    expectedPraises: expected.praises ?? null,
    expectedConcerns: expected.concerns ?? null,
  };
}

/**
 * The usual four-answer question: a 3 for two praises, b 2 for one praise, c 1 for one concern, d 0 as
 * the any-concern fallback; tags 'doors'.
 */
export const STANDARD_ANSWERS: readonly TRubricAnswer[] = [
  buildAnswer('a', 3, { praises: 2, concerns: 0 }),
  buildAnswer('b', 2, { praises: 1 }),
  buildAnswer('c', 1, { concerns: 1 }),
  buildAnswer('d', 0, { concerns: -1 }),
];

export function buildQuestion(overrides: Partial<TAssessmentQuestion> = {}): TAssessmentQuestion {
  return {
    id: 'q1',
    title: 'Doors are locked',
    body: '',
    description: '',
    context: null,
    tags: ['doors'],
    answers: [...STANDARD_ANSWERS],
    score: null,
    answerId: null,
    autoLinkedScore: null,
    manuallyAnswered: false,
    linkedObservations: [],
    ...overrides,
  };
}

export function buildSection(overrides: Partial<TAssessmentSection> = {}): TAssessmentSection {
  return {
    id: 's1',
    title: 'Access control',
    description: '',
    showNotes: false,
    skip: false,
    notes: '',
    questions: [buildQuestion()],
    ...overrides,
  };
}

export const THRESHOLDS: TScoreThresholds = { green: 80, yellow: 60, orange: 40 };

export function buildAssessment(overrides: Partial<ScorableAssessment> = {}): ScorableAssessment {
  return {
    sections: [buildSection()],
    useScoreThresholds: false,
    scoreThresholds: null,
    ...overrides,
  };
}

export function buildEntry(
  id: string,
  observationType: ObservationType,
  tags: readonly string[],
  overrides: Partial<ScoringEntry> = {},
): ScoringEntry {
  return { id, observationType, quantity: 1, tags, isDeleted: false, ...overrides };
}
