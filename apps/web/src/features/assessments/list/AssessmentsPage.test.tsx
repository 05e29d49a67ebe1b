import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAssessmentSummary } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildSchools, grant } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderSignedIn } from '../../../test/render';
import { buildRubric } from '../assessmentFactories';
import { findActiveFilters } from '../../../test/activeFilters';
import { setScreenWidth } from '../../../test/screen';
import { assessmentFiltersFromSearch, searchFromAssessmentFilters } from './assessmentFilters';
import { buildSummary } from './assessmentTestFactories';
import { AssessmentsPage } from './AssessmentsPage';

afterEach(() => vi.unstubAllGlobals());

const page =
  (assessments: TAssessmentSummary[], nextCursor: string | null = null) =>
  () =>
    json(200, { assessments, nextCursor });

const RUBRICS = [
  buildRubric({ id: 'rubric1', name: 'CPTED Review' }),
  buildRubric({ id: 'rubric2', name: 'Playground Check' }),
];

function renderList(at: string, list: Parameters<typeof mockFetch>[0][string]) {
  const me = buildMe({
    schools: buildSchools(2),
    permissions: grant('view assessments', 'submit assessments'),
  });
  const fetch = mockFetch({
    'GET /api/assessments': list,
    'GET /api/rubrics': () => json(200, { rubrics: RUBRICS }),
    'GET /api/people/*': () => json(404, { error: { code: 'not_found', message: 'Not found' } }),
  });
  return { ...renderSignedIn(<AssessmentsPage />, { me, at }), ...fetch };
}

describe('the assessments list', () => {
  it('reads the filters from the query string, sends them to the API and keeps them there', async () => {
    setScreenWidth(390);
    const { calls, router } = renderList(
      '/assessments?dateRange=2026-06-30,2026-01-01&schoolIds=school2&rubricIds=rubric1&statuses=submitted,bogus',
      page([buildSummary({ schoolId: 'school2' })]),
    );
    expect(await screen.findByRole('link', { name: 'CPTED Review' })).toBeTruthy();
    const query = new URLSearchParams(calls.find((call) => call.path === '/api/assessments')?.search);
    expect(Object.fromEntries(query)).toEqual({
      dateRange: '2026-01-01,2026-06-30',
      schoolIds: 'school2',
      rubricIds: 'rubric1',
      statuses: 'submitted',
      limit: '20',
    });
    expect(screen.getByRole('button', { name: 'Filters (4 active)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filters (4 active)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the set filters as removable chips, not only as a number', async () => {
    setScreenWidth(390);
    const { calls, router } = renderList(
      '/assessments?dateRange=2026-01-01,2026-01-31&schoolIds=school2&rubricIds=rubric1,rubric2&statuses=submitted',
      page([]),
    );
    const active = await findActiveFilters();
    await waitFor(() =>
      expect(active.labels()).toEqual([
        expect.stringMatching(/^Jan 1\s–\s31, 2026$/),
        'School 2',
        'CPTED Review',
        'Playground Check',
        'Submitted',
        'Clear filters',
      ]),
    );

    active.remove('CPTED Review');
    await waitFor(() => expect(active.labels()).not.toContain('CPTED Review'));
    expect(new URLSearchParams(router.state.location.search).get('rubricIds')).toBe('rubric2');
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/api/assessments').at(-1);
      expect(new URLSearchParams(last?.search).get('rubricIds')).toBe('rubric2');
    });

    await active.clearAll();
    expect(router.state.location.search).toBe('');
  });

  it('set filters: wide screens leave the date range and schools to the toolbar', async () => {
    setScreenWidth(1280);
    renderList('/assessments?dateRange=2026-01-01,2026-01-31&schoolIds=school2&statuses=editing', page([]));
    expect((await findActiveFilters()).labels()).toEqual(['Editing']);
  });

  it('links a submitted assessment to its read-only view and any other to its editor, with the score in its colour', async () => {
    renderList(
      '/assessments',
      page([
        buildSummary({ id: 'asmt0000000000000001', name: 'Done', band: 'yellow', score: 65 }),
        buildSummary({ id: 'asmt0000000000000002', name: 'Begun', status: 'created', timeSubmitted: null }),
        buildSummary({ id: 'asmt0000000000000003', name: 'Hidden', showScores: false }),
      ]),
    );
    const done = await screen.findByRole('link', { name: 'Done' });
    expect(done.getAttribute('href')).toBe('/assessments/submitted/asmt0000000000000001');
    expect(screen.getByRole('link', { name: 'Begun' }).getAttribute('href')).toBe(
      '/assessments/edit/asmt0000000000000002',
    );
    const card = done.closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByLabelText('Score: 2 / 2 (65%)').getAttribute('data-band')).toBe('yellow');
    const hidden = screen.getByRole('link', { name: 'Hidden' }).closest('.MuiCard-root') as HTMLElement;
    expect(within(hidden).queryByLabelText(/Score:/)).toBeNull();
  });

  it('loads more by cursor', async () => {
    let pages = 0;
    const { calls } = renderList('/assessments', ({ url }) => {
      pages += 1;
      if (url.searchParams.get('cursor') === 'next')
        return json(200, { assessments: [buildSummary({ name: 'Older' })], nextCursor: null });
      return json(200, {
        assessments: Array.from({ length: 20 }, (_, i) => buildSummary({ name: `Newer ${i}` })),
        nextCursor: 'next',
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: 'Older' })).toBeTruthy();
    expect(pages).toBe(2);
    expect(calls.filter((call) => call.path === '/api/assessments').at(-1)?.search).toContain('cursor=next');
  });

  it('shows the empty state', async () => {
    renderList('/assessments', page([]));
    expect(await screen.findByText(/There are no assessments that meet your search criteria/)).toBeTruthy();
  });
});

describe('the assessments list filters in the query string', () => {
  it('round-trip, dropping unknown statuses, blanks and duplicates, and swapping a reversed range', () => {
    const filters = assessmentFiltersFromSearch(
      new URLSearchParams('schoolIds=a,,a,b&statuses=editing,nope&dateRange=2026-02-01,2026-01-01'),
    );
    expect(filters).toEqual({
      dateRange: ['2026-01-01', '2026-02-01'],
      schoolIds: ['a', 'b'],
      rubricIds: [],
      statuses: ['editing'],
    });
    expect(searchFromAssessmentFilters(filters).toString()).toBe(
      'dateRange=2026-01-01%2C2026-02-01&schoolIds=a%2Cb&statuses=editing',
    );
  });
});
