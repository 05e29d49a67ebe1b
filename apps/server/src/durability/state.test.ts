import { describe, expect, it } from 'vitest';
import type { EntryArgs, Sent } from './burst.js';
import { type StoredState, violationsAfterCrash, violationsAfterReplay } from './state.js';

const entry = (id: string): EntryArgs => ({
  id,
  schoolId: 'school',
  observationCategoryId: 'cameras',
  observationItemId: 'cameras-1',
  observationType: 'concern',
  quantity: 1,
  location: 'here',
});

/** A burst of one acknowledged create and one push (create e2, edit it twice) whose answer was lost. */
const sent: Sent[] = [
  { request: { kind: 'create', worker: 0, body: entry('e1') }, isAcknowledged: true },
  {
    request: {
      kind: 'push',
      worker: 0,
      body: {
        clientId: 'device',
        mutations: [
          { seq: 1, name: 'entry.create', args: entry('e2') },
          { seq: 2, name: 'entry.update', args: { id: 'e2', changes: { location: 'a' } } },
          { seq: 3, name: 'entry.update', args: { id: 'e2', changes: { location: 'b' } } },
        ],
      },
    },
    isAcknowledged: false,
  },
];

function state(overrides: Partial<StoredState> = {}): StoredState {
  return {
    entries: new Map([
      ['e1', 'x'],
      ['e2', 'y'],
    ]),
    createDeltas: new Map([
      ['e1', 1],
      ['e2', 1],
    ]),
    updateDeltas: new Map([['e2|a', 1]]),
    lastSeq: new Map([['device', 2]]),
    refusals: 0,
    insightDifferences: [],
    ...overrides,
  };
}

describe('the crash checks', () => {
  it('accept a push applied exactly up to the seq the device recorded', () => {
    expect(violationsAfterCrash(sent, state())).toEqual([]);
  });

  it('report an acknowledged entry that is missing', () => {
    const entries = new Map([['e2', 'y']]);
    expect(violationsAfterCrash(sent, state({ entries }))).toContain('acknowledged entry e1 is missing');
  });

  it('report a mutation applied beyond the recorded seq (a push applied by halves)', () => {
    const updateDeltas = new Map([
      ['e2|a', 1],
      ['e2|b', 1],
    ]);
    expect(violationsAfterCrash(sent, state({ updateDeltas }))).toHaveLength(1);
  });

  it('report a mutation at or below the recorded seq that is missing', () => {
    expect(violationsAfterCrash(sent, state({ lastSeq: new Map([['device', 3]]) }))).toHaveLength(1);
  });

  it('report an edit applied twice and counts that differ from a recount', () => {
    const found = violationsAfterCrash(
      sent,
      state({ updateDeltas: new Map([['e2|a', 2]]), insightDifferences: ['cells x: stored 2, recount 1'] }),
    );
    expect(found).toEqual(['edit e2|a applied 2 times', 'cells x: stored 2, recount 1']);
  });

  it('report an entry a replay changed when nothing of it was pending', () => {
    const before = state({
      lastSeq: new Map([['device', 3]]),
      updateDeltas: new Map([
        ['e2|a', 1],
        ['e2|b', 1],
      ]),
    });
    const after = state({
      entries: new Map([
        ['e1', 'changed'],
        ['e2', 'y'],
      ]),
      lastSeq: new Map([['device', 3]]),
      updateDeltas: new Map([
        ['e2|a', 1],
        ['e2|b', 1],
      ]),
    });
    expect(violationsAfterReplay(sent, before, after)).toEqual(['entry e1 changed on replay']);
  });
});
