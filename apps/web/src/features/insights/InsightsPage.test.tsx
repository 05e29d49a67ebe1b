import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshConnectivity } from '../../offline/connectivity';
import { buildMe, buildSchools, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { buildFavorite, buildResult, insightHandlers, renderInsightsPage } from './testKit';

const me = () => buildMe({ permissions: grant('view data insights'), schools: buildSchools(2) });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  refreshConnectivity();
});

const searchOf = (calls: { method: string; path: string; search: string }[]) =>
  calls.filter((call) => call.path === '/api/insights').map((call) => new URLSearchParams(call.search));

/** Chooses `option` in the MUI select labelled `label`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the insights page (spec 000 §2 "Insights")', () => {
  it('draws entries over time for the last twelve months of every school, 400 high', async () => {
    const { calls } = mockFetch(insightHandlers());
    renderInsightsPage(me());
    const chart = await screen.findByRole('img', { name: /Entries by month .*: 10 in all/ });
    expect(chart.getAttribute('height')).toBe('400');
    const [search] = searchOf(calls);
    expect(search?.get('viewMode')).toBe('all');
    expect(search?.get('from')).toMatch(/^\d{4}-\d{2}$/);
    expect(search?.has('schoolIds')).toBe(false);
  });

  it('changing the view mode clears the selection and waits for the mode’s choice', async () => {
    const { calls } = mockFetch(insightHandlers());
    renderInsightsPage(me());
    await screen.findByRole('img', { name: /Entries by month/ });
    await choose('View', 'Category');
    expect(await screen.findByText('Choose what to show above to see its entries.')).toBeTruthy();
    await choose('Category', 'Access Control');
    await waitFor(() => expect(searchOf(calls).at(-1)?.get('categoryId')).toBe('access'));
    await choose('View', 'Tag');
    expect(await screen.findByText('Choose what to show above to see its entries.')).toBeTruthy();
    expect(searchOf(calls).every((search) => search.get('viewMode') !== 'tag')).toBe(true);
  });

  it('filters by entry type and walk type', async () => {
    const { calls } = mockFetch(insightHandlers());
    renderInsightsPage(me());
    await screen.findByRole('img', { name: /Entries by month/ });
    await choose('Entry type', 'Praises');
    await choose('Walk type', 'School-Led');
    await waitFor(() => {
      const last = searchOf(calls).at(-1);
      expect([last?.get('entryType'), last?.get('walkType')]).toEqual(['praise', 'school']);
    });
  });

  it('says there is no data when every count is zero or the request fails', async () => {
    mockFetch({ ...insightHandlers(buildResult({ total: [0, 0, 0] })) });
    renderInsightsPage(me());
    expect(await screen.findByText('There is no data available for your search.')).toBeTruthy();
    expect(screen.queryByText('Please try again when online.')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('says so on a failed request, and adds "Please try again when online." offline', async () => {
    mockFetch({ ...insightHandlers(), 'GET /api/insights': () => json(400, { error: { message: 'Bad' } }) });
    renderInsightsPage(me());
    expect(await screen.findByText('There is no data available for your search.')).toBeTruthy();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    refreshConnectivity();
    expect(await screen.findByText('Please try again when online.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to favorites' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens the data explorer: a row per month, a column per school and the total, and its CSV', async () => {
    mockFetch(insightHandlers());
    renderInsightsPage(me());
    await screen.findByRole('img', { name: /Entries by month/ });
    fireEvent.click(screen.getByRole('button', { name: 'Data explorer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data explorer' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Month', 'School 1', 'School 2', 'Total']);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', '0', '3'],
      ['0', '2', '2'],
      ['1', '4', '5'],
    ]);
    const csv = within(dialog).getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '';
    expect(csv).toMatch(/^\/api\/insights\.csv\?viewMode=all&from=/);
  });

  it('adds the view to favorites under a name, which is required', async () => {
    const { calls } = mockFetch({
      ...insightHandlers(),
      'POST /api/me/favorite-insights': () =>
        json(200, { favorites: [buildFavorite({ insightName: 'Praise', viewMode: 'all' })] }),
    });
    renderInsightsPage(me());
    await screen.findByRole('img', { name: /Entries by month/ });
    await choose('Entry type', 'Praises');
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to favorites' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name for this insight.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: ' Praise ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.map((c) => c.method + c.path)).toContain('POST/api/me/favorite-insights'),
    );
    expect(await screen.findByText('Insight added to favorites')).toBeTruthy();
    const posted = calls.find((call) => call.method === 'POST');
    expect(posted?.body).toMatchObject({ insightName: 'Praise', viewMode: 'all', observationType: 'praise' });
    expect(await screen.findByRole('button', { name: 'Show Praise' })).toBeTruthy();
  });

  it('shows, renames and removes a favorite', async () => {
    const favorite = buildFavorite();
    const { calls } = mockFetch({
      ...insightHandlers(buildResult(), [favorite]),
      'PATCH /api/me/favorite-insights/fav1': () =>
        json(200, { favorites: [{ ...favorite, insightName: 'Doors' }] }),
      'DELETE /api/me/favorite-insights/fav1': () => json(200, { favorites: [] }),
    });
    renderInsightsPage(me());
    fireEvent.click(await screen.findByRole('button', { name: 'Show Door concerns' }));
    await waitFor(() => {
      const last = searchOf(calls).at(-1);
      expect([last?.get('viewMode'), last?.get('categoryId'), last?.get('entryType')]).toEqual([
        'category',
        'access',
        'concern',
      ]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Door concerns' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename favorite' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Doors' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Show Doors' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Doors' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    expect(
      await screen.findByText('No favorites yet. Use Add to favorites to keep the insight you are viewing.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual([
      'PATCH',
      'DELETE',
    ]);
  });
});
