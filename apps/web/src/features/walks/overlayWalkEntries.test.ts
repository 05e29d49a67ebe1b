import { describe, expect, it } from 'vitest';
import { buildEntry } from '../../test/entryFactories';
import { buildWalk } from '../../test/walkFactories';
import { overlayWalkEntries } from './overlay';
import { walkKeys } from './keys';
import {
  cacheOf,
  contextOf,
  E1,
  E2,
  entryCreate,
  idOf,
  ids,
  queued,
  W1,
  W2,
} from '../../offline/overlayTestKit';

describe('overlayWalkEntries', () => {
  const first = buildEntry({ id: E2, walkId: W1, isFloating: false, timestamp: '2025-03-04T10:00:00.000Z' });

  it.each([
    {
      name: 'adds the entries logged in this walk, newest first, not those of other walks',
      entries: [first],
      mutations: [
        queued('entry.create', entryCreate(E1, { walkId: W1 })),
        queued('entry.create', entryCreate(idOf('e3'), { walkId: W2 })),
        queued('entry.create', entryCreate(idOf('e4'))),
      ],
      expected: [E1, E2],
    },
    {
      name: 'drops an entry deleted offline',
      entries: [first],
      mutations: [queued('entry.delete', { id: E2 })],
      expected: [],
    },
    {
      name: 'does not add an entry logged then deleted offline',
      entries: [first],
      mutations: [
        queued('entry.create', entryCreate(E1, { walkId: W1 })),
        queued('entry.delete', { id: E1 }),
      ],
      expected: [E2],
    },
    {
      name: 'does not add twice an entry the server already has',
      entries: [first],
      mutations: [queued('entry.create', entryCreate(E2, { walkId: W1 }))],
      expected: [E2],
    },
    {
      name: 'lists the entries logged offline when the list was never loaded',
      entries: undefined,
      mutations: [queued('entry.create', entryCreate(E1, { walkId: W1 }))],
      expected: [E1],
    },
    {
      name: 'an empty list for a walk started offline',
      entries: undefined,
      mutations: [queued('walk.create', { id: W1, schoolId: 'school1' })],
      expected: [],
    },
    {
      name: 'still unknown when nothing was logged in it',
      entries: undefined,
      mutations: [queued('entry.create', entryCreate(E1))],
      expected: undefined,
    },
  ])('$name', ({ entries, mutations, expected }) => {
    expect(ids(overlayWalkEntries(entries, W1, contextOf(mutations)))).toEqual(expected);
  });

  it('merges an edit and answers the same list when nothing touches it', () => {
    const list = [first];
    const edited = overlayWalkEntries(
      list,
      W1,
      contextOf([queued('entry.update', { id: E2, changes: { quantity: 9 } })]),
    );
    expect(edited?.[0]?.quantity).toBe(9);
    expect(overlayWalkEntries(list, W1, contextOf([queued('entry.delete', { id: E1 })]))).toBe(list);
  });

  it.each([
    {
      name: 'a walk the server has: its school and walk type',
      extra: {
        cached: cacheOf([
          walkKeys.detail(W1),
          buildWalk({ id: W1, schoolId: 'school3', walkType: 'district' }),
        ]),
      },
      mutations: [],
      expected: { schoolId: 'school3', walkType: 'district' },
    },
    {
      name: 'a walk started offline at another school: partner-led, like its leader',
      extra: {},
      mutations: [queued('walk.create', { id: W1, schoolId: 'school2' })],
      expected: { schoolId: 'school2', walkType: 'partner' },
    },
  ])('an entry logged in $name', ({ extra, mutations, expected }) => {
    const ctx = contextOf([...mutations, queued('entry.create', entryCreate(E1, { walkId: W1 }))], extra);
    expect(overlayWalkEntries(undefined, W1, ctx)?.[0]).toMatchObject({ ...expected, isFloating: false });
  });
});
