import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TEntry } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEntry, OBSERVATION_SETTINGS } from '../../test/entryFactories';
import { buildMe, buildSchools, grant, grantAt, type MeOverrides } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { findActiveFilters } from '../../test/activeFilters';
import { setScreenWidth } from '../../test/screen';
import { EntriesPage } from './EntriesPage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

type Handlers = Parameters<typeof mockFetch>[0];

function renderExplorer(at: string, handlers: Handlers, meOverrides: MeOverrides = {}) {
  const me = buildMe({ schools: buildSchools(2), ...meOverrides });
  const fetch = mockFetch({
    'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    'GET /api/entries/count': () => json(200, { count: 0 }),
    ...handlers,
  });
  const view = renderSignedIn(<EntriesPage />, {
    me,
    at,
    routes: [{ path: '/entries/:entryId', element: <h1>Entry page</h1> }],
  });
  return { ...view, ...fetch };
}

/** One who may download entry reports everywhere, besides logging and viewing entries. */
const DOWNLOADER = { permissions: grant('log entries', 'view entries', 'download entry reports') };

const page =
  (entries: TEntry[], nextCursor: string | null = null) =>
  () =>
    json(200, { entries, nextCursor });
const manyEntries = (count: number) => Array.from({ length: count }, () => buildEntry());

