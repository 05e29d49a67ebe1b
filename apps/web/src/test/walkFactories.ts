import type { TWalk } from '@schooldog/domain';

let sequence = 0;

/** A valid walk as the API presents it: in progress at school1, led by user1; override what the test needs. */
export function buildWalk(overrides: Partial<TWalk> = {}): TWalk {
  sequence += 1;
  return {
    id: `walk${String(sequence).padStart(16, '0')}`,
    schoolId: 'school1',
    status: 'inprogress',
    walkType: 'school',
    currentStage: 'observations',
    leaderUserId: 'user1',
    createdByUserId: 'user1',
    collaborators: ['user2'],
    participantUserIds: ['user2', 'user1'],
    people: [
      { id: 'user1', firstName: 'Jordan', lastName: 'Lee' },
      { id: 'user2', firstName: 'Sam', lastName: 'Ortiz' },
      { id: 'user3', firstName: 'Riley', lastName: 'Chen' },
    ],
    awaitingReviewBy: null,
    assessmentIds: [],
    assessments: [],
    submissionHistory: [],
    context: {
      schoolComment: '',
      weatherPrecipitation: null,
      weatherTemperature: null,
      weatherComment: '',
      additionalNotes: '',
    },
    entryCount: 3,
    tags: ['Building'],
    score: null,
    isAbandoned: false,
    timeSubmitted: null,
    autoCompleteAt: null,
    timeCreated: '2025-03-04T15:30:00.000Z',
    timeUpdated: '2025-03-04T15:30:00.000Z',
    timeCompleted: null,
    timeArchived: null,
    archivedByUserId: null,
    shouldSendNeighborhoodWatch: false,
    hasSentNeighborhoodWatch: false,
    ...overrides,
  };
}
