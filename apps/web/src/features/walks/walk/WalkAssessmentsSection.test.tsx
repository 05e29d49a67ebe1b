import type { TAssessment } from '@schooldog/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { whenSyncSettled } from '../../../offline/syncLoop';
import { answerPushes, setUpOfflineStores } from '../../../offline/testkit';
import { buildMe, grant } from '../../../test/factories';
import { json } from '../../../test/fetchMock';
import { buildAssessment, buildRubric, buildSections } from '../../assessments/assessmentFactories';
import { buildWalk, mockWalkApi, renderWalk, WALK_ID } from './walkTestKit';

setUpOfflineStores({ settle: whenSyncSettled });
beforeEach(() => window.localStorage.setItem(`schooldog.walk.${WALK_ID}.tab`, '1'));

const walkPath = `/walks/walk/${WALK_ID}`;
const A1 = 'asmt0000000000000001';
const A2 = 'asmt0000000000000002';
const leader = () => buildMe({ permissions: grant('log entries', 'view entries', 'submit assessments') });
const section = () => screen.findByRole('region', { name: 'Assessments' });

const complete = (overrides: Partial<TAssessment> = {}) =>
  buildAssessment({
    walkId: WALK_ID,
    totalScore: 6,
    maxScore: 6,
    score: 100,
    band: 'green',
    sections: buildSections().map((s) => ({
      ...s,
      questions: s.questions.map((q) => ({ ...q, manuallyAnswered: true, answerId: 'c', score: 2 })),
    })),
    ...overrides,
  });

function mockWalkWithAssessments(
  assessments: () => TAssessment[],
  extra: Parameters<typeof mockWalkApi>[1] = {},
) {
  const walk = buildWalk({ assessmentIds: assessments().map((a) => a.id) });
  return mockWalkApi(() => ({ ...walk, assessmentIds: assessments().map((a) => a.id) }), {
    [`GET /api/walks/${WALK_ID}/assessments`]: () => json(200, { assessments: assessments() }),
    [`GET /api/walks/${WALK_ID}/reviewers`]: () => json(200, { users: [] }),
    'GET /api/rubrics': () => json(200, { rubrics: [buildRubric({ id: 'rubric1', name: 'CPTED review' })] }),
    ...extra,
  });
}

describe('the finish tab’s Assessments section', () => {
  it('lists the walk’s assessments with their score and state, and opens one', async () => {
    mockWalkWithAssessments(() => [
      complete({ id: A1, name: 'CPTED review' }),
      buildAssessment({ id: A2, walkId: WALK_ID, name: 'Safety walk' }),
    ]);
    renderWalk(walkPath, leader());
    expect(await screen.findByText('6 / 6 (100%)')).toBeTruthy();
    const rows = within(await section()).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Complete')).toBeTruthy();
    expect(within(rows[1]!).getByText('Incomplete')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Open Safety walk' }).getAttribute('href')).toBe(
      `/assessments/edit/${A2}`,
    );
  });

  it('adds an assessment from an offered template, in this walk at its school', async () => {
    let assessments: TAssessment[] = [];
    const { calls } = mockWalkWithAssessments(() => assessments, {
      'POST /api/assessments': ({ body }) => {
        const created = buildAssessment({ ...(body as Partial<TAssessment>), name: 'CPTED review' });
        assessments = [created];
        return json(201, { assessment: created, entries: [] });
      },
    });
    renderWalk(walkPath, leader());
    expect(await screen.findByText(/No assessments in this walk/)).toBeTruthy();
    fireEvent.click(within(await section()).getByRole('button', { name: 'Add assessment' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CPTED review' }));
    expect(await within(await section()).findByText('CPTED review')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ rubricId: 'rubric1', schoolId: 'school1', walkId: WALK_ID });
  });

  it('skips an assessment through the outbox, at once', async () => {
    const push = answerPushes();
    mockWalkWithAssessments(() => [buildAssessment({ id: A1, walkId: WALK_ID })], {
      'POST /api/sync/push': push.handler,
    });
    renderWalk(walkPath, leader());
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Skip' }));
    expect(await within(await section()).findByText('Skipped')).toBeTruthy();
    await waitFor(() => expect(push.pushed[0]?.args).toEqual({ id: A1, changes: { skip: true } }));
  });

  it('removes an assessment after the delete assessment dialog', async () => {
    let assessments = [buildAssessment({ id: A1, walkId: WALK_ID, name: 'CPTED review' })];
    const { calls } = mockWalkWithAssessments(() => assessments, {
      [`DELETE /api/assessments/${A1}`]: () => {
        assessments = [];
        return new Response(null, { status: 204 });
      },
    });
    renderWalk(walkPath, leader());
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete assessment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(await section()).findByText(/No assessments in this walk/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('refuses Review and Complete while an assessment not skipped is incomplete, and takes the user to its first unscored question', async () => {
    const answeredFirst = complete({ id: A2 }).sections.map((s, index) =>
      index === 0 ? s : { ...s, questions: s.questions.map((q) => ({ ...q, score: null, answerId: null })) },
    );
    mockWalkWithAssessments(() => [
      complete({ id: A1 }),
      buildAssessment({ id: A2, walkId: WALK_ID, sections: answeredFirst }),
    ]);
    const { router } = renderWalk(walkPath, leader());
    await within(await section()).findByText('Incomplete');
    fireEvent.click(screen.getByRole('button', { name: 'Review and Complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/assessments/edit/${A2}`));
    expect(router.state.location.hash).toBe('#question-q3');
    expect(router.state.location.state).toEqual({ isRefused: true });
    expect(screen.queryByRole('dialog', { name: 'Review and Complete' })).toBeNull();
  });

  it('lets Review and Complete go on once the assessments not skipped are complete', async () => {
    mockWalkWithAssessments(() => [
      complete({ id: A1 }),
      buildAssessment({ id: A2, walkId: WALK_ID, skip: true }),
    ]);
    renderWalk(walkPath, leader());
    await within(await section()).findByText('Skipped');
    fireEvent.click(screen.getByRole('button', { name: 'Review and Complete' }));
    expect(await screen.findByRole('dialog', { name: 'Review and Complete' })).toBeTruthy();
  });

  it('asks to reconnect when the walk’s assessments cannot be loaded', async () => {
    mockWalkWithAssessments(() => [buildAssessment({ id: A1, walkId: WALK_ID })], {
      [`GET /api/walks/${WALK_ID}/assessments`]: () =>
        json(503, { error: { code: 'UNAVAILABLE', message: 'Down' } }),
    });
    renderWalk(walkPath, leader());
    const message = 'Please reconnect to the internet to load and submit the required assessment(s).';
    expect(await within(await section()).findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review and Complete' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Review and Complete' })).toBeNull();
  });
});
