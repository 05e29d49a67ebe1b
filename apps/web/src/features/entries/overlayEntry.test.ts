import type { TEntry } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { buildEntry } from '../../test/entryFactories';
import { overlayEntry } from './overlay';
import { contextOf, E1, E2, entryCreate, queued, USER, W1 } from '../../offline/overlayTestKit';
import { pendingChangesOf } from '../../offline/pendingChanges';

describe('the queued changes the overlays read', () => {
  it.each([
    ['a pending change', queued('entry.delete', { id: E1 }), 1],
    [
      'a refused change (visible until discarded)',
      queued('entry.delete', { id: E1 }, { status: 'refused' }),
      1,
    ],
    ["another user's change", queued('entry.delete', { id: E1 }, { userId: 'user2' }), 0],
    ['a damaged record', queued('entry.delete', { id: 'not an id' }), 0],
  ])('%s counts: %s', (_name, mutation, expected) => {
    expect(pendingChangesOf([mutation], USER.id)).toHaveLength(expected);
  });

  it('keeps seq order and fills in the create defaults', () => {
    const later = queued('entry.delete', { id: E2 });
    const earlier = queued('entry.create', { ...entryCreate(E1), location: undefined, comment: undefined });
    const changes = pendingChangesOf([later, earlier], USER.id);
    expect(changes.map((change) => change.name)).toEqual(['entry.delete', 'entry.create']);
    const create = changes.find((change) => change.name === 'entry.create');
    expect(create?.args).toMatchObject({ location: '', comment: '', imagePaths: [] });
  });
});

describe('overlayEntry', () => {
  const server = buildEntry({ id: E1, comment: 'From the server' });

  it('builds an entry logged offline as the server would: reporter, tags, walk type, time', () => {
    const ctx = contextOf([queued('entry.create', entryCreate(E1))]);
    expect(overlayEntry(undefined, E1, ctx)).toEqual({
      id: E1,
      observationType: 'concern',
      observationCategoryId: 'facilities',
      observationItemId: 'window',
      quantity: 2,
      location: 'Gym',
      searchableLocation: 'gym',
      locationDataProfileId: null,
      locationDataProfileOptionId: null,
      comment: 'Logged offline',
      imagePaths: [],
      timestamp: '2025-03-05T14:00:00.000Z',
      schoolId: 'school1',
      reportedByUserId: 'user1',
      reportedBy: { id: 'user1', firstName: 'Jordan', lastName: 'Lee' },
      walkId: null,
      walk: null,
      walkType: 'school',
      tags: ['Building', 'Glass', 'Urgent'],
      manualTags: ['Urgent'],
      searchableTags: ['building', 'glass', 'urgent'],
      isFloating: true,
      isDeleted: false,
      observationNumber: 0,
      timeCreated: '2025-03-05T14:00:00.000Z',
      timeUpdated: '2025-03-05T14:00:00.000Z',
      assessments: [],
      createdSafetyAlertIds: [],
      createdWorkOrderIds: [],
    } satisfies TEntry);
  });

  it.each([
    {
      name: 'nothing queued for it: the same object',
      entry: server,
      mutations: [queued('entry.delete', { id: E2 })],
      expected: (result: TEntry | null | undefined) => expect(result).toBe(server),
    },
    {
      name: 'the server does not have it yet (null): built from its create',
      entry: null,
      mutations: [queued('entry.create', entryCreate(E1))],
      expected: (result: TEntry | null | undefined) => expect(result?.comment).toBe('Logged offline'),
    },
    {
      name: 'a refused create stays visible',
      entry: null,
      mutations: [queued('entry.create', entryCreate(E1), { status: 'refused' })],
      expected: (result: TEntry | null | undefined) => expect(result?.id).toBe(E1),
    },
    {
      name: 'deleted offline: null, so its page leaves',
      entry: server,
      mutations: [queued('entry.delete', { id: E1 })],
      expected: (result: TEntry | null | undefined) => expect(result).toBeNull(),
    },
    {
      name: 'unknown and nothing queued: still unknown',
      entry: undefined,
      mutations: [],
      expected: (result: TEntry | null | undefined) => expect(result).toBeUndefined(),
    },
    {
      name: 'edits apply in order, each field only when sent',
      entry: server,
      mutations: [
        queued('entry.update', { id: E1, changes: { comment: 'First', quantity: 3 } }),
        queued('entry.update', { id: E1, changes: { comment: 'Second' } }),
      ],
      expected: (result: TEntry | null | undefined) =>
        expect(result).toMatchObject({ comment: 'Second', quantity: 3, location: 'Gym' }),
    },
  ])('$name', ({ entry, mutations, expected }) => {
    expected(overlayEntry(entry, E1, contextOf(mutations)));
  });

  it.each([
    {
      name: 'a new item recomputes the tags from the settings, keeping the manual ones',
      changes: { observationCategoryId: 'security', observationItemId: 'door' },
      hasSettings: true,
      tags: ['Old'],
    },
    {
      name: 'new manual tags join the category and item tags',
      changes: { manualTags: ['Loose', ' loose ', ''] },
      hasSettings: true,
      tags: ['Building', 'Glass', 'Loose'],
    },
    {
      name: 'without the settings, the category and item tags it had are kept',
      changes: { manualTags: ['Loose'] },
      hasSettings: false,
      tags: ['Building', 'Glass', 'Loose'],
    },
  ])('$name', ({ changes, hasSettings, tags }) => {
    const entry = buildEntry({ id: E1, tags: ['Building', 'Glass', 'Old'], manualTags: ['Old'] });
    const ctx = contextOf(
      [queued('entry.update', { id: E1, changes })],
      hasSettings ? {} : { settings: undefined },
    );
    const result = overlayEntry(entry, E1, ctx);
    expect(result?.tags).toEqual(tags);
    expect(result?.searchableTags).toEqual(tags.map((tag) => tag.toLowerCase()));
  });

  it.each([
    {
      name: 'a floating entry moved by its reporter takes the new walk type',
      walkId: null,
      school: 'school2',
      walkType: 'partner',
    },
    {
      name: 'an entry of a walk stays at the walk school',
      walkId: W1,
      school: 'school1',
      walkType: 'school',
    },
  ])('$name', ({ walkId, school, walkType }) => {
    const entry = buildEntry({ id: E1, walkId, isFloating: walkId === null });
    const ctx = contextOf([
      queued('entry.update', { id: E1, changes: { schoolId: 'school2', location: ' Hall ' } }),
    ]);
    expect(overlayEntry(entry, E1, ctx)).toMatchObject({
      schoolId: school,
      walkType,
      location: 'Hall',
      searchableLocation: 'hall',
    });
  });
});
