import { describe, expect, it } from 'vitest';
import { fitsWorkOrdersPerEntry } from '../workOrders/schemas.js';
import { ZCreateEntryRequest, ZUpdateEntryRequest } from './schemas.js';

/** Spec 000 §5 "Up to 5 work orders per entry", in the domain's words (quoted, so a change fails). */
const AT_MOST_5 = 'An entry can have at most 5 work orders.';

const entry = {
  observationCategoryId: 'cat-safety',
  observationItemId: 'item-door',
  observationType: 'concern',
  quantity: 1,
  schoolId: 'school-1',
} as const;

const draft = (n: number) => ({ id: `draft${String(n).padStart(15, '0')}`, description: `Fix door ${n}` });
const drafts = (count: number) => Array.from({ length: count }, (_, n) => draft(n));

describe('an entry’s work orders (tasksToAddOnSubmission)', () => {
  it('takes up to 5 drafts, each with the work order fields’ defaults', () => {
    const parsed = ZCreateEntryRequest.parse({ ...entry, tasksToAddOnSubmission: drafts(5) });
    expect(parsed.tasksToAddOnSubmission).toHaveLength(5);
    expect(parsed.tasksToAddOnSubmission[0]).toMatchObject({
      priority: null,
      assignedUserIds: [],
      notes: '',
    });
    expect(ZCreateEntryRequest.parse(entry).tasksToAddOnSubmission).toEqual([]);
  });

  it('refuses a sixth with the limit’s message, on create and on edit', () => {
    for (const result of [
      ZCreateEntryRequest.safeParse({ ...entry, tasksToAddOnSubmission: drafts(6) }),
      ZUpdateEntryRequest.safeParse({ tasksToAddOnSubmission: drafts(6) }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(AT_MOST_5);
    }
  });

  it('refuses a draft without a description, and the same id twice', () => {
    const blank = ZCreateEntryRequest.safeParse({
      ...entry,
      tasksToAddOnSubmission: [{ ...draft(1), description: ' ' }],
    });
    expect(blank.error?.issues.map((issue) => issue.message)).toContain('Description is required');
    const twice = ZCreateEntryRequest.safeParse({ ...entry, tasksToAddOnSubmission: [draft(1), draft(1)] });
    expect(twice.success).toBe(false);
  });

  it('counts the work orders the entry already has, a replayed draft once', () => {
    const made = ['a', 'b', 'c', 'd'];
    expect(fitsWorkOrdersPerEntry(made, ['e'])).toBe(true);
    expect(fitsWorkOrdersPerEntry(made, ['e', 'f'])).toBe(false);
    expect(fitsWorkOrdersPerEntry([...made, 'e'], ['e'])).toBe(true);
  });
});
