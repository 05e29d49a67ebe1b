import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WALK_RULES } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildSchools } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { buildWalk } from '../../test/walkFactories';
import { CurrentWalksCard } from './CurrentWalksCard';
import { walksToShow } from './currentWalks';

afterEach(() => vi.unstubAllGlobals());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

function renderCard(handlers: Parameters<typeof mockFetch>[0]) {
  const me = buildMe({ schools: buildSchools(6) });
  const fetch = mockFetch(handlers);
  const view = renderSignedIn(<CurrentWalksCard />, { me, at: '/dashboard' });
  return { ...view, ...fetch };
}

const schoolsOf = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildWalk({ schoolId: `school${index + 1}`, timeCreated: daysAgo(1) }),
  );

describe('the current walks card', () => {
  it('cuts the list at 5 from 6 walks', () => {
    expect(walksToShow([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4, 5], isCut: false });
    expect(walksToShow([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4, 5], isCut: true });
    expect(WALK_RULES.dashboardFullListBelow).toBe(6);
  });

  it('sketches rows while the walks load, announced as loading, then lists them', async () => {
    let send = (_response: Response) => undefined as void;
    renderCard({ 'GET /api/walks/current': () => new Promise<Response>((resolve) => (send = resolve)) });
    const status = screen.getByRole('status', { busy: true });
    expect(await within(status).findByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => send(json(200, { walks: schoolsOf(2) })));
    const list = await screen.findByRole('list', { name: 'My Current Walks' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
  });

  it('shows the full list of fewer than 6 walks', async () => {
    renderCard({ 'GET /api/walks/current': () => json(200, { walks: schoolsOf(5) }) });
    const list = await screen.findByRole('list', { name: 'My Current Walks' });
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: 'View all walks' })).toBeNull();
  });

  it('shows the first 5 of 6 walks and a link to /walks', async () => {
    renderCard({ 'GET /api/walks/current': () => json(200, { walks: schoolsOf(6) }) });
    const list = await screen.findByRole('list', { name: 'My Current Walks' });
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByText(/Showing 5 of 6 walks in progress/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all walks' }).getAttribute('href')).toBe(
      '/walks?currentTab=0&subTab=0',
    );
  });

  it('the reviewer finds what awaits her: a walk awaiting her review shows as "Awaiting your review"', async () => {
    const awaitingMe = buildWalk({
      schoolId: 'school2',
      leaderUserId: 'user2',
      collaborators: [],
      status: 'review',
      awaitingReviewBy: 'user1',
      timeCreated: daysAgo(1),
    });
    renderCard({ 'GET /api/walks/current': () => json(200, { walks: [awaitingMe, ...schoolsOf(1)] }) });
    const list = await screen.findByRole('list', { name: 'My Current Walks' });
    const [first] = within(list).getAllByRole('link');
    expect(first?.textContent).toContain('Awaiting your review');
    expect(first?.getAttribute('href')).toBe(`/walks/walk/${awaitingMe.id}/review`);
  });

  it('walk titles carry their date: two walks at one school are told apart', async () => {
    const walks = ['2025-03-04T15:30:00.000Z', '2025-03-11T15:30:00.000Z'].map((timeCreated) =>
      buildWalk({ timeCreated }),
    );
    renderCard({ 'GET /api/walks/current': () => json(200, { walks }) });
    const list = await screen.findByRole('list', { name: 'My Current Walks' });
    expect(within(list).getByText('School 1 · Mar 4, 2025')).toBeTruthy();
    expect(within(list).getByText('School 1 · Mar 11, 2025')).toBeTruthy();
  });

  it('prompts to complete walks older than 7 days and completes each chosen one', async () => {
    const old = buildWalk({ schoolId: 'school1', timeCreated: daysAgo(8) });
    const empty = buildWalk({ schoolId: 'school2', timeCreated: daysAgo(9), entryCount: 0 });
    const recent = buildWalk({ schoolId: 'school3', timeCreated: daysAgo(2) });
    // A collaborator cannot complete someone else's walk, so it is not offered.
    const joined = buildWalk({ schoolId: 'school4', timeCreated: daysAgo(10), leaderUserId: 'user2' });
    const { calls } = renderCard({
      'GET /api/walks/current': () => json(200, { walks: [old, empty, recent, joined] }),
      'POST /api/walks/*': ({ url }) =>
        json(200, buildWalk({ id: url.pathname.split('/')[3], status: 'complete' })),
    });
    expect(await screen.findByText(/You have 2 SchoolDog Walks in progress/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review older walks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete older walks?' });
    expect(within(dialog).getByRole('checkbox', { name: 'School 1 · 3 entries' })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: /School 3|School 4/ })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete 2 walks' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /some chosen walks have no entries/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete 2 walks' }));
    expect(await screen.findByText('2 SchoolDog Walks completed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      [`/api/walks/${old.id}/complete`, { acknowledgeNoEntries: false }],
      [`/api/walks/${empty.id}/complete`, { acknowledgeNoEntries: true }],
    ]);
  });
});
