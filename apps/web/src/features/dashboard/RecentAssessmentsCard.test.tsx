import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAssessmentSummary } from '@schooldog/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildSchools, grant, grantAt, type MeOverrides } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { buildSummary } from '../assessments/list/assessmentTestFactories';
import { RecentAssessmentsCard } from './RecentAssessmentsCard';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const many = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => buildSummary({ name: `Assessment ${from + i + 1}` }));

function renderCard(
  overrides: MeOverrides,
  list: (url: URL) => { assessments: TAssessmentSummary[]; nextCursor: string | null },
) {
  const fetch = mockFetch({ 'GET /api/assessments': ({ url }) => json(200, list(url)) });
  renderSignedIn(<RecentAssessmentsCard />, { me: buildMe(overrides), at: '/dashboard' });
  return fetch;
}

describe('the Recent Assessments card', () => {
  it('asks for a school when the user has several', () => {
    renderCard({ schools: buildSchools(2), permissions: grant('view assessments') }, () => ({
      assessments: [],
      nextCursor: null,
    }));
    expect(screen.getByText('Please select a school to view recent assessments.')).toBeTruthy();
  });

  it('says so at a school where the user has no assessment permission', async () => {
    renderCard({ schools: buildSchools(2), permissions: grantAt('view assessments', ['school1']) }, () => ({
      assessments: [],
      nextCursor: null,
    }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'School' }));
    fireEvent.click(await screen.findByRole('option', { name: 'School 2' }));
    expect(await screen.findByText('You do not have access to assessments for this school.')).toBeTruthy();
  });

  it('says so when the school has no assessments yet', async () => {
    const { calls } = renderCard({ permissions: grant('submit assessments') }, () => ({
      assessments: [],
      nextCursor: null,
    }));
    expect(await screen.findByText('There are no recent assessments for this school.')).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.search))).toEqual({
      schoolIds: 'school1',
      limit: '4',
    });
  });

  it('shows the 4 most recent with their scores, and a view-all dialog of 10 a page where Show more adds 10', async () => {
    renderCard({ permissions: grant('manage assessments') }, (url) => {
      const limit = Number(url.searchParams.get('limit'));
      const cursor = Number(url.searchParams.get('cursor') ?? '0');
      const total = 23;
      const assessments = many(Math.min(limit, total - cursor), cursor);
      const next = cursor + limit < total ? String(cursor + limit) : null;
      return { assessments, nextCursor: next };
    });
    const card = await screen.findByRole('region', { name: 'Recent Assessments' });
    await waitFor(() => expect(within(card).getAllByRole('link')).toHaveLength(4));
    expect(within(card).getAllByLabelText('Score: 100%')).toHaveLength(4);

    fireEvent.click(within(card).getByRole('button', { name: 'View all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assessments at School 1' });
    await waitFor(() => expect(within(dialog).getAllByRole('link')).toHaveLength(10));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(dialog).getAllByRole('link')).toHaveLength(20));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(dialog).getAllByRole('link')).toHaveLength(23));
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
