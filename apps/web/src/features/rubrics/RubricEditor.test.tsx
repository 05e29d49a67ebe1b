import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TRubricInput } from '@schooldog/domain';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { CurrentUserProvider } from '../auth/currentUser';
import { setScreenWidth } from '../../test/screen';
import { RubricEditorPage } from './RubricEditorPage';
import { buildRubric } from './testKit';

afterEach(() => vi.unstubAllGlobals());

// Role queries skip their visibility check (jsdom's getComputedStyle over every MUI field of a
// whole template is what made these tests slow); what they find here is on screen anyway.
configure({ defaultHidden: true });

type Handlers = Parameters<typeof mockFetch>[0];
const MANAGER = grant('manage rubrics', 'create rubrics');

function renderEditor(at: string, handlers: Handlers = {}, permissions = MANAGER) {
  setScreenWidth(1280);
  const fetch = mockFetch({ 'GET /api/rubrics/rubric1': () => json(200, buildRubric()), ...handlers });
  const signedIn = (element: ReactElement) => (
    <CurrentUserProvider me={buildMe({ permissions })}>{element}</CurrentUserProvider>
  );
  const view = renderRoutes({
    at,
    routes: [
      { path: '/rubrics/new', element: signedIn(<RubricEditorPage />) },
      { path: '/rubrics/:rubricId', element: signedIn(<RubricEditorPage />) },
      { path: '/rubrics', element: <h1>Templates list</h1> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
  });
  return { ...view, ...fetch };
}

const type = (label: string | RegExp, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } });

/** Fills the one section and question of a new template with what ZRubricInput needs. */
function fillNewTemplate() {
  type(/^Name/, 'Front Entrance Check');
  type(/^Title/, 'Entrances', 0);
  type(/^Title/, 'Doors locked', 1);
  const tags = screen.getByLabelText('Tags');
  fireEvent.change(tags, { target: { value: 'door' } });
  fireEvent.keyDown(tags, { key: 'Enter' });
}

const saved = (calls: ReturnType<typeof mockFetch>['calls'], method: string) =>
  calls.find((call) => call.method === method)?.body as TRubricInput | undefined;

// A whole template form renders many fields: jsdom takes up to 5 s a test alone and 28 s with the
// whole suite running and a busy core; four times that is the limit.
describe('the template editor: a new template', { timeout: 120_000 }, () => {
  it('refuses to save without the required fields and says which', async () => {
    const { calls } = renderEditor('/rubrics/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some fields need attention.')).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('saves a filled template as ZRubricInput and returns to the list', async () => {
    const { calls } = renderEditor('/rubrics/new', {
      'POST /api/rubrics': ({ body }) =>
        json(201, { ...buildRubric({ id: 'rubric2' }), ...(body as object) }),
    });
    await screen.findByRole('button', { name: 'Save' });
    fillNewTemplate();
    type('Expected praises', '1', 0);
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Any concern' })[1]!);
    type(/^Text/, 'All locked.\n\nChecked at 8:00.', 0);
    fireEvent.click(screen.getByRole('switch', { name: 'Use score thresholds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Templates list' })).toBeTruthy();
    const body = saved(calls, 'POST');
    expect(body).toMatchObject({
      name: 'Front Entrance Check',
      active: true,
      useScoreThresholds: true,
      scoreThresholds: { green: 85, yellow: 70, orange: 50 },
      sections: [
        { title: 'Entrances', questions: [{ title: 'Doors locked', tags: ['door'], context: null }] },
      ],
    });
    const answers = body?.sections[0]?.questions[0]?.answers;
    expect(
      answers?.map(({ value, text, expectedPraises, expectedConcerns }) => ({
        value,
        text,
        expectedPraises,
        expectedConcerns,
      })),
    ).toEqual([
      { value: 1, text: ['All locked.', 'Checked at 8:00.'], expectedPraises: 1, expectedConcerns: null },
      { value: 0, text: [], expectedPraises: null, expectedConcerns: -1 },
    ]);
    expect(new Set(answers?.map((a) => a.answerId)).size).toBe(2);
  });

  it("shows the spec's message when saving fails, and the server's field messages beside their fields", async () => {
    renderEditor('/rubrics/new', {
      'POST /api/rubrics': () =>
        json(400, {
          error: {
            code: 'invalid',
            message: 'Some fields are not valid.',
            fields: { 'sections.0.questions.0.title': 'Use at most 200 characters.' },
            fieldKeys: { 'sections.0.questions.0.title': { key: 'tooLong', params: { maximum: 200 } } },
          },
        }),
    });
    await screen.findByRole('button', { name: 'Save' });
    fillNewTemplate();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The toast and the alert above Save.
    await waitFor(() =>
      expect(screen.getAllByText('An error occurred while saving your changes.')).toHaveLength(2),
    );
    expect(await screen.findByText('Use at most 200 characters.')).toBeTruthy();
  });

  it('an author without manage rubrics has no Active switch and creates an inactive template', async () => {
    const { calls } = renderEditor(
      '/rubrics/new',
      { 'POST /api/rubrics': ({ body }) => json(201, { ...buildRubric(), ...(body as object) }) },
      grant('create rubrics'),
    );
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('switch', { name: /^Active/ })).toBeNull();
    fillNewTemplate();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(calls, 'POST')).toBeDefined());
    expect(saved(calls, 'POST')?.active).toBe(false);
  });
});

