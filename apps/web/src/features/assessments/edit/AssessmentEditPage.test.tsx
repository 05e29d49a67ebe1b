import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setManualOffline } from '../../../offline/connectivity';
import { listMutations } from '../../../offline/outbox';
import { whenSyncSettled } from '../../../offline/syncLoop';
import { setUpOfflineStores } from '../../../offline/testkit';
import { buildEntry } from '../../../test/entryFactories';
import { FakeEventSource } from '../../../test/eventSource';
import { buildMe, grant } from '../../../test/factories';
import { json } from '../../../test/fetchMock';
import { buildWalk } from '../../../test/walkFactories';
import { buildSections } from '../assessmentFactories';
import { ASSESSMENT_ID, fakeAssessmentServer, renderAnswering } from './answeringTestKit';

setUpOfflineStores({ settle: whenSyncSettled });

const question = (title: RegExp) => screen.getByRole('article', { name: title });
const header = () => screen.getByRole('banner');

/** Every question answered with b (1 point each). */
const answeredSections = () =>
  buildSections().map((section) => ({
    ...section,
    questions: section.questions.map((q) => ({ ...q, manuallyAnswered: true, answerId: 'b' })),
  }));

/** A walk in progress led by the signed-in user, and a praise in it tagged 'lighting' (question q1's tag). */
function walkWithLightingPraise() {
  const walk = buildWalk({
    id: 'walk0000000000000001',
    schoolId: 'school1',
    leaderUserId: 'user1',
    status: 'inprogress',
  });
  const praise = buildEntry({
    observationType: 'praise',
    tags: ['lighting'],
    walkId: walk.id,
    isFloating: false,
  });
  return { walk, praise };
}

