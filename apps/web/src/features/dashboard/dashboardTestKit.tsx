import type { TEntry, TMeResponse, TSchoolLeaderboard, TTopWalkers } from '@schooldog/domain';
import { buildEntry, OBSERVATION_SETTINGS } from '../../test/entryFactories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { buildFavorite, buildResult } from '../insights/testKit';
import { DashboardCards } from './DashboardCards';
// The lazy cards loaded ahead: in the tests' VM contexts, several dynamic imports at once that
// share modules can fail to link ("not in cache").
import './CardsRegion';
import './CurrentWalksCard';
import './CustomizeDashboardDialog';
import './MyLoggedEntriesCard';
import './RecentAssessmentsCard';
import './SchoolLeaderboardCard';
import './TopWalkersCard';
import '../insights/cards/EntriesOverTimeCard';
import '../insights/cards/FavoriteInsightCards';

export const CYCLES = Array.from({ length: 36 }, (_, back) => {
  const index = 2026 * 12 + 10 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
});

export interface DashboardData {
  entries?: TEntry[];
  leaderboard?: (cycle: string | null) => TSchoolLeaderboard['schools'];
  walkers?: TTopWalkers['walkers'];
}

/** Every call the dashboard's cards make, answered with `data` (nothing by default). */
export function mockDashboardApi(me: TMeResponse, data: DashboardData = {}) {
  return mockFetch({
    'GET /api/walks/current': () => json(200, { walks: [] }),
    'GET /api/entries': () => json(200, { entries: data.entries ?? [], nextCursor: null }),
    'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    'GET /api/leaderboards/schools': ({ url }) => {
      const cycle = url.searchParams.get('cycle');
      return json(200, {
        cycle: cycle ?? CYCLES[0],
        cycles: CYCLES,
        schools: data.leaderboard?.(cycle) ?? [],
      });
    },
    'GET /api/leaderboards/top-walkers': () =>
      json(200, { schoolYear: '2026-2027', walkers: data.walkers ?? [] }),
    // The insights cards: the counts, and one favourite ('Door concerns').
    'GET /api/insights': () => json(200, buildResult()),
    'GET /api/me/favorite-insights': () => json(200, { favorites: [buildFavorite()] }),
    'GET /api/assessments': () => json(200, { assessments: [], nextCursor: null }),
    // The server's answer: the user with the order saved.
    'PUT /api/me/dashboard-order': ({ body }) => {
      const { dashboardOrder } = body as { dashboardOrder: { value: string; isDisabled: boolean }[] };
      const saved = dashboardOrder.map((item) => ({ ...item, label: item.value }));
      return json(200, { ...me, user: { ...me.user, dashboardOrder: saved } });
    },
  });
}

export function renderDashboardCards(me: TMeResponse, data: DashboardData = {}) {
  const fetch = mockDashboardApi(me, data);
  const view = renderSignedIn(<DashboardCards />, { me, at: '/dashboard' });
  return { ...view, ...fetch };
}

export { buildEntry };
