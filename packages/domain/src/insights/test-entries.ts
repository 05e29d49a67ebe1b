import type { CountableEntry } from './counts.js';

/** A valid countable entry for tests, with overrides. */
export function countable(overrides: Partial<CountableEntry> = {}): CountableEntry {
  return {
    observationType: 'concern',
    walkType: 'school',
    quantity: 2,
    schoolId: 's1',
    observationCategoryId: 'cat1',
    observationItemId: 'item1',
    locationDataProfileId: null,
    locationDataProfileOptionId: null,
    searchableTags: [],
    reportedByUserId: 'u1',
    timestamp: '2026-03-15T12:00:00.000Z',
    isDeleted: false,
    ...overrides,
  };
}
