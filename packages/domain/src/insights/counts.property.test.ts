import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CountableEntry, insightChanges, leaderboardChanges, tagUsageChanges } from './counts.js';
import { OBSERVATION_TYPES, WALK_TYPES } from '../entries/schemas.js';

const ENTRY_IDS = ['e1', 'e2', 'e3', 'e4', 'e5'] as const;
const TAGS = ['doors', 'fire exit', 'a/b', 'ünïcode', '50%', 'lights'];
const MIN_TIME = Date.UTC(2025, 0, 1);
const MAX_TIME = Date.UTC(2027, 11, 31, 23, 59, 59);

const timestamp = fc.integer({ min: MIN_TIME, max: MAX_TIME }).map((ms) => new Date(ms).toISOString());
const location = fc.oneof(
  fc.constant({ locationDataProfileId: null, locationDataProfileOptionId: null }),
  fc.record({
    locationDataProfileId: fc.constantFrom('p1', 'p2', null),
    locationDataProfileOptionId: fc.constantFrom('o1', 'o2', null),
  }),
);

/** The fields an edit may change (all but the reporter, who stays). */
const editable = {
  observationType: fc.constantFrom(...OBSERVATION_TYPES),
  walkType: fc.constantFrom(...WALK_TYPES),
  quantity: fc.integer({ min: 1, max: 20 }),
  schoolId: fc.constantFrom('s1', 's2', 's3'),
  observationCategoryId: fc.constantFrom('c1', 'c2'),
  observationItemId: fc.constantFrom('i1', 'i2', 'i3'),
  searchableTags: fc.subarray(TAGS),
  timestamp,
};

const newEntry: fc.Arbitrary<CountableEntry> = fc
  .record({ ...editable, location, reportedByUserId: fc.constantFrom('u1', 'u2', 'u3') })
  .map(({ location: where, ...fields }) => ({ ...fields, ...where, isDeleted: false }));

const patch: fc.Arbitrary<Partial<CountableEntry>> = fc
  .record({ ...editable, location }, { requiredKeys: [] })
  .map(({ location: where, ...fields }) => ({ ...fields, ...where }));

type Operation =
  | { kind: 'create'; id: string; entry: CountableEntry }
  | { kind: 'edit'; id: string; patch: Partial<CountableEntry> }
  | { kind: 'softDelete'; id: string }
  | { kind: 'restore'; id: string }
  | { kind: 'hardDelete'; id: string };

const entryId = fc.constantFrom(...ENTRY_IDS);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), id: entryId, entry: newEntry }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('edit' as const), id: entryId, patch }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('softDelete' as const), id: entryId }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restore' as const), id: entryId }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('hardDelete' as const), id: entryId }) },
);

/** The stored version after the operation (undefined: gone), or null when the operation does not apply. */
function apply(current: CountableEntry | undefined, op: Operation): CountableEntry | undefined | null {
  switch (op.kind) {
    case 'create':
      return current ? null : op.entry;
    case 'edit':
      return current ? { ...current, ...op.patch } : null;
    case 'softDelete':
      return current ? { ...current, isDeleted: true } : null;
    case 'restore':
      return current ? { ...current, isDeleted: false } : null;
    case 'hardDelete':
      return current ? undefined : null;
  }
}

interface Counts {
  insights: Map<string, number>;
  leaderboard: Map<string, number>;
  tags: Map<string, number>;
}

const emptyCounts = (): Counts => ({ insights: new Map(), leaderboard: new Map(), tags: new Map() });

/** Adds a change to its counter; a change of 0 is a defect (the writes would touch rows for nothing). */
function bump(map: Map<string, number>, key: string, delta: number) {
  // A plain check, not expect(): this runs for every change of every write of every run.
  if (delta === 0) throw new Error(`a change of 0 for ${key}`);
  const value = (map.get(key) ?? 0) + delta;
  if (value === 0) map.delete(key);
  else map.set(key, value);
}

