import type { CountableEntry } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { applyInsightChanges } from './service.js';

const entry = (overrides: Partial<CountableEntry>): CountableEntry => ({
  observationType: 'concern',
  walkType: 'school',
  quantity: 1,
  schoolId: 'school',
  observationCategoryId: 'cameras',
  observationItemId: 'cameras-1',
  locationDataProfileId: null,
  locationDataProfileOptionId: null,
  searchableTags: [],
  reportedByUserId: 'user',
  timestamp: '2025-03-03T15:00:00.000Z',
  isDeleted: false,
  ...overrides,
});

/** Whether each row's key (every column but the count) is at or after the one before, column by column. */
const isInKeyOrder = (rows: Record<string, unknown>[]) =>
  rows.every((row, i) => {
    const previous = rows[i - 1];
    if (!previous) return true;
    for (const column of Object.keys(row).filter((name) => name !== 'count')) {
      const [a, b] = [String(previous[column]), String(row[column])];
      if (a !== b) return a < b;
    }
    return true;
  });

describe('insight counters under concurrent writes', () => {
  it('are upserted in one fixed order (by key), so two writes touching the same counters cannot deadlock', async () => {
    const batches: Record<string, unknown>[][] = [];
    const executor = {
      // No organization settings record: the district's time zone is the default.
      select: () => ({ from: () => ({ where: async () => [] }) }),
      insert: () => ({
        values: (rows: Record<string, unknown>[]) => {
          batches.push(rows);
          return { onConflictDoUpdate: async () => undefined };
        },
      }),
    } as unknown as Parameters<typeof applyInsightChanges>[0];
    // An edit that moves an entry to another school, category, month and tags touches counters on both sides.
    await applyInsightChanges(executor, [
      {
        before: entry({
          schoolId: 'zz',
          observationCategoryId: 'zz',
          searchableTags: ['zeta', 'alpha'],
          reportedByUserId: 'u2',
        }),
        after: entry({
          schoolId: 'aa',
          observationCategoryId: 'aa',
          searchableTags: ['mid', 'beta'],
          timestamp: '2024-01-02T12:00:00Z',
        }),
      },
    ]);
    expect(batches).toHaveLength(3);
    for (const rows of batches)
      expect(rows.length > 1 && isInKeyOrder(rows), JSON.stringify(rows)).toBe(true);
  });
});
