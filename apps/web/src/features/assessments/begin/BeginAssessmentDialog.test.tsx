import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setManualOffline } from '../../../offline/connectivity';
import { buildMe, buildSchools, grantAt } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderSignedIn } from '../../../test/render';
import { buildAssessment, buildRubric } from '../assessmentFactories';
import { BeginAssessmentDialog } from './BeginAssessmentDialog';

afterEach(() => {
  setManualOffline(false);
  vi.unstubAllGlobals();
});

const rubrics = [
  buildRubric({ id: 'rubric1', name: 'CPTED review' }),
  buildRubric({ id: 'rubric2', name: 'Safety walk' }),
];

function renderDialog(handlers: Parameters<typeof mockFetch>[0] = {}) {
  // Submits assessments at schools 1 and 3 only; school 2 is visible but not eligible.
  const me = buildMe({
    schools: buildSchools(3),
    permissions: grantAt('submit assessments', ['school1', 'school3']),
  });
  const fetch = mockFetch({
    'GET /api/rubrics': () => json(200, { rubrics }),
    'POST /api/assessments': ({ body }) =>
      json(201, { assessment: buildAssessment({ ...(body as object), walkId: null }), entries: [] }),
    ...handlers,
  });
  const onClose = vi.fn();
  const view = renderSignedIn(<BeginAssessmentDialog onClose={onClose} />, {
    me,
    at: '/dashboard',
    routes: [{ path: '/assessments/edit/:assessmentId', element: <h1>Answering view</h1> }],
  });
  return { ...view, ...fetch, onClose };
}

async function choose(label: RegExp, name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('the begin assessment dialog', () => {
  it('asks before Escape discards typed notes, like every dialog with typed fields', async () => {
    const { onClose } = renderDialog();
    fireEvent.change(screen.getByRole('textbox', { name: /Location/ }), { target: { value: 'Gym' } });
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Begin Assessment' }), { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers only the schools where the user can submit assessments, and the offered templates', async () => {
    const { calls } = renderDialog();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /School/ }));
    const schools = await screen.findAllByRole('option');
    expect(schools.map((option) => option.textContent)).toEqual(['School 1', 'School 3']);
    fireEvent.click(schools[0]!);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Template/ }));
    await screen.findByRole('option', { name: 'Safety walk' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'CPTED review',
      'Safety walk',
    ]);
    expect(calls.find((call) => call.path === '/api/rubrics')?.search).toBe('?offered=true');
  });

  it('needs a school and a template, and notes of at most 200 characters', async () => {
    const { calls } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Begin Assessment' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: 'Location (optional)' }), {
      target: { value: 'x'.repeat(201) },
    });
    expect(screen.getByText('Max 200 characters.')).toBeTruthy();
    expect(screen.getByText('0 / 200')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('begins the assessment once, however often clicked, and opens the answering view', async () => {
    const { calls, onClose, router } = renderDialog();
    await choose(/School/, 'School 3');
    await choose(/Template/, 'Safety walk');
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes (optional)' }), {
      target: { value: 'Front gate' },
    });
    const begin = screen.getByRole('button', { name: 'Begin Assessment' });
    fireEvent.click(begin);
    fireEvent.click(begin);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    const body = posts[0]?.body as { id: string; schoolId: string; rubricId: string; notes: string };
    expect(body).toMatchObject({
      schoolId: 'school3',
      rubricId: 'rubric2',
      notes: 'Front gate',
      walkId: null,
    });
    expect(router.state.location.pathname).toBe(`/assessments/edit/${body.id}`);
  });

  it('shows the server’s field message when it refuses', async () => {
    renderDialog({
      'POST /api/assessments': () =>
        json(400, {
          error: { code: 'invalid', message: 'Invalid', fields: { rubricId: 'This field is required' } },
        }),
    });
    await choose(/School/, 'School 1');
    await choose(/Template/, 'CPTED review');
    fireEvent.click(screen.getByRole('button', { name: 'Begin Assessment' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });

  it('explains offline that beginning needs a connection', async () => {
    setManualOffline(true);
    const { calls } = renderDialog();
    expect(await screen.findByText(/Beginning an assessment needs an internet connection/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Begin Assessment' }).hasAttribute('disabled')).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
