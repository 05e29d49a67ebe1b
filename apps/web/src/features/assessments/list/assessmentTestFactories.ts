import {
  type TAssessment,
  type TAssessmentQuestion,
  type TAssessmentSection,
  type TAssessmentSummary,
  ZAssessmentSummary,
} from '@schooldog/domain';

let sequence = 0;

/** A question with answers a (0 points, 'Blocked') and b (2 points, 'Clear'); answered b unless told. */
export function buildQuestion(overrides: Partial<TAssessmentQuestion> = {}): TAssessmentQuestion {
  return {
    id: 'q1',
    title: 'Sight lines',
    body: '',
    description: '',
    context: null,
    tags: [],
    answers: [
      { answerId: 'a', value: 0, text: ['Blocked'], expectedPraises: null, expectedConcerns: null },
      { answerId: 'b', value: 2, text: ['Clear'], expectedPraises: null, expectedConcerns: null },
    ],
    score: 2,
    answerId: 'b',
    autoLinkedScore: null,
    manuallyAnswered: true,
    linkedObservations: [],
    ...overrides,
  };
}

export function buildSection(overrides: Partial<TAssessmentSection> = {}): TAssessmentSection {
  return {
    id: 's1',
    title: 'Natural surveillance',
    description: '',
    showNotes: true,
    skip: false,
    notes: '',
    questions: [buildQuestion()],
    ...overrides,
  };
}

/** A valid submitted assessment at school1 made by user1; override what the test needs. */
export function buildAssessment(overrides: Partial<TAssessment> = {}): TAssessment {
  sequence += 1;
  return {
    id: `asmt${String(sequence).padStart(16, '0')}`,
    rubricId: 'rubric00000000000001',
    schoolId: 'school1',
    walkId: null,
    createdByUserId: 'user1',
    status: 'submitted',
    name: 'CPTED Review',
    showScores: true,
    disclaimer: '',
    location: '',
    notes: '',
    skip: false,
    timeSkipped: null,
    skippedByUserId: null,
    allEntries: [],
    sections: [buildSection()],
    useScoreThresholds: true,
    scoreThresholds: { green: 80, yellow: 60, orange: 40 },
    totalScore: 2,
    maxScore: 2,
    score: 100,
    band: 'green',
    timeCreated: '2026-03-01T15:00:00.000Z',
    timeUpdated: '2026-03-02T15:00:00.000Z',
    updatedByUserId: 'user1',
    timeSubmitted: '2026-03-02T15:00:00.000Z',
    submittedByUserId: 'user1',
    timeLastSubmitted: '2026-03-02T15:00:00.000Z',
    editedByUserId: null,
    isDeleted: false,
    ...overrides,
  };
}

/** The list row of an assessment (ZAssessmentSummary keeps its fields and drops the rest). */
export function buildSummary(overrides: Partial<TAssessment> = {}): TAssessmentSummary {
  return ZAssessmentSummary.parse(buildAssessment(overrides));
}
