import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TWalk } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildSchools, grant, type MeOverrides } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderSignedIn } from '../../../test/render';
import { findActiveFilters } from '../../../test/activeFilters';
import { setScreenWidth } from '../../../test/screen';
import { buildWalk } from '../../../test/walkFactories';
import { WalksPage } from './WalksPage';

afterEach(() => vi.unstubAllGlobals());

type Handlers = Parameters<typeof mockFetch>[0];

function renderWalks(at: string, handlers: Handlers, meOverrides: MeOverrides = {}) {
  const me = buildMe({ schools: buildSchools(2), ...meOverrides });
  const fetch = mockFetch({
    'GET /api/walks/counts': () => json(200, { inProgress: 2, completed: 5 }),
    'GET /api/users': () => json(200, { users: [] }),
    ...handlers,
  });
  const view = renderSignedIn(<WalksPage />, {
    me,
    at,
    routes: [{ path: '/walks/walk/:walkId/*', element: <h1>Walk screen</h1> }],
  });
  return { ...view, ...fetch };
}

const page =
  (walks: TWalk[], nextCursor: string | null = null) =>
  () =>
    json(200, { walks, nextCursor });

describe('the walks list', () => {
  it('reads the filters from the query string and sends them to the API', async () => {
    setScreenWidth(390);
    const { calls, router } = renderWalks(
      '/walks?currentTab=1&subTab=1&dateRange=2025-06-30,2025-01-01&schoolIds=school1&walkTypes=district&userIds=user2&showArchived=true',
      { 'GET /api/walks': page([buildWalk({ status: 'complete' })]) },
      { permissions: grant('log entries', 'view entries', 'manage entries') },
    );
    expect(await screen.findByRole('heading', { name: /^School 1 · / })).toBeTruthy();
    const query = new URLSearchParams(calls.find((call) => call.path === '/api/walks')?.search);
    expect(Object.fromEntries(query)).toEqual({
      currentTab: '1',
      subTab: '1',
      dateRange: '2025-01-01,2025-06-30',
      schoolIds: 'school1',
      walkTypes: 'district',
      userIds: 'user2',
      showArchived: 'true',
      limit: '20',
    });
    expect(screen.getByRole('button', { name: 'Filters (5 active)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'My Walks' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?currentTab=0&subTab=1&dateRange=2025-01-01%2C2025-06-30&schoolIds=school1&walkTypes=district&showArchived=true',
      ),
    );
  });

  it('shows the set filters as removable chips, not only as a number; Clear all keeps the tabs', async () => {
    setScreenWidth(390);
    const { calls, router } = renderWalks(
      '/walks?currentTab=1&subTab=1&dateRange=2025-01-01,2025-01-31&schoolIds=school1&walkTypes=district&userIds=user2&awaitingMyAction=true',
      {
        'GET /api/walks': page([]),
        'GET /api/users': () => json(200, { users: [{ id: 'user2', firstName: 'Ana', lastName: 'Ruiz' }] }),
      },
      { permissions: grant('log entries', 'view entries', 'manage entries') },
    );
    const active = await findActiveFilters();
    await waitFor(() =>
      expect(active.labels()).toEqual([
        expect.stringMatching(/^Jan 1\s–\s31, 2025$/),
        'School 1',
        'District-Led',
        'Ana Ruiz',
        'Awaiting my action',
        'Clear filters',
      ]),
    );

    active.remove('District-Led');
    await waitFor(() => expect(active.labels()).not.toContain('District-Led'));
    expect(new URLSearchParams(router.state.location.search).has('walkTypes')).toBe(false);
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/api/walks').at(-1);
      expect(new URLSearchParams(last?.search).has('walkTypes')).toBe(false);
    });
    expect(screen.getByRole('button', { name: 'Filters (4 active)' })).toBeTruthy();

    await active.clearAll();
    expect(router.state.location.search).toBe('?currentTab=1&subTab=1');
  });

  it('set filters: wide screens leave the date range and schools to the toolbar', async () => {
    setScreenWidth(1280);
    renderWalks('/walks?dateRange=2025-01-01,2025-01-31&schoolIds=school1&showArchived=true', {
      'GET /api/walks': page([]),
    });
    expect((await findActiveFilters()).labels()).toEqual(['With archived walks']);
  });

  it('shows the count badges and the empty state', async () => {
    renderWalks('/walks', { 'GET /api/walks': page([]) });
    expect(await screen.findByText(/There are no SchoolDog Walks that meet your criteria/)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'In Progress, 2 walks' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Completed, 5 walks' })).toBeTruthy();
  });

  it('shows Team Walks In Progress only to users who manage entries', async () => {
    renderWalks('/walks?currentTab=1', { 'GET /api/walks': page([]) });
    expect(await screen.findByRole('tab', { name: 'Team Walks' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Completed/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: /In Progress/ })).toBeNull();
  });

  it('hides the Team Walks tab without view entries', async () => {
    renderWalks('/walks?currentTab=1', { 'GET /api/walks': page([]) }, { permissions: grant('log entries') });
    expect(await screen.findByRole('tab', { name: /In Progress/ })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Team Walks' })).toBeNull();
  });

  it('the reviewer finds what awaits her: a walk awaiting her review reads "Awaiting your review"', async () => {
    const awaitingMe = buildWalk({
      leaderUserId: 'user2',
      collaborators: [],
      status: 'review',
      awaitingReviewBy: 'user1',
    });
    renderWalks('/walks', { 'GET /api/walks': page([awaitingMe]) });
    expect(await screen.findByText('Awaiting your review')).toBeTruthy();
    expect(screen.queryByText(/Awaiting review by/)).toBeNull();
  });

  it('walk titles carry their date: two walks at one school are told apart', async () => {
    const first = buildWalk({ timeCreated: '2025-03-04T15:30:00.000Z' });
    const second = buildWalk({ timeCreated: '2025-03-11T15:30:00.000Z' });
    renderWalks('/walks', { 'GET /api/walks': page([second, first]) });
    expect(await screen.findByText('School 1 · Mar 11, 2025')).toBeTruthy();
    expect(screen.getByText('School 1 · Mar 4, 2025')).toBeTruthy();
  });

  it('offers the manage items of the card menu only with manage rights', async () => {
    const mine = buildWalk({ status: 'review', awaitingReviewBy: 'user3' });
    const theirs = buildWalk({ schoolId: 'school2', leaderUserId: 'user2', collaborators: ['user1'] });
    renderWalks('/walks', { 'GET /api/walks': page([mine, theirs]) });
    // The reviewer's name opens their hover card, so the sentence spans two elements.
    const reviewer = await screen.findByRole('button', { name: 'Riley Chen' });
    expect(reviewer.parentElement?.textContent).toBe('Awaiting review by Riley Chen');

    fireEvent.click(screen.getByRole('button', { name: 'Actions for the walk at School 1' }));
    let menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Archive', 'Place Back In Progress', 'Permanently Delete']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Actions for the walk at School 2' }));
    menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open']);
  });

  it('deletes a walk only after the confirmation', async () => {
    const walk = buildWalk();
    const { calls } = renderWalks('/walks', {
      'GET /api/walks': page([walk]),
      [`DELETE /api/walks/${walk.id}`]: () => new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for the walk at School 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Permanently Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permanently delete this SchoolDog Walk?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Permanently Delete' }));
    expect(await screen.findByText('SchoolDog Walk deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('reports card and download buttons need download entry reports: the completed-walk dialog offers no CSV without it', async () => {
    const done = buildWalk({ status: 'complete', timeCompleted: '2025-03-05T15:00:00.000Z' });
    renderWalks('/walks?subTab=1', { 'GET /api/walks': page([done]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Open the walk at School 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'This SchoolDog Walk has been completed' });
    expect(within(dialog).getByRole('link', { name: 'View Details' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Download Entries (CSV)' })).toBeNull();
  });

  it('opens a complete walk in the completed-walk dialog and others on the walk screen', async () => {
    const done = buildWalk({ status: 'complete', score: 87, timeCompleted: '2025-03-05T15:00:00.000Z' });
    const open = buildWalk({ schoolId: 'school2', isAbandoned: true });
    const { router } = renderWalks(
      '/walks?subTab=1',
      { 'GET /api/walks': page([done, open]) },
      { permissions: grant('log entries', 'view entries', 'download entry reports') },
    );
    expect(await screen.findByText('Assessment score: 87')).toBeTruthy();
    expect(screen.getByText('Abandoned')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open the walk at School 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'This SchoolDog Walk has been completed' });
    expect(within(dialog).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      `/walks/walk/${done.id}/complete`,
    );
    expect(within(dialog).getByRole('link', { name: 'Download Entries (CSV)' }).getAttribute('href')).toBe(
      `/api/walks/${done.id}/entries.csv`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Open the walk at School 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/walks/walk/${open.id}`));
  });

  it('loads 20 more walks with Load More', async () => {
    const first = Array.from({ length: 20 }, () => buildWalk());
    const { calls } = renderWalks('/walks', {
      'GET /api/walks': ({ url }) =>
        url.searchParams.get('cursor') === 'next'
          ? page([buildWalk({ schoolId: 'school2' })])()
          : page(first, 'next')(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('heading', { name: /^School 2 · / })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/walks')).toHaveLength(2);
  });
});
