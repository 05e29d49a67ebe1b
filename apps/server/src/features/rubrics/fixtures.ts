import type { TRubricInput } from '@schooldog/domain';

/** A small valid template: one section of one question with two lettered answers. */
export function rubricInput(overrides: Partial<TRubricInput> = {}): TRubricInput {
  return {
    name: 'Entrance Check',
    enabled: true,
    showScores: true,
    active: false,
    useScoreThresholds: false,
    scoreThresholds: null,
    disclaimer: '',
    sections: [
      {
        id: 's1',
        title: 'Entrances',
        description: '',
        showNotes: false,
        skip: false,
        questions: [
          {
            id: 'q1',
            title: 'Doors locked',
            body: 'Push every exterior door.',
            description: '',
            context: null,
            tags: ['door'],
            answers: [
              { answerId: 'a', value: 2, text: ['All locked.'], expectedPraises: 1, expectedConcerns: 0 },
              { answerId: 'b', value: 0, text: ['Some open.'], expectedPraises: null, expectedConcerns: -1 },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}
