import type { TAssessment, TAssessmentQuestion, TAssessmentSection, TRubric } from '@schooldog/domain';

/*
 * Test factories: valid rubrics and assessments with overrides. The assessment has two sections:
 * "Natural surveillance" (two questions; the first linked by the tag 'lighting') and "Maintenance"
 * (one question, section notes shown).
 */

const answers = () => [
  { answerId: 'a', value: 0, text: ['Not in place'], expectedPraises: null, expectedConcerns: -1 },
  { answerId: 'b', value: 1, text: ['Partly in place'], expectedPraises: 1, expectedConcerns: 1 },
  { answerId: 'c', value: 2, text: ['Fully in place'], expectedPraises: 1, expectedConcerns: 0 },
];

export function buildQuestion(overrides: Partial<TAssessmentQuestion> = {}): TAssessmentQuestion {
  return {
    id: 'q1',
    title: 'Exterior lighting',
    body: 'Are entrances and parking areas lit?',
    description: '',
    context: null,
    tags: [],
    answers: answers(),
    score: null,
    answerId: null,
    autoLinkedScore: null,
    manuallyAnswered: false,
    linkedObservations: [],
    ...overrides,
  };
}

export function buildSections(): TAssessmentSection[] {
  return [
    {
      id: 's1',
      title: 'Natural surveillance',
      description: 'Can people see and be seen?',
      showNotes: false,
      skip: false,
      notes: '',
      questions: [
        buildQuestion({
          id: 'q1',
          tags: ['lighting'],
          description: 'Lighting lets staff see who is on campus after dark.',
          context: { label: 'Look for', values: ['Lit entrances', 'Lit parking'] },
        }),
        buildQuestion({
          id: 'q2',
          title: 'Clear sight lines',
          body: 'Can the front office see the entrance?',
        }),
      ],
    },
    {
      id: 's2',
      title: 'Maintenance',
      description: '',
      showNotes: true,
      skip: false,
      notes: '',
      questions: [buildQuestion({ id: 'q3', title: 'Grounds kept up', body: '' })],
    },
  ];
}

export function buildAssessment(overrides: Partial<TAssessment> = {}): TAssessment {
  return {
    id: 'asmt0000000000000001',
    rubricId: 'rubric1',
    schoolId: 'school1',
    walkId: null,
    createdByUserId: 'user1',
    status: 'created',
    name: 'CPTED review',
    showScores: true,
    disclaimer: 'Walk the grounds before answering.',
    location: '',
    notes: '',
    skip: false,
    timeSkipped: null,
    skippedByUserId: null,
    allEntries: [],
    sections: buildSections(),
    useScoreThresholds: true,
    scoreThresholds: { green: 80, yellow: 60, orange: 40 },
    totalScore: 0,
    maxScore: 6,
    score: 0,
    band: 'red',
    timeCreated: '2026-11-20T15:00:00.000Z',
    timeUpdated: '2026-11-20T15:00:00.000Z',
    updatedByUserId: null,
    timeSubmitted: null,
    submittedByUserId: null,
    timeLastSubmitted: null,
    editedByUserId: null,
    isDeleted: false,
    ...overrides,
  };
}

export function buildRubric(overrides: Partial<TRubric> = {}): TRubric {
  return {
    id: 'rubric1',
    name: 'CPTED review',
    enabled: true,
    showScores: true,
    active: true,
    sections: buildSections().map(({ notes: _notes, questions, ...section }) => ({
      ...section,
      questions: questions.map((question) => ({
        id: question.id,
        title: question.title,
        body: question.body,
        description: question.description,
        context: question.context,
        tags: question.tags,
        answers: question.answers,
      })),
    })),
    useScoreThresholds: true,
    scoreThresholds: { green: 80, yellow: 60, orange: 40 },
    disclaimer: '',
    createdByUserId: 'user9',
    updatedByUserId: null,
    timeCreated: '2026-11-01T15:00:00.000Z',
    timeUpdated: '2026-11-01T15:00:00.000Z',
    isDeleted: false,
    ...overrides,
  };
}
