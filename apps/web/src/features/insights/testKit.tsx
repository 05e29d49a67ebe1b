import type { TFavoriteInsight, TInsightResult, TMeResponse } from '@schooldog/domain';
import { json } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { InsightsPage } from './InsightsPage';

/** GET /api/insights as the server answers it: two schools over three months. */
export const buildResult = (overrides: Partial<TInsightResult> = {}): TInsightResult => ({
  countId: 'global',
  metric: 'total',
  months: ['2026-01', '2026-02', '2026-03'],
  schools: [
    { schoolId: 'school1', schoolName: 'School 1', counts: [3, 0, 1] },
    { schoolId: 'school2', schoolName: 'School 2', counts: [0, 2, 4] },
  ],
  total: [3, 2, 5],
  ...overrides,
});

export const buildFavorite = (overrides: Partial<TFavoriteInsight> = {}): TFavoriteInsight => ({
  id: 'fav1',
  insightName: 'Door concerns',
  viewMode: 'category',
  selectedCategoryId: 'access',
  selectedItemId: null,
  selectedLocation: null,
  locationSchoolId: null,
  selectedUserId: null,
  selectedTag: null,
  observationType: 'concern',
  ...overrides,
});

/** The reads of the page: the counts, the favourites and the observation settings. */
export const insightHandlers = (
  result: TInsightResult = buildResult(),
  favorites: TFavoriteInsight[] = [],
) => ({
  'GET /api/insights': () => json(200, result),
  'GET /api/me/favorite-insights': () => json(200, { favorites }),
  'GET /api/observation-settings': () =>
    json(200, {
      categories: [{ id: 'access', label: 'Access Control', image: null, tags: [] }],
      items: [{ id: 'access-1', label: 'Door propped', categories: ['access'], tags: [] }],
    }),
});

export const renderInsightsPage = (me: TMeResponse) =>
  renderSignedIn(<InsightsPage />, { me, at: '/insights' });