/** Applies one write's changes, as the server does on each (before, after) pair. */
function applyChanges(counts: Counts, before: CountableEntry | null, after: CountableEntry | null) {
  for (const change of insightChanges(before, after)) {
    bump(
      counts.insights,
      [change.countId, change.metric, change.month, change.schoolId].join('|'),
      change.delta,
    );
  }
  for (const change of leaderboardChanges(before, after)) {
    bump(counts.leaderboard, `${change.schoolYear}|${change.userId}`, change.delta);
  }
  for (const [tag, delta] of tagUsageChanges(before, after)) {
    bump(counts.tags, tag, delta);
  }
}

function recount(store: Map<string, CountableEntry>): Counts {
  const counts = emptyCounts();
  for (const entry of store.values()) if (!entry.isDeleted) applyChanges(counts, null, entry);
  return counts;
}

const asObject = (map: Map<string, number>) =>
  Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : 1)));

// Bounded by numRuns; the longest test takes about 0.7 s here and 3 s with the whole suite running.
describe('insight counts maintained write by write', { timeout: 60_000 }, () => {
  it('equal a full recount from the live entries after any sequence of creates, edits and deletes', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        const store = new Map<string, CountableEntry>();
        const counts = emptyCounts();
        for (const op of operations) {
          const before = store.get(op.id);
          const after = apply(before, op);
          if (after === null) continue;
          applyChanges(counts, before ?? null, after ?? null);
          if (after) store.set(op.id, after);
          else store.delete(op.id);
        }

        const expected = recount(store);
        expect(asObject(counts.insights)).toEqual(asObject(expected.insights));
        expect(asObject(counts.leaderboard)).toEqual(asObject(expected.leaderboard));
        expect(asObject(counts.tags)).toEqual(asObject(expected.tags));

        // And against plain sums over the live entries, not through the change functions.
        const live = [...store.values()].filter((entry) => !entry.isDeleted);
        const sumOf = (metric: string) =>
          [...counts.insights]
            .filter(([key]) => key.startsWith(`global|${metric}|`))
            .reduce((sum, [, value]) => sum + value, 0);
        expect(sumOf('totalObservations')).toBe(live.length);
        expect(sumOf('total')).toBe(live.reduce((sum, entry) => sum + entry.quantity, 0));
        for (const tag of TAGS) {
          expect(counts.tags.get(tag) ?? 0).toBe(
            live.filter((entry) => entry.searchableTags.includes(tag)).length,
          );
        }
        expect([...counts.leaderboard.values()].reduce((sum, value) => sum + value, 0)).toBe(live.length);
        for (const map of [counts.insights, counts.leaderboard, counts.tags]) {
          for (const value of map.values()) expect(value).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a create followed by its delete (soft or permanent) nets to no change', () => {
    fc.assert(
      fc.property(newEntry, fc.boolean(), (entry, soft) => {
        const counts = emptyCounts();
        applyChanges(counts, null, entry);
        applyChanges(counts, entry, soft ? { ...entry, isDeleted: true } : null);
        expect(counts.insights.size + counts.leaderboard.size + counts.tags.size).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('an edit that changes nothing yields no changes', () => {
    fc.assert(
      fc.property(newEntry, fc.boolean(), (entry, isDeleted) => {
        const stored = { ...entry, isDeleted };
        const copy = { ...stored, searchableTags: [...stored.searchableTags] };
        expect(insightChanges(stored, copy)).toEqual([]);
        expect(leaderboardChanges(stored, copy)).toEqual([]);
        expect(tagUsageChanges(stored, copy).size).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('an edit then its reverse nets to no change', () => {
    fc.assert(
      fc.property(newEntry, patch, (entry, change) => {
        const edited = { ...entry, ...change };
        const counts = emptyCounts();
        applyChanges(counts, entry, edited);
        applyChanges(counts, edited, entry);
        expect(counts.insights.size + counts.leaderboard.size + counts.tags.size).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
