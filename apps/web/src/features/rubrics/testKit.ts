import type { TRubric } from '@schooldog/domain';

/** A stored template as GET /api/rubrics answers it; override what the test needs. */
export function buildRubric(overrides: Partial<TRubric> = {}): TRubric {
  return {
    id: 'rubric1',
    name: 'CPTED Campus Review',
    enabled: true,
    showScores: true,
    active: true,
    sections: [
      {
        id: 's1',
        title: 'Natural Surveillance',
        description: '',
        showNotes: false,
        skip: false,
        questions: [
          {
            id: 'q1',
            title: 'Lighting',
            body: 'Entrances are lit.',
            description: '',
            context: null,
            tags: ['lighting'],
            answers: [
              { answerId: 'a1', value: 2, text: ['All lit.'], expectedPraises: 1, expectedConcerns: 0 },
              { answerId: 'a2', value: 0, text: ['Dark.'], expectedPraises: null, expectedConcerns: -1 },
            ],
          },
          {
            id: 'q2',
            title: 'Cameras',
            body: '',
            description: '',
            context: null,
            tags: ['cameras'],
            answers: [{ answerId: 'a3', value: 1, text: [], expectedPraises: null, expectedConcerns: null }],
          },
        ],
      },
    ],
    useScoreThresholds: true,
    scoreThresholds: { green: 85, yellow: 70, orange: 50 },
    disclaimer: 'For planning only.',
    createdByUserId: 'user9',
    updatedByUserId: null,
    timeCreated: '2026-03-02T14:00:00.000Z',
    timeUpdated: '2026-03-04T15:30:00.000Z',
    isDeleted: false,
    ...overrides,
  };
}
