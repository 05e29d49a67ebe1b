import { screen, waitFor } from '@testing-library/react';
import {
  can,
  canViewLeaderboards,
  DASHBOARD_CARD_PERMISSIONS,
  type DashboardCardId,
} from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIEWERS, viewerOf } from '../../test/roleViewers';
import { DASHBOARD_CARDS } from './cards';
import { renderDashboardCards } from './dashboardTestKit';

/*
 * The web side of the dashboard's role table: for each role (its default permissions at school1)
 * and product staff, the dashboard shows exactly the cards the domain's rule gives, and asks for the
 * leaderboards exactly when the server answers them (view entry leaderboards at any school, the
 * rule of dashboard-access.test.ts on the server).
 */

afterEach(() => vi.unstubAllGlobals());

const TITLES: Record<DashboardCardId, string> = {
  currentWalks: 'My Current Walks',
  myLoggedEntries: 'My Logged Entries',
  schoolLeaderboard: 'School Leaderboard',
  topWalkers: 'Top Walkers',
  entriesOverTime: 'Entries Over Time',
  // One card per favourite, titled by its name (the test kit's one favourite).
  favoriteInsights: 'Door concerns',
  recentAssessments: 'Recent Assessments',
};

describe.each(VIEWERS)('the dashboard’s cards for %s, as the domain decides', (viewer) => {
  it('shows each card exactly with its permission; the leaderboards exactly as the server allows', async () => {
    const { me, resolved } = viewerOf(viewer);
    const expected = DASHBOARD_CARDS.filter((card) => can(resolved, DASHBOARD_CARD_PERMISSIONS[card.id])).map(
      (card) => TITLES[card.id],
    );
    const { calls } = renderDashboardCards(me);
    await waitFor(() => expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(expected.length));
    expect(screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expected,
    );
    const mayReadLeaderboards = canViewLeaderboards(resolved);
    expect(expected.includes('School Leaderboard')).toBe(mayReadLeaderboards);
    expect(expected.includes('Top Walkers')).toBe(mayReadLeaderboards);
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith('/api/leaderboards/')).length).toBe(
        mayReadLeaderboards ? 2 : 0,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Customize Dashboard' }) !== null).toBe(expected.length > 0);
  });
});
