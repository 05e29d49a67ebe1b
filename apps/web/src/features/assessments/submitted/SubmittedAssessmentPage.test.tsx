import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TAssessment } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, grant } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderRoutes } from '../../../test/render';
import { CurrentUserProvider } from '../../auth/currentUser';
import { buildAssessment, buildQuestion, buildSection } from '../list/assessmentTestFactories';
import { SubmittedAssessmentPage } from './SubmittedAssessmentPage';

afterEach(() => vi.unstubAllGlobals());

const ID = 'asmt0000000000000042';

function renderSubmitted(
  assessment: TAssessment,
  permissions = grant('view assessments', 'submit assessments'),
) {
  const fetch = mockFetch({
    [`GET /api/assessments/${ID}`]: () => json(200, { assessment, entries: [] }),
    [`POST /api/assessments/${ID}/edit`]: () =>
      json(200, { assessment: { ...assessment, status: 'editing' }, entries: [] }),
    'GET /api/people/*': () =>
      json(200, {
        id: 'user1',
        firstName: 'Jordan',
        lastName: 'Lee',
        email: 'j@example.test',
        title: 'Principal',
        role: null,
        isDistrictUser: false,
        schools: [],
      }),
    'GET /api/observation-settings': () => json(200, { categories: [], items: [] }),
  });
  const view = renderRoutes({
    at: `/assessments/submitted/${ID}`,
    routes: [
      {
        path: '/assessments/submitted/:assessmentId',
        element: (
          <CurrentUserProvider me={buildMe({ permissions })}>
            <SubmittedAssessmentPage />
          </CurrentUserProvider>
        ),
      },
      { path: '/assessments/edit/:assessmentId', element: <h1>Answering view</h1> },
    ],
  });
  return { ...view, ...fetch };
}

describe('the submitted assessment view', () => {
  it('shows the score, the chosen answers and the section notes, and hides skipped sections', async () => {
    renderSubmitted(
      buildAssessment({
        id: ID,
        disclaimer: 'For planning only.',
        sections: [
          buildSection({ id: 's1', title: 'Access control', notes: 'Doors checked twice.' }),
          buildSection({
            id: 's2',
            title: 'Maintenance',
            skip: true,
            questions: [buildQuestion({ id: 'q9', title: 'Broken windows' })],
          }),
          buildSection({
            id: 's3',
            title: 'Territorial reinforcement',
            questions: [buildQuestion({ id: 'q3', title: 'Signage', answerId: null, score: null })],
          }),
        ],
        totalScore: 2,
        maxScore: 4,
        score: 50,
        band: 'orange',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Access control' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Maintenance' })).toBeNull();
    expect(screen.queryByText(/Broken windows/)).toBeNull();
    expect(screen.getByLabelText('Score: 2 / 4 (50%)').getAttribute('data-band')).toBe('orange');
    expect(screen.getByText('For planning only.')).toBeTruthy();
    expect(screen.getByLabelText('Answer b')).toBeTruthy();
    expect(screen.getByText('Clear')).toBeTruthy();
    expect(screen.getByText('2 points · Answered by hand')).toBeTruthy();
    expect(screen.getByText('Doors checked twice.')).toBeTruthy();
    expect(screen.getByText('Not answered')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('sends an assessment that is not submitted to its editor', async () => {
    renderSubmitted(buildAssessment({ id: ID, status: 'editing' }));
    expect(await screen.findByRole('heading', { name: 'Answering view' })).toBeTruthy();
  });

  it('Edit reopens the assessment and opens its editor, for those who may reopen it', async () => {
    const { calls } = renderSubmitted(buildAssessment({ id: ID }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Answering view' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === `/api/assessments/${ID}/edit`)).toBe(
      true,
    );
  });

  it('offers no Edit to a viewer who did not make it', async () => {
    renderSubmitted(buildAssessment({ id: ID, createdByUserId: 'user2' }), grant('view assessments'));
    await screen.findByRole('heading', { name: 'Natural surveillance' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('offers no Edit on a walk’s assessment, which is reopened with its walk', async () => {
    renderSubmitted(buildAssessment({ id: ID, walkId: 'walk0000000000000001' }));
    await screen.findByRole('heading', { name: 'Natural surveillance' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('hides the score when the template does not show scores', async () => {
    renderSubmitted(buildAssessment({ id: ID, showScores: false }));
    await screen.findByRole('heading', { name: 'Natural surveillance' });
    expect(screen.queryByLabelText(/Score:/)).toBeNull();
    await waitFor(() => expect(screen.queryByText(/points/)).toBeNull());
  });
});