describe('the entries explorer', () => {
  it('every role lands somewhere useful: a custodian (log entries, not view entries) reads that they see the entries they logged themselves', async () => {
    renderExplorer('/entries', { 'GET /api/entries': page([]) }, { permissions: grant('log entries') });
    expect(
      await screen.findByText('The entries you logged yourself. Filter, sort and download them.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Entries logged at your schools/)).toBeNull();
  });

  it('reads the filters back from the query string, swapping a reversed date range', async () => {
    setScreenWidth(390);
    const { calls } = renderExplorer(
      '/entries?dateRange=2025-06-30,2025-01-01&schoolIds=school1&entryTypes=praise&location=Gym&sortAsc=true',
      {
        'GET /api/entries': page([buildEntry({ observationType: 'praise' })]),
        'GET /api/entries/count': () => json(200, { count: 3 }),
      },
      DOWNLOADER,
    );
    expect(await screen.findByText('3 praises')).toBeTruthy();
    const query = new URLSearchParams(calls.find((call) => call.path === '/api/entries')?.search);
    expect(Object.fromEntries(query)).toEqual({
      dateRange: '2025-01-01,2025-06-30',
      schoolIds: 'school1',
      entryTypes: 'praise',
      location: 'Gym',
      sortAsc: 'true',
      limit: '32',
    });
    expect(screen.getByRole('button', { name: 'Filters (4 active)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sort by date: Oldest first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/entries.csv?dateRange=2025-01-01%2C2025-06-30&schoolIds=school1&entryTypes=praise&location=Gym&sortAsc=true',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/entries.pdf?dateRange=2025-01-01%2C2025-06-30&schoolIds=school1&entryTypes=praise&location=Gym&sortAsc=true',
    );
  });

  it('active entry filters show as removable chips, not only as a number', async () => {
    setScreenWidth(390);
    const { calls } = renderExplorer(
      '/entries?dateRange=2025-01-01,2025-01-31&schoolIds=school1&entryTypes=praise&category=facilities&tag=fire',
      { 'GET /api/entries': page([]) },
      { permissions: grant('log entries', 'view entries') },
    );
    const active = await findActiveFilters();
    await waitFor(() =>
      expect(active.labels()).toEqual([
        // Intl's own spacing around the dash.
        expect.stringMatching(/^Jan 1\s–\s31, 2025$/),
        'School 1',
        'Praises',
        'Category: Facilities',
        'Tag: fire',
        'Clear filters',
      ]),
    );
    active.remove('Tag: fire');
    await waitFor(() => expect(active.labels()).not.toContain('Tag: fire'));
    const last = calls.filter((call) => call.path === '/api/entries').at(-1);
    expect(new URLSearchParams(last?.search).get('tag')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (4 active)' })).toBeTruthy();

    await active.clearAll();
  });

  it('active entry filters: wide screens leave out the date range and schools, shown in the toolbar', async () => {
    setScreenWidth(1280);
    renderExplorer('/entries?dateRange=2025-01-01,2025-01-31&schoolIds=school1&tag=fire', {
      'GET /api/entries': page([]),
    });
    expect((await findActiveFilters()).labels()).toEqual(['Tag: fire']);
  });

  it('disables the PDF download above 250 matching entries, and says why', async () => {
    renderExplorer(
      '/entries',
      {
        'GET /api/entries': page(manyEntries(32), 'next'),
        'GET /api/entries/count': () => json(200, { count: 251 }),
      },
      DOWNLOADER,
    );
    expect(await screen.findByText('251 entries')).toBeTruthy();
    const pdf = screen.getByRole('button', { name: 'Download PDF' });
    expect(pdf.getAttribute('aria-disabled')).toBe('true');
    expect(pdf.getAttribute('href')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('reports card and download buttons need download entry reports: hidden without it, or at a selected school without it', async () => {
    const onlyAtSchool1 = {
      permissions: {
        ...grant('log entries', 'view entries'),
        ...grantAt('download entry reports', ['school1']),
      },
    };
    const withoutIt = renderExplorer('/entries', { 'GET /api/entries': page([buildEntry()]) });
    expect(await screen.findByText('0 entries')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(screen.queryByText('Download PDF')).toBeNull();
    withoutIt.unmount();

    const atSchool2 = renderExplorer(
      '/entries?schoolIds=school2',
      { 'GET /api/entries': page([buildEntry()]) },
      onlyAtSchool1,
    );
    expect(await screen.findByText('0 entries')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    atSchool2.unmount();

    renderExplorer('/entries?schoolIds=school1', { 'GET /api/entries': page([buildEntry()]) }, onlyAtSchool1);
    expect(await screen.findByText('0 entries')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeTruthy();
  });

  it('drops the location filter unless exactly one school is selected', async () => {
    const { calls } = renderExplorer('/entries?schoolIds=school1,school2&location=Gym', {
      'GET /api/entries': page([]),
    });
    await screen.findByText(/There are no entries/);
    expect(calls.find((call) => call.path === '/api/entries')?.search).not.toContain('location');
  });

  it('shows the empty state in the spec words', async () => {
    renderExplorer('/entries', { 'GET /api/entries': page([]) });
    expect(
      await screen.findByText(
        'There are no entries that meet your search criteria. Try updating the filters or logging an entry.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('0 entries')).toBeTruthy();
  });

  it('shows Load More while pages come back full, and loads the next page with the cursor', async () => {
    const first = manyEntries(32);
    const { calls } = renderExplorer('/entries', {
      'GET /api/entries': ({ url }) =>
        url.searchParams.get('cursor') === 'next' ? page(manyEntries(5))() : page(first, 'next')(),
      'GET /api/entries/count': () => json(200, { count: 37 }),
    });
    expect(await screen.findByText('37 entries')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Open entry/ })).toHaveLength(32));
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Open entry/ })).toHaveLength(37));
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/entries').at(-1)?.search).toContain('cursor=next');
  });

  it('hides Load More when the page is not full', async () => {
    renderExplorer('/entries', { 'GET /api/entries': page(manyEntries(31), 'ignored') });
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Open entry/ })).toHaveLength(31));
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('shows an entry card that opens the entry, with Edit only where the user may manage it', async () => {
    const mine = buildEntry({ manualTags: ['Fence'], tags: ['Building', 'Glass', 'Fence'], quantity: 2 });
    const theirs = buildEntry({
      observationType: 'praise',
      reportedByUserId: 'user2',
      reportedBy: { id: 'user2', firstName: 'Sam', lastName: 'Park' },
    });
    const { router } = renderExplorer('/entries', { 'GET /api/entries': page([mine, theirs]) });
    const link = await screen.findAllByRole('link', { name: 'Open entry: Facilities › Broken window' });
    const card = link[0]?.closest('li') as HTMLElement;
    expect(within(card).getByText('Concern')).toBeTruthy();
    expect(within(card).getByText('Quantity: 2 · School 1 · Location: Gym')).toBeTruthy();
    expect(within(card).getByText('Cracked pane by the door')).toBeTruthy();
    expect(within(card).getByText('Fence')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Jordan Lee' }).parentElement?.textContent).toMatch(
      /^Reported by Jordan Lee · /,
    );
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeTruthy();
    const other = link[1]?.closest('li') as HTMLElement;
    expect(within(other).getByText('Praise')).toBeTruthy();
    expect(within(other).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(link[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/entries/${mine.id}`));
  });

  it('opens the edit dialog from a card', async () => {
    renderExplorer('/entries', {
      'GET /api/entries': page([buildEntry()]),
      'GET /api/schools/school1/locations': () => json(200, { locations: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Entry' })).toBeTruthy();
  });

  it('mirrors a filter chosen in the Filters menu into the query string', async () => {
    setScreenWidth(390);
    const { router } = renderExplorer('/entries', { 'GET /api/entries': page([]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Entry types' }));
    // The spec's entry-type labels (000 §2 "Log / edit entry dialog").
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Concerns', 'Praises', 'Other Entries']);
    fireEvent.click(screen.getByRole('option', { name: 'Concerns' }));
    await waitFor(() => expect(router.state.location.search).toBe('?entryTypes=concern'));
    expect(screen.getByRole('button', { name: 'Filters (1 active)', hidden: true })).toBeTruthy();
  });

  it('tag filter: suggests the tags in use that a tag or one of its words starts with', async () => {
    setScreenWidth(390);
    const { router } = renderExplorer('/entries', {
      'GET /api/entries': page([]),
      'GET /api/entries/tags': () => json(200, { tags: ['Outdoor lights', 'Fire door', 'Night'] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    const tag = within(filters).getByRole('combobox', { name: 'Tag' });
    fireEvent.change(tag, { target: { value: 'DOOR' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Fire door']),
    );
    fireEvent.click(screen.getByRole('option', { name: 'Fire door' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tag=Fire+door'));
  });

  it('offers the people filter only with view entries at every selected school', async () => {
    setScreenWidth(390);
    renderExplorer(
      '/entries?schoolIds=school1',
      { 'GET /api/entries': page([]), 'GET /api/users': () => json(200, { users: [] }) },
      {
        permissions: {
          ...grant('log entries'),
          'view entries': { hasPermission: true, always: false, forSchools: ['school1'] },
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Filters (1 active)' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(filters).getByRole('combobox', { name: 'People' })).toBeTruthy();
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Schools' }));
    fireEvent.click(await screen.findByRole('option', { name: 'School 2' }));
    await waitFor(() => expect(within(filters).queryByRole('combobox', { name: 'People' })).toBeNull());
  });

  it('asks for patience when loading takes over 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderExplorer('/entries', { 'GET /api/entries': () => new Promise<Response>(() => undefined) });
    await screen.findByRole('heading', { name: 'Entries' });
    expect(screen.queryByText(/Thank you for your patience/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText(/Thank you for your patience/)).toBeTruthy();
  });
});
