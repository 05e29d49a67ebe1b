import { describe, expect, it } from 'vitest';
import { buildEntry } from '../../test/entryFactories';
import { buildWalk } from '../../test/walkFactories';
import { overlayWalk, overlayWalkCounts, overlayWalkPages, overlayWalks } from './overlay';
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

describe('overlayWalk', () => {
  const server = buildWalk({ id: W1, entryCount: 2 });

  it('builds a walk started offline: in progress, led by the user, with the collaborators it names', () => {
    const ctx = contextOf(
      [queued('walk.create', { id: W1, schoolId: 'school1', collaboratorUserIds: ['user2'] })],
      {
        cached: cacheOf([
          walkKeys.collaborators('school1'),
          [{ id: 'user2', firstName: 'Sam', lastName: 'Ortiz' }],
        ]),
      },
    );
    expect(overlayWalk(null, W1, ctx)).toEqual(
      buildWalk({
        id: W1,
        people: [
          { id: 'user1', firstName: 'Jordan', lastName: 'Lee' },
          { id: 'user2', firstName: 'Sam', lastName: 'Ortiz' },
        ],
        entryCount: 0,
        tags: [],
        timeCreated: '2025-03-05T14:00:00.000Z',
        timeUpdated: '2025-03-05T14:00:00.000Z',
      }),
    );
  });

  it.each([
    {
      name: 'merges only the context fields sent',
      mutations: [
        queued('walk.update', { id: W1, changes: { context: { weatherTemperature: 70 } } }),
        queued('walk.update', { id: W1, changes: { context: { additionalNotes: 'Windy' } } }),
      ],
      expected: {
        context: { ...server.context, weatherTemperature: 70, additionalNotes: 'Windy' },
        entryCount: 2,
      },
    },
    {
      name: 'counts the entries logged in it offline',
      mutations: [
        queued('entry.create', entryCreate(E1, { walkId: W1 })),
        queued('entry.create', entryCreate(idOf('e5'), { walkId: W2 })),
      ],
      expected: { entryCount: 3 },
    },
    {
      name: 'hands leadership to a collaborator',
      mutations: [queued('walk.update', { id: W1, changes: { leaderUserId: 'user2' } })],
      expected: { leaderUserId: 'user2', collaborators: ['user1'], participantUserIds: ['user1', 'user2'] },
    },
  ])('$name', ({ mutations, expected }) => {
    expect(overlayWalk(server, W1, contextOf(mutations))).toMatchObject(expected);
  });

  it('uncounts a deleted entry the server listed in the walk, not one it did not', () => {
    const listed = buildEntry({ id: E2, walkId: W1 });
    const ctx = contextOf([queued('entry.delete', { id: E2 }), queued('entry.delete', { id: idOf('e9') })], {
      cached: cacheOf([walkKeys.entries(W1), [listed]]),
    });
    expect(overlayWalk(server, W1, ctx)?.entryCount).toBe(1);
  });

  it('answers the same walk when nothing touches it, and a missing walk stays missing', () => {
    const ctx = contextOf([queued('walk.update', { id: W2, changes: { context: { weatherComment: 'x' } } })]);
    expect(overlayWalk(server, W1, ctx)).toBe(server);
    expect(overlayWalk(null, W1, ctx)).toBeNull();
  });
});

describe('lists of walks', () => {
  const listed = buildWalk({ id: W2, timeCreated: '2025-03-01T10:00:00.000Z' });
  const started = queued('walk.create', { id: W1, schoolId: 'school1' });

  it.each([
    { name: 'any school', belongs: undefined, expected: [W1, W2] },
    {
      name: 'the same school',
      belongs: (walk: { schoolId: string }) => walk.schoolId === 'school1',
      expected: [W1, W2],
    },
    {
      name: 'not another school',
      belongs: (walk: { schoolId: string }) => walk.schoolId === 'school2',
      expected: [W2],
    },
  ])('the current walks show a walk started offline at $name', ({ belongs, expected }) => {
    expect(ids(overlayWalks([listed], contextOf([started]), belongs))).toEqual(expected);
  });

  it('the current walks are known from the outbox alone, and unchanged without changes', () => {
    expect(ids(overlayWalks(undefined, contextOf([started])))).toEqual([W1]);
    const walks = [listed];
    expect(overlayWalks(walks, contextOf([queued('entry.delete', { id: E1 })]))).toBe(walks);
  });

  const pages = {
    pages: [
      { walks: [listed], nextCursor: 'next' },
      { walks: [buildWalk({ id: idOf('w3') })], nextCursor: null },
    ],
    pageParams: [null, 'next'],
  };

  it.each([
    { search: 'currentTab=0&subTab=0', expected: [[W1, W2], [idOf('w3')]] },
    {
      search: 'currentTab=0&subTab=0&schoolIds=school1&walkTypes=school',
      expected: [[W1, W2], [idOf('w3')]],
    },
    { search: 'currentTab=0&subTab=0&awaitingMyAction=true', expected: [[W1, W2], [idOf('w3')]] },
    { search: 'currentTab=0&subTab=0&dateRange=2025-03-05,2025-03-05', expected: [[W1, W2], [idOf('w3')]] },
    { search: 'currentTab=0&subTab=1', expected: [[W2], [idOf('w3')]] },
    { search: 'currentTab=1&subTab=0', expected: [[W2], [idOf('w3')]] },
    { search: 'currentTab=0&subTab=0&schoolIds=school2', expected: [[W2], [idOf('w3')]] },
    { search: 'currentTab=0&subTab=0&walkTypes=district', expected: [[W2], [idOf('w3')]] },
    { search: 'currentTab=0&subTab=0&dateRange=2025-01-01,2025-01-31', expected: [[W2], [idOf('w3')]] },
  ])('the walks list with $search', ({ search, expected }) => {
    const result = overlayWalkPages(pages, search, contextOf([started]));
    expect(result?.pages.map((page) => ids(page.walks))).toEqual(expected);
  });

  it('the walks list merges a context change and is built from the outbox when never loaded', () => {
    const change = queued('walk.update', { id: W2, changes: { context: { weatherComment: 'Sunny' } } });
    const result = overlayWalkPages(pages, 'currentTab=0&subTab=1', contextOf([change]));
    expect(result?.pages[0]?.walks[0]?.context.weatherComment).toBe('Sunny');
    expect(result?.pages[1]).toBe(pages.pages[1]);
    const built = overlayWalkPages(undefined, 'currentTab=0&subTab=0', contextOf([started]));
    expect(built?.pages).toEqual([{ walks: [expect.objectContaining({ id: W1 })], nextCursor: null }]);
  });

  it.each([
    {
      search: 'currentTab=0',
      counts: { inProgress: 2, completed: 5 },
      expected: { inProgress: 3, completed: 5 },
    },
    { search: 'currentTab=0', counts: undefined, expected: { inProgress: 1, completed: 0 } },
    {
      search: 'currentTab=1',
      counts: { inProgress: 2, completed: 5 },
      expected: { inProgress: 2, completed: 5 },
    },
    {
      search: 'currentTab=0&schoolIds=school2',
      counts: { inProgress: 0, completed: 1 },
      expected: { inProgress: 0, completed: 1 },
    },
  ])('the sub-tab badges with $search', ({ search, counts, expected }) => {
    expect(overlayWalkCounts(counts, search, contextOf([started]))).toEqual(expected);
  });
});
