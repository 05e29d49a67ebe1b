import { fireEvent, screen, within } from '@testing-library/react';
import type { TEntry, TEntryWalk } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEntry, OBSERVATION_SETTINGS } from '../../test/entryFactories';
import { buildMe, buildSchools } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { createTestQueryClient, renderRoutes, renderSignedIn } from '../../test/render';
import { CurrentUserProvider } from '../auth/currentUser';
import { EntriesPage } from './EntriesPage';
import { EntryDetailPage } from './EntryDetailPage';
import { EntryDialog } from './EntryDialog';
import { observationSettingsQuery } from '../observation-settings/queries';

/*
 * Defect (issue 11): the explorer, the entry page and the entry dialog offered Edit and Delete by
 * the general entry rule while the server applies the walk rule to walk entries. They now read
 * canChangeEntry on the walk the entry carries. The signed-in user is user1, who views and logs
 * entries at school1 but has no manage rights.
 */

afterEach(() => vi.unstubAllGlobals());

const me = buildMe({ schools: buildSchools(1) });
const walkOf = (status: TEntryWalk['status'], leaderUserId: string, collaborators: string[]): TEntryWalk => ({
  status,
  leaderUserId,
  collaborators,
});
const inWalk = (walk: TEntryWalk, reportedByUserId: string, comment: string) =>
  buildEntry({
    walkId: 'walk0000000000000001',
    walk,
    isFloating: false,
    reportedByUserId,
    reportedBy: { id: reportedByUserId, firstName: 'Reporter', lastName: reportedByUserId },
    comment,
  });

/** user1 reported it, in a walk led by user2 that is now in review: the server refuses the edit. */
const ownInReview = inWalk(walkOf('review', 'user2', ['user1']), 'user1', 'Own entry, walk in review');
/** user1 leads the walk in progress; a collaborator reported it: the leader may change it. */
const collaboratorsInLedWalk = inWalk(
  walkOf('inprogress', 'user1', ['user2']),
  'user2',
  'By my collaborator',
);
/** user1 is a collaborator; the leader reported it: collaborators change only their own. */
const leadersAsCollaborator = inWalk(walkOf('inprogress', 'user2', ['user1']), 'user2', 'By my leader');
/** user1's own entry of a walk in progress. */
const ownInProgress = inWalk(walkOf('inprogress', 'user2', ['user1']), 'user1', 'Own entry, in progress');
/** user1's own entry of a complete walk. */
const ownComplete = inWalk(walkOf('complete', 'user1', []), 'user1', 'Own entry, walk complete');

const cases: { name: string; entry: TEntry; allowed: boolean }[] = [
  { name: 'the reporter, on their entry of a walk in review', entry: ownInReview, allowed: false },
  { name: 'the reporter, on their entry of a complete walk', entry: ownComplete, allowed: false },
  { name: 'the reporter, on their entry of a walk in progress', entry: ownInProgress, allowed: true },
  {
    name: 'the leader, on a collaborator’s entry of their walk in progress',
    entry: collaboratorsInLedWalk,
    allowed: true,
  },
  { name: 'a collaborator, on the leader’s entry', entry: leadersAsCollaborator, allowed: false },
];

const rows = cases.map(({ name, allowed, entry }) => [name, allowed, entry] as const);

describe('entry Edit/Delete by the walk rule: the entries explorer', () => {
  it('offers Edit exactly where the server accepts the change', async () => {
    mockFetch({
      'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
      'GET /api/entries/count': () => json(200, { count: cases.length }),
      'GET /api/entries': () => json(200, { entries: cases.map(({ entry }) => entry), nextCursor: null }),
    });
    renderSignedIn(<EntriesPage />, { me, at: '/entries' });
    for (const { name, entry, allowed } of cases) {
      const card = (await screen.findByText(entry.comment)).closest('li') as HTMLElement;
      expect(within(card).queryByRole('button', { name: 'Edit' }) !== null, name).toBe(allowed);
    }
  });
});

describe('entry Edit/Delete by the walk rule: the entry page', () => {
  it.each(rows)('%s: Edit and Delete offered: %s', async (_name, allowed, entry) => {
    mockFetch({
      [`GET /api/entries/${entry.id}`]: () => json(200, entry),
      'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    });
    renderRoutes({
      at: `/entries/${entry.id}`,
      routes: [
        {
          path: '/entries/:entryId',
          element: (
            <CurrentUserProvider me={me}>
              <EntryDetailPage />
            </CurrentUserProvider>
          ),
        },
      ],
    });
    expect(await screen.findByText(entry.comment)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' }) !== null).toBe(allowed);
    expect(screen.queryByRole('button', { name: 'Delete' }) !== null).toBe(allowed);
  });
});

describe('entry Edit/Delete by the walk rule: the entry dialog', () => {
  it.each(rows)('%s: Delete offered: %s', async (_name, allowed, entry) => {
    mockFetch({ 'GET /api/schools/school1/locations': () => json(200, { locations: [] }) });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(observationSettingsQuery.queryKey, OBSERVATION_SETTINGS);
    renderRoutes({
      at: '/',
      queryClient,
      routes: [
        {
          path: '/',
          element: (
            <CurrentUserProvider me={me}>
              <EntryDialog entry={entry} onClose={() => undefined} />
            </CurrentUserProvider>
          ),
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Entry' });
    expect(within(dialog).queryByRole('button', { name: 'Delete' }) !== null).toBe(allowed);
  });

  it('the leader deletes a collaborator’s entry from the dialog after a confirmation', async () => {
    mockFetch({ 'GET /api/schools/school1/locations': () => json(200, { locations: [] }) });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(observationSettingsQuery.queryKey, OBSERVATION_SETTINGS);
    renderRoutes({
      at: '/',
      queryClient,
      routes: [
        {
          path: '/',
          element: (
            <CurrentUserProvider me={me}>
              <EntryDialog entry={collaboratorsInLedWalk} onClose={() => undefined} />
            </CurrentUserProvider>
          ),
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this entry?' })).toBeTruthy();
  });
});
