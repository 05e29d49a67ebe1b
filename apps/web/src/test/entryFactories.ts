import type { TEntry, TObservationSettings } from '@schooldog/domain';

/** Categories and items for entry tests: Door propped open belongs to two categories; Other sorts last. */
export const OBSERVATION_SETTINGS: TObservationSettings = {
  categories: [
    { id: 'facilities', label: 'Facilities', image: null, tags: ['Building'] },
    { id: 'security', label: 'Security', image: null, tags: [] },
    { id: 'other', label: 'Other', image: null, tags: [] },
  ],
  items: [
    { id: 'window', label: 'Broken window', categories: ['facilities'], tags: ['Glass'] },
    { id: 'door', label: 'Door propped open', categories: ['facilities', 'security'], tags: [] },
    { id: 'misc', label: 'Other', categories: ['other'], tags: [] },
  ],
};

let sequence = 0;

/** A valid entry as GET /api/entries presents it: a concern at school1 by user1; override what the test needs. */
export function buildEntry(overrides: Partial<TEntry> = {}): TEntry {
  sequence += 1;
  const id = overrides.id ?? `entry${String(sequence).padStart(15, '0')}`;
  return {
    id,
    observationType: 'concern',
    observationCategoryId: 'facilities',
    observationItemId: 'window',
    quantity: 1,
    location: 'Gym',
    searchableLocation: 'gym',
    locationDataProfileId: null,
    locationDataProfileOptionId: null,
    comment: 'Cracked pane by the door',
    imagePaths: [],
    timestamp: '2025-03-04T15:30:00.000Z',
    schoolId: 'school1',
    reportedByUserId: 'user1',
    reportedBy: { id: 'user1', firstName: 'Jordan', lastName: 'Lee' },
    walkId: null,
    walk: null,
    walkType: 'school',
    tags: ['Building', 'Glass'],
    manualTags: [],
    searchableTags: ['building', 'glass'],
    isFloating: true,
    isDeleted: false,
    observationNumber: sequence,
    timeCreated: '2025-03-04T15:30:00.000Z',
    timeUpdated: '2025-03-04T15:30:00.000Z',
    assessments: [],
    createdSafetyAlertIds: [],
    createdWorkOrderIds: [],
    ...overrides,
  };
}