describe('the answering view', () => {
  it('shows sections, questions with lettered answers, See More, Notes/Context and the instructions', async () => {
    fakeAssessmentServer();
    renderAnswering();
    expect(await screen.findByRole('heading', { level: 1, name: 'CPTED review' })).toBeTruthy();
    expect(screen.getByText('0 / 6 (0%)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. Natural surveillance' })).toBeTruthy();
    const lighting = question(/Exterior lighting/);
    const radios = within(lighting).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(lighting).getByText('a.')).toBeTruthy();
    expect(within(lighting).getByText('Fully in place')).toBeTruthy();
    fireEvent.click(within(lighting).getByRole('button', { name: 'See More' }));
    expect(within(lighting).getByText(/Lighting lets staff see/)).toBeTruthy();
    fireEvent.click(within(lighting).getByRole('button', { name: 'Notes/Context' }));
    expect(within(lighting).getByText('Lit parking')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Instructions/Disclaimer' }));
    expect(await screen.findByText('Walk the grounds before answering.')).toBeTruthy();
  });

  it('assessments answer in one tap: tapping an answer is the manual answer and turns Assign a score on', async () => {
    const server = fakeAssessmentServer();
    renderAnswering();
    const sightLines = await waitFor(() => question(/Clear sight lines/));
    const toggle = within(sightLines).getByRole('switch', { name: 'Assign a score' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    // The answers are open to a tap with the switch off: no second tap first.
    const choices = within(sightLines).getAllByRole('radio');
    expect(choices.some((choice) => choice.hasAttribute('disabled'))).toBe(false);
    fireEvent.click(within(sightLines).getByRole('radio', { name: /c\. Fully in place/ }));
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(await screen.findByText('2 / 6 (33%)')).toBeTruthy();
    await waitFor(() => expect(server.pushed.map((m) => m.name)).toEqual(['assessment.answer']));
    expect(server.pushed[0]?.args).toEqual({ id: ASSESSMENT_ID, questionId: 'q2', answerId: 'c' });
    await waitFor(async () => expect(await listMutations('user1')).toEqual([]));
    expect(screen.getByText('2 / 6 (33%)')).toBeTruthy();
  });

  it('turning Assign a score off gives the question back to its linked entries', async () => {
    const { walk, praise } = walkWithLightingPraise();
    const sections = buildSections();
    sections[0]!.questions[0] = { ...sections[0]!.questions[0]!, manuallyAnswered: true, answerId: 'a' };
    const server = fakeAssessmentServer({ walkId: walk.id, sections }, [praise], {
      [`GET /api/walks/${walk.id}`]: () => json(200, walk),
    });
    renderAnswering();
    const lighting = await waitFor(() => question(/Exterior lighting/));
    const toggle = within(lighting).getByRole('switch', { name: 'Assign a score' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(server.pushed[0]?.args).toEqual({ id: ASSESSMENT_ID, questionId: 'q1', answerId: null }),
    );
    expect(await within(lighting).findByText('Scored from entries')).toBeTruthy();
    expect(within(lighting).getByText('1 linked entry')).toBeTruthy();
    expect(
      within(lighting)
        .getByRole('link', { name: /Open entry/ })
        .getAttribute('href'),
    ).toBe(`/entries/${praise.id}`);
    expect(screen.getAllByRole('link', { name: 'Back to walk' })[0]?.getAttribute('href')).toBe(
      `/walks/walk/${walk.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('one tap on the answer the entries chose makes it the manual answer', async () => {
    const { walk, praise } = walkWithLightingPraise();
    const server = fakeAssessmentServer({ walkId: walk.id }, [praise], {
      [`GET /api/walks/${walk.id}`]: () => json(200, walk),
    });
    renderAnswering();
    const lighting = await waitFor(() => question(/Exterior lighting/));
    await within(lighting).findByText('Scored from entries');
    const chosen = within(lighting).getByRole('radio', { name: /c\. Fully in place/ });
    await waitFor(() => expect(chosen.hasAttribute('disabled')).toBe(false));
    expect((chosen as HTMLInputElement).checked).toBe(true);
    fireEvent.click(chosen);
    await waitFor(() =>
      expect(server.pushed[0]?.args).toEqual({ id: ASSESSMENT_ID, questionId: 'q1', answerId: 'c' }),
    );
    const toggle = within(lighting).getByRole('switch', { name: 'Assign a score' });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });

  it('skips a section: its questions leave the view and the max score', async () => {
    const server = fakeAssessmentServer();
    renderAnswering();
    await screen.findByText('0 / 6 (0%)');
    fireEvent.click(screen.getAllByRole('switch', { name: 'Skip this section' })[0]!);
    expect(await screen.findByText('0 / 2 (0%)')).toBeTruthy();
    expect(screen.queryByRole('article', { name: /Exterior lighting/ })).toBeNull();
    await waitFor(() =>
      expect(server.pushed[0]?.args).toEqual({
        id: ASSESSMENT_ID,
        changes: { sections: { s1: { skip: true } } },
      }),
    );
  });

  it('refuses to submit while a question is unscored, with the spec’s message, and takes the user to the first unscored question', async () => {
    const sections = buildSections();
    sections[0]!.questions[0] = { ...sections[0]!.questions[0]!, manuallyAnswered: true, answerId: 'a' };
    const { calls } = fakeAssessmentServer({ sections });
    renderAnswering();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please complete or remove the required assessment(s).',
    );
    expect(calls.filter((call) => call.path.endsWith('/submit'))).toHaveLength(0);
    const sightLines = question(/Clear sight lines/);
    expect(document.activeElement).toBe(sightLines);
    expect(within(sightLines).getByText('This question needs an answer.')).toBeTruthy();
    expect(within(question(/Grounds kept up/)).getByText('This question needs an answer.')).toBeTruthy();
    expect(within(question(/Exterior lighting/)).queryByText('This question needs an answer.')).toBeNull();
  });

  it('do not alarm: progress shows answered of total apart from the score, coloured only once every question is answered', async () => {
    const thresholds = { useScoreThresholds: true, scoreThresholds: { green: 80, yellow: 60, orange: 40 } };
    fakeAssessmentServer(thresholds);
    renderAnswering();
    expect(await screen.findByText('0 of 3 answered')).toBeTruthy();
    const [lighting, sightLines, grounds] = [/Exterior lighting/, /Clear sight lines/, /Grounds kept up/].map(
      question,
    );
    fireEvent.click(within(lighting!).getByRole('radio', { name: /c\. Fully in place/ }));
    expect(await screen.findByText('1 of 3 answered')).toBeTruthy();
    // 2 of 6 points is 33%, under every threshold: no red while two questions wait.
    const score = () => screen.getByText('2 / 6 (33%)').closest('[data-band]');
    expect(score()?.getAttribute('data-band')).toBe('primary');
    fireEvent.click(within(sightLines!).getByRole('radio', { name: /c\. Fully in place/ }));
    fireEvent.click(within(grounds!).getByRole('radio', { name: /a\. Not in place/ }));
    expect(await screen.findByText('3 of 3 answered')).toBeTruthy();
    expect(screen.getByText('4 / 6 (67%)').closest('[data-band]')?.getAttribute('data-band')).toBe('yellow');
    expect(screen.getByText('In progress')).toBeTruthy();
  });

  it('submits a complete assessment and opens the submitted view', async () => {
    const server = fakeAssessmentServer({ sections: answeredSections() }, [], {
      [`POST /api/assessments/${ASSESSMENT_ID}/submit`]: () =>
        json(200, { assessment: { ...server.current(), status: 'submitted' }, entries: [] }),
    });
    const { router } = renderAnswering();
    expect(await screen.findByText('3 / 6 (50%)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/assessments/submitted/${ASSESSMENT_ID}`),
    );
  });

  it('answers offline: the answer waits in the outbox and the score shows it', async () => {
    const server = fakeAssessmentServer();
    renderAnswering();
    const sightLines = await waitFor(() => question(/Clear sight lines/));
    setManualOffline(true);
    fireEvent.click(within(sightLines).getByRole('radio', { name: /b\. Partly in place/ }));
    expect(await screen.findByText('1 / 6 (17%)')).toBeTruthy();
    await waitFor(async () =>
      expect((await listMutations('user1')).map((m) => m.args)).toEqual([
        { id: ASSESSMENT_ID, questionId: 'q2', answerId: 'b' },
      ]),
    );
    expect(server.pushed).toEqual([]);
  });

  it('is read-only once submitted', async () => {
    fakeAssessmentServer({ status: 'submitted', sections: answeredSections() });
    renderAnswering();
    expect(await screen.findByText('You can read this assessment but not change it.')).toBeTruthy();
    const switches = screen.getAllByRole('switch');
    expect(switches.every((toggle) => toggle.hasAttribute('disabled'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('is read-only for someone who cannot answer it, and hides the scores the template hides', async () => {
    fakeAssessmentServer({ createdByUserId: 'user7', showScores: false });
    renderAnswering(buildMe({ permissions: grant('view assessments') }));
    expect(await screen.findByText('You can read this assessment but not change it.')).toBeTruthy();
    expect(within(header()).queryByText(/\/ 6/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('follows the server live: an entry logged elsewhere in the walk links and scores a question', async () => {
    const walk = buildWalk({
      id: 'walk0000000000000001',
      schoolId: 'school1',
      leaderUserId: 'user1',
      status: 'inprogress',
    });
    const server = fakeAssessmentServer({ walkId: walk.id }, [], {
      [`GET /api/walks/${walk.id}`]: () => json(200, walk),
    });
    renderAnswering();
    expect(await screen.findByText('0 / 6 (0%)')).toBeTruthy();
    server.logEntry(
      buildEntry({ observationType: 'praise', tags: ['Lighting'], walkId: walk.id, isFloating: false }),
    );
    const change = JSON.stringify({ type: 'assessment', id: ASSESSMENT_ID, action: 'updated' });
    act(() => FakeEventSource.instances.forEach((source) => source.emit('change', change)));
    expect(await screen.findByText('2 / 6 (33%)')).toBeTruthy();
    expect(within(question(/Exterior lighting/)).getByText('Scored from entries')).toBeTruthy();
  });
});
