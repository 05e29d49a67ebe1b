import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, grant } from '../../test/factories';
import { buildEntry, CYCLES, renderDashboardCards } from './dashboardTestKit';

afterEach(() => vi.unstubAllGlobals());

const everyCard = () =>
  buildMe({ permissions: grant('log entries', 'view entry leaderboards', 'view assessments') });

/** The cards' titles, top to bottom, once every card has loaded. */
async function cardTitles(count: number) {
  await waitFor(() => expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(count));
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('the dashboard’s cards (spec 000 §2 "Dashboard")', () => {
  it('shows the cards in the default order, each with its empty state', async () => {
    renderDashboardCards(everyCard());
    expect(await cardTitles(5)).toEqual([
      'My Current Walks',
      'My Logged Entries',
      'School Leaderboard',
      'Top Walkers',
      'Recent Assessments',
    ]);
    expect(await screen.findByText('No entries logged for this cycle.')).toBeTruthy();
    expect(await screen.findByText('There are no Top Walkers yet.')).toBeTruthy();
    expect(await screen.findByText('You have not logged any entries yet.')).toBeTruthy();
  });

  it('follows the user’s saved order and leaves out the cards they turned off', async () => {
    const me = everyCard();
    me.user.dashboardOrder = [
      { value: 'topWalkers', label: 'Top Walkers', isDisabled: false },
      { value: 'currentWalks', label: 'My Current Walks', isDisabled: true },
      { value: 'recentAssessments', label: 'Recent Assessments', isDisabled: false },
    ];
    renderDashboardCards(me);
    expect(await cardTitles(4)).toEqual([
      'Top Walkers',
      'Recent Assessments',
      'My Logged Entries',
      'School Leaderboard',
    ]);
  });

  it('ranks the leaderboard gold, silver and bronze, and reads another cycle when chosen', async () => {
    const { calls } = renderDashboardCards(everyCard(), {
      leaderboard: (cycle) =>
        cycle === '2026-09'
          ? [{ schoolId: 's3', name: 'Pine Ridge Middle', count: 1 }]
          : [
              { schoolId: 's1', name: 'Lakeview Elementary', count: 12 },
              { schoolId: 's2', name: 'Oak Hill High', count: 7 },
              { schoolId: 's3', name: 'Pine Ridge Middle', count: 1 },
            ],
    });
    const card = await screen.findByRole('region', { name: 'School Leaderboard' });
    expect(await within(card).findByText('Gold · 12 entries')).toBeTruthy();
    expect(within(card).getByText('Silver · 7 entries')).toBeTruthy();
    expect(within(card).getByText('Bronze · 1 entry')).toBeTruthy();
    fireEvent.mouseDown(within(card).getByRole('combobox', { name: 'Cycle' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(36);
    expect(options[0]?.textContent).toBe('November 2026');
    fireEvent.click(screen.getByRole('option', { name: 'September 2026' }));
    await waitFor(() => expect(within(card).queryByText('Lakeview Elementary')).toBeNull());
    expect(within(card).getByText('Gold · 1 entry')).toBeTruthy();
    expect(calls.some((call) => call.search === '?cycle=2026-09')).toBe(true);
    expect(CYCLES).toHaveLength(36);
  });

  it('lists the Top Walkers of the school year, written 2026-2027', async () => {
    renderDashboardCards(everyCard(), {
      walkers: [
        { userId: 'u1', name: 'Ana Ruiz', count: 9 },
        { userId: 'u2', name: 'Ben Cole', count: 4 },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Top Walkers' });
    expect(await within(card).findByText('School year 2026-2027')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Ana Ruiz9 entries', '2Ben Cole4 entries']);
  });

  it('lists the user’s latest entries, each linking to its page', async () => {
    const { calls } = renderDashboardCards(everyCard(), {
      entries: [buildEntry({ id: 'entry-a', observationItemId: 'door', observationType: 'praise' })],
    });
    const card = await screen.findByRole('region', { name: 'My Logged Entries' });
    const link = await within(card).findByRole('link', { name: /Door propped open/ });
    expect(link.getAttribute('href')).toBe('/entries/entry-a');
    expect(within(card).getByRole('link', { name: 'View all my entries' }).getAttribute('href')).toBe(
      '/entries?userIds=user1',
    );
    expect(calls.find((call) => call.path === '/api/entries')?.search).toBe('?userIds=user1&limit=5');
  });
});

describe('the dashboard on a phone (390 px)', () => {
  it('folds the cards behind "View dashboard"; none loads until it is opened', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    const { calls } = renderDashboardCards(everyCard());
    const expander = screen.getByRole('button', { name: 'View dashboard' });
    expect(expander.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(calls).toEqual([]);
    fireEvent.click(expander);
    expect(expander.getAttribute('aria-expanded')).toBe('true');
    expect(await cardTitles(5)).toHaveLength(5);
  });
});