describe('the template editor: an existing template', { timeout: 120_000 }, () => {
  const editAndSave = async (edit: () => void) => {
    const view = renderEditor('/rubrics/rubric1', {
      'PUT /api/rubrics/rubric1': ({ body }) => json(200, { ...buildRubric(), ...(body as object) }),
    });
    await screen.findByDisplayValue('CPTED Campus Review');
    edit();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(view.calls, 'PUT')).toBeDefined());
    return saved(view.calls, 'PUT');
  };

  it('loads it (answers, any concern, tags), reorders questions, removes an answer, saves with PUT', async () => {
    const body = await editAndSave(() => {
      expect((screen.getAllByRole('checkbox', { name: 'Any concern' })[1] as HTMLInputElement).checked).toBe(
        true,
      );
      expect(screen.getByText('lighting')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Move Question 1.2 up' }));
      fireEvent.click(screen.getByRole('button', { name: 'Remove Answer b of Question 1.2' }));
    });
    expect(body?.sections[0]?.questions.map((q) => q.id)).toEqual(['q2', 'q1']);
    expect(body?.sections[0]?.questions[1]?.answers.map((a) => a.answerId)).toEqual(['a1']);
    expect(body).toMatchObject({
      name: 'CPTED Campus Review',
      scoreThresholds: { green: 85, yellow: 70, orange: 50 },
    });
  });

  it('adds a section with its first question', async () => {
    const body = await editAndSave(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
      // Titles: section 1, its questions 1.1 and 1.2, section 2, question 2.1.
      type(/^Title/, 'Access Control', 3);
      type(/^Title/, 'Visitors', 4);
    });
    expect(body?.sections.map((s) => s.title)).toEqual(['Natural Surveillance', 'Access Control']);
    expect(body?.sections[1]?.questions[0]?.title).toBe('Visitors');
  });

  it('asks before leaving with unsaved changes; Cancel without changes just leaves', async () => {
    renderEditor('/rubrics/rubric1');
    await screen.findByDisplayValue('CPTED Campus Review');
    type(/^Name/, 'CPTED Review (draft)');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByDisplayValue('CPTED Review (draft)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Templates list' })).toBeTruthy();
  });

  it('a template one may not manage is not offered for editing', async () => {
    renderEditor('/rubrics/rubric1', {}, grant('create rubrics'));
    expect(await screen.findByText('You may not change this template.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('a deleted template says so', async () => {
    renderEditor('/rubrics/rubric1', {
      'GET /api/rubrics/rubric1': () =>
        json(404, { error: { code: 'not_found', message: 'Template not found' } }),
    });
    const alert = await screen.findByText('This template does not exist or was deleted.');
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Back to templates' }),
    ).toBeTruthy();
  });
});
