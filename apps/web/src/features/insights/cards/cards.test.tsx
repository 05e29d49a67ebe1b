import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, grant } from '../../../test/factories';
import { mockFetch } from '../../../test/fetchMock';
import { renderSignedIn } from '../../../test/render';
import { niceStep } from '../InsightsChart';
import { buildFavorite, insightHandlers } from '../testKit';
import { EntriesOverTimeCard } from './EntriesOverTimeCard';
import { FavoriteInsightCard } from './FavoriteInsightCard';

afterEach(() => vi.unstubAllGlobals());

const me = () => buildMe({ permissions: grant('view data insights') });
const searchOf = (calls: { path: string; search: string }[]) =>
  calls.filter((call) => call.path === '/api/insights').map((call) => new URLSearchParams(call.search));

describe('the dashboard’s insight cards (spec 000 §2 "Dashboard")', () => {
  it('Entries over time: the chart 300 high and a link to /insights', async () => {
    mockFetch(insightHandlers());
    renderSignedIn(<EntriesOverTimeCard />, { me: me(), at: '/' });
    const chart = await screen.findByRole('img', { name: /Entries by month/ });
    expect(chart.getAttribute('height')).toBe('300');
    expect(screen.getByRole('heading', { name: 'Entries Over Time' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Insights' }).getAttribute('href')).toBe('/insights');
  });

  it('a favourite: its name and its query', async () => {
    const { calls } = mockFetch(insightHandlers(undefined, [buildFavorite()]));
    renderSignedIn(<FavoriteInsightCard favoriteId="fav1" />, { me: me(), at: '/' });
    expect(await screen.findByRole('heading', { name: 'Door concerns' })).toBeTruthy();
    await waitFor(() =>
      expect(searchOf(calls).at(-1)?.toString()).toMatch(
        /viewMode=category.*categoryId=access.*entryType=concern/,
      ),
    );
  });

  it('a favourite removed since says so', async () => {
    mockFetch(insightHandlers(undefined, []));
    renderSignedIn(<FavoriteInsightCard favoriteId="gone" />, { me: me(), at: '/' });
    expect(await screen.findByText('This favorite insight no longer exists.')).toBeTruthy();
  });
});

describe('the chart’s y axis', () => {
  it('steps by 1, 2 or 5 times a power of ten, about four steps to the top', () => {
    expect([3, 10, 37, 120, 999, 4_000].map(niceStep)).toEqual([1, 5, 10, 50, 500, 1_000]);
  });
});
