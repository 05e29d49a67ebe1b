import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderPage } from '../../../test/render';
import { buildAssessment, buildSection } from '../list/assessmentTestFactories';
import { WalkAssessments } from './WalkAssessments';

afterEach(() => vi.unstubAllGlobals());

const WALK = { id: 'walk0000000000000007', assessmentIds: ['a1', 'a2'] };

describe("a walk's assessments on its review screen and complete view", () => {
  it('shows each read only with its score, hides skipped sections, and says which assessment was skipped', async () => {
    mockFetch({
      [`GET /api/walks/${WALK.id}/assessments`]: () =>
        json(200, {
          assessments: [
            buildAssessment({
              name: 'CPTED Review',
              walkId: WALK.id,
              sections: [buildSection(), buildSection({ id: 's2', title: 'Maintenance', skip: true })],
            }),
            buildAssessment({ name: 'Daily Walkthrough', walkId: WALK.id, skip: true, status: 'created' }),
          ],
        }),
      'GET /api/observation-settings': () => json(200, { categories: [], items: [] }),
    });
    renderPage(<WalkAssessments walk={WALK} entries={[]} />);
    expect(await screen.findByRole('heading', { name: 'CPTED Review' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Natural surveillance' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Maintenance' })).toBeNull();
    expect(screen.getByLabelText('Score: 2 / 2 (100%)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Daily Walkthrough' })).toBeTruthy();
    expect(screen.getByText('Skipped: saved, not submitted.')).toBeTruthy();
  });

  it('shows nothing and asks nothing for a walk without assessments', () => {
    const { fetchMock } = mockFetch({});
    const { container } = renderPage(
      <WalkAssessments walk={{ id: WALK.id, assessmentIds: [] }} entries={[]} />,
    );
    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
