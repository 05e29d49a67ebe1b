import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/eventSource';
import { buildMe } from '../../../test/factories';
import { OBSERVATION_SETTINGS } from '../../../test/entryFactories';
import { json } from '../../../test/fetchMock';
import { buildWalk, mockWalkApi, renderWalk, WALK_ID } from './walkTestKit';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

const walkPath = `/walks/walk/${WALK_ID}`;

describe('the walk screen', () => {
  it('redirects a walk in review to /review and a complete one to /complete', async () => {
    mockWalkApi(() => buildWalk({ status: 'review', awaitingReviewBy: 'user3' }));
    const { router } = renderWalk(walkPath);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${walkPath}/review`));
    expect(await screen.findByText('Everything look good?')).toBeTruthy();
  });

  it('sends a missing walk back to /walks with an error toast', async () => {
    mockWalkApi(() => buildWalk(), {
      [`GET /api/walks/${WALK_ID}`]: () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
    });
    const { router } = renderWalk(walkPath);
    expect(await screen.findByRole('heading', { name: 'Walks list' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/walks');
    expect(screen.getByText('This SchoolDog Walk could not be opened.')).toBeTruthy();
  });

  it('remembers the tab per walk, and an out-of-range tab resets to Log Entries', async () => {
    mockWalkApi(() => buildWalk());
    renderWalk(walkPath);
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Complete SchoolDog Walk' }));
    expect(window.localStorage.getItem(`schooldog.walk.${WALK_ID}.tab`)).toBe('1');

    window.localStorage.setItem(`schooldog.walk.${WALK_ID}.tab`, '7');
    const { readWalkTab } = await import('./walkStorage');
    expect(readWalkTab(WALK_ID)).toBe(0);
  });

  it('sketches the screen while the walk loads, then the tiles and entries until theirs come', async () => {
    window.localStorage.setItem(`schooldog.walk.${WALK_ID}.tab`, '0');
    window.localStorage.setItem('schooldog.walk.continuePromptHidden', 'true');
    const pending: Record<string, (response: Response) => void> = {};
    const later = (name: string) => () => new Promise<Response>((resolve) => (pending[name] = resolve));
    mockWalkApi(() => buildWalk({ entryCount: 2 }), {
      [`GET /api/walks/${WALK_ID}`]: later('walk'),
      [`GET /api/walks/${WALK_ID}/entries`]: later('entries'),
      'GET /api/observation-settings': later('settings'),
    });
    renderWalk(walkPath);
    const loading = screen.getByRole('status', { busy: true });
    expect(await within(loading).findByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await act(async () => pending.walk?.(json(200, buildWalk({ entryCount: 2 }))));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    // Tiles and entry cards are sketched (no Master List tile alone, that would move when the rest came).
    expect(screen.getAllByRole('status', { busy: true }).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: 'Log an entry in Master List' })).toBeNull();

    await act(async () => pending.settings?.(json(200, OBSERVATION_SETTINGS)));
    expect(await screen.findByRole('button', { name: 'Log an entry in Master List' })).toBeTruthy();
    await act(async () => pending.entries?.(json(200, { entries: [] })));
    expect(
      await screen.findAllByText('No entries have been logged in this SchoolDog Walk yet.'),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
  });

  it('shows a category tile per observation category plus the Master List', async () => {
    window.localStorage.setItem(`schooldog.walk.${WALK_ID}.tab`, '0');
    mockWalkApi(() => buildWalk());
    renderWalk(walkPath);
    for (const name of ['Facilities', 'Security', 'Other', 'Master List']) {
      expect(await screen.findByRole('button', { name: `Log an entry in ${name}` })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Log an entry in Security' }));
    expect(await screen.findByRole('dialog', { name: 'Log Entry' })).toBeTruthy();
  });

  it('warns on the finish step when the walk has no entries', async () => {
    window.localStorage.setItem(`schooldog.walk.${WALK_ID}.tab`, '1');
    mockWalkApi(() => buildWalk());
    renderWalk(walkPath);
    expect(await screen.findByText('This SchoolDog Walk has no entries yet.')).toBeTruthy();
  });

  it('tells a collaborator that only the leader can Review and Complete', async () => {
    window.localStorage.setItem(`schooldog.walk.${WALK_ID}.tab`, '1');
    mockWalkApi(() => buildWalk({ leaderUserId: 'user2', collaborators: ['user1'] }));
    renderWalk(walkPath);
    expect(
      await screen.findByText('Only the Leader for a SchoolDog Walk can Review and Complete.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review and Complete' }).hasAttribute('disabled')).toBe(true);
  });

  it('reviewer picker: each person shows their role, the chosen one by name', async () => {
    window.localStorage.setItem(`schooldog.walk.${WALK_ID}.tab`, '1');
    const reviewer = { id: 'user7', firstName: 'Dana', lastName: 'Ruiz' };
    mockWalkApi(() => buildWalk(), {
      [`GET /api/walks/${WALK_ID}/reviewers`]: () =>
        json(200, { users: [{ ...reviewer, role: 'principal', friendlyRole: 'Principal' }] }),
    });
    renderWalk(walkPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Review and Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review and Complete' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const option = await screen.findByRole('option', { name: /Dana Ruiz/ });
    expect(within(option).getByText('Principal')).toBeTruthy();
    fireEvent.click(option);
    expect(within(dialog).getByRole('combobox').textContent).toBe('Dana Ruiz');
  });

  it('the walk screen: after Send for review the leader is not told that only the Leader can Review and Complete', async () => {
    window.localStorage.setItem(`schooldog.walk.${WALK_ID}.tab`, '1');
    window.localStorage.setItem('schooldog.walk.continuePromptHidden', 'true');
    let walk = buildWalk({ entryCount: 1 });
    mockWalkApi(() => walk, {
      [`GET /api/walks/${WALK_ID}/reviewers`]: () =>
        json(200, {
          users: [
            {
              id: 'user3',
              firstName: 'Riley',
              lastName: 'Chen',
              role: 'principal',
              friendlyRole: 'Principal',
            },
          ],
        }),
      [`POST /api/walks/${WALK_ID}/submit`]: () => {
        walk = { ...walk, status: 'review', awaitingReviewBy: 'user3' };
        return json(200, walk);
      },
    });
    renderWalk(walkPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Review and Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review and Complete' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Reviewer/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Riley Chen/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByRole('dialog', { name: 'Sent for review' })).toBeTruthy();
    expect(screen.queryByText('Only the Leader for a SchoolDog Walk can Review and Complete.')).toBeNull();
  });

  it('needs the acknowledgement to complete a walk with zero entries', async () => {
    window.localStorage.setItem(`schooldog.walk.${WALK_ID}.tab`, '1');
    let walk = buildWalk();
    const { calls } = mockWalkApi(() => walk, {
      [`GET /api/walks/${WALK_ID}/reviewers`]: () => json(200, { users: [] }),
      [`POST /api/walks/${WALK_ID}/complete`]: () => {
        walk = { ...walk, status: 'complete', timeCompleted: '2025-03-05T15:00:00.000Z' };
        return json(200, walk);
      },
    });
    const { router } = renderWalk(walkPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Review and Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review and Complete' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Complete now' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete now' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /has no entries/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${walkPath}/complete`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ acknowledgeNoEntries: true });
    expect(await screen.findByText('SchoolDog Walk Completed')).toBeTruthy();
  });

  it('follows the walk to /complete when it completes elsewhere while open', async () => {
    let walk = buildWalk();
    mockWalkApi(() => walk);
    const { router } = renderWalk(walkPath);
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeTruthy();
    walk = { ...walk, status: 'complete', timeCompleted: '2025-03-05T15:00:00.000Z' };
    const change = JSON.stringify({ type: 'walk', id: WALK_ID, action: 'updated' });
    act(() => FakeEventSource.instances.forEach((source) => source.emit('change', change)));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${walkPath}/complete`));
    expect(await screen.findByText('SchoolDog Walk Completed')).toBeTruthy();
  });

  it('shows the history with the spec labels and colours', async () => {
    const step = { comments: null, notifiedEmails: [], byUserId: 'user1', revisionsRequested: false };
    mockWalkApi(() =>
      buildWalk({
        submissionHistory: [
          { ...step, timestamp: '2025-03-04T16:00:00.000Z', fromStatus: 'inprogress', toStatus: 'review' },
          { ...step, timestamp: '2025-03-04T17:00:00.000Z', fromStatus: 'review', toStatus: 'inprogress' },
          { ...step, timestamp: '2025-03-04T18:00:00.000Z', fromStatus: 'inprogress', toStatus: 'review' },
          { ...step, timestamp: '2025-03-04T19:00:00.000Z', fromStatus: 'review', toStatus: 'inprogress' },
        ],
      }),
    );
    renderWalk(walkPath);
    const history = await screen.findByRole('list', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Submitted for Review',
      'Placed In Progress',
      'Submitted for Review',
      'Placed In Progress',
    ]);
    expect(items.map((item) => item.querySelector('[data-colour]')?.getAttribute('data-colour'))).toEqual([
      'info',
      'warning',
      'info',
      'primary',
    ]);
  });

  it('offers the continue prompt with "do not show again" only above one entry', async () => {
    mockWalkApi(() => buildWalk({ entryCount: 2 }));
    renderWalk(walkPath, buildMe());
    const dialog = await screen.findByRole('dialog', { name: 'Continue this SchoolDog Walk?' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Do not show this again' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Logging Entries' }));
    expect(window.localStorage.getItem('schooldog.walk.continuePromptHidden')).toBe('true');
  });
});
