import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { listMutations } from '../../offline/outbox';
import { whenSyncSettled } from '../../offline/syncLoop';
import { answerPushes, resetOfflineStores } from '../../offline/testkit';
import { buildMe, buildSchools, grantAt } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { buildWalk } from '../../test/walkFactories';
import { StartWalkDialog } from './StartWalkDialog';

beforeEach(() => resetOfflineStores());
afterEach(async () => {
  await whenSyncSettled();
  setManualOffline(false);
  vi.unstubAllGlobals();
});

const people = Array.from({ length: 12 }, (_, index) => ({
  id: `user${index + 1}`,
  firstName: `Person${index + 1}`,
  lastName: 'Example',
}));

function renderDialog(handlers: Parameters<typeof mockFetch>[0] = {}) {
  // Logs entries at schools 1 and 2 only; school 3 is visible but not eligible.
  const me = buildMe({
    schools: buildSchools(3),
    permissions: grantAt('log entries', ['school1', 'school2']),
  });
  const fetch = mockFetch({
    'GET /api/walks/eligible-collaborators': () => json(200, { users: people }),
    ...handlers,
  });
  const onClose = vi.fn();
  const view = renderSignedIn(<StartWalkDialog onClose={onClose} />, {
    me,
    at: '/dashboard',
    routes: [{ path: '/walks/walk/:walkId', element: <h1>Walk screen</h1> }],
  });
  return { ...view, ...fetch, onClose };
}

/** The collaborator options, once the eligible people have loaded; opens the list when closed. */
async function personOptions() {
  const collaborators = screen.getByRole('combobox', { name: 'Collaborators (optional)' });
  if (collaborators.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(collaborators);
  await screen.findByRole('option', { name: 'Person2 Example' });
  return screen.getAllByRole('option').filter((option) => option.textContent?.endsWith('Example'));
}

async function chooseSchool(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /School/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('the start walk dialog', () => {
  it('requires a school, offered only where the user can log entries', async () => {
    const { calls } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Start Walk' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /School/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['School 1', 'School 2']);
  });

  it('offers eligible collaborators but never oneself, and at most 10', async () => {
    renderDialog();
    await chooseSchool('School 2');
    let options = await personOptions();
    expect(options.map((option) => option.textContent)).not.toContain('Person1 Example');
    expect(options).toHaveLength(11);
    for (let count = 0; count < 10; count += 1) {
      const next = (await personOptions()).find((option) => option.getAttribute('aria-selected') !== 'true');
      if (next) fireEvent.click(next);
    }
    options = await personOptions();
    const unchosen = options.filter((option) => option.getAttribute('aria-selected') !== 'true');
    expect(unchosen).toHaveLength(1);
    expect(unchosen[0]?.getAttribute('aria-disabled')).toBe('true');
  });

  it('starts the walk once with a client-made id and opens it', async () => {
    const push = answerPushes((mutation) => ({
      seq: mutation.seq,
      status: 'applied',
      record: {
        kind: 'walk',
        walk: buildWalk({ id: (mutation.args as { id: string }).id, schoolId: 'school1' }),
      },
    }));
    const { router, onClose } = renderDialog({ 'POST /api/sync/push': push.handler });
    await chooseSchool('School 1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Collaborators (optional)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Person3 Example' }));
    const start = screen.getByRole('button', { name: 'Start Walk' });
    fireEvent.click(start);
    fireEvent.click(start);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/walks\/walk\/[A-Za-z0-9]{20}$/));
    expect(push.pushed.map((mutation) => mutation.name)).toEqual(['walk.create']);
    const args = push.pushed[0]?.args as { id: string };
    expect(args).toMatchObject({ schoolId: 'school1', collaboratorUserIds: ['user3'] });
    expect(router.state.location.pathname).toBe(`/walks/walk/${args.id}`);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('SchoolDog Walk started')).toBeTruthy();
    expect(within(document.body).queryByText('This field is required')).toBeNull();
  });

  it('offline, starts the walk on the device and opens it', async () => {
    const { calls, router, onClose } = renderDialog();
    setManualOffline(true);
    await chooseSchool('School 2');
    fireEvent.click(screen.getByRole('button', { name: 'Start Walk' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/walks\/walk\/[A-Za-z0-9]{20}$/));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('SchoolDog Walk started')).toBeTruthy();
    const queued = await listMutations('user1');
    expect(queued.map((mutation) => [mutation.name, mutation.args])).toEqual([
      [
        'walk.create',
        { id: router.state.location.pathname.split('/').pop(), schoolId: 'school2', collaboratorUserIds: [] },
      ],
    ]);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('online, a refused start stays in the dialog and leaves nothing queued', async () => {
    const push = answerPushes((mutation) => ({
      seq: mutation.seq,
      status: 'refused',
      error: { status: 403, code: 'FORBIDDEN', message: 'You cannot start a walk at this school.' },
    }));
    const { router, onClose } = renderDialog({ 'POST /api/sync/push': push.handler });
    await chooseSchool('School 1');
    fireEvent.click(screen.getByRole('button', { name: 'Start Walk' }));
    expect(
      await screen.findByText('The SchoolDog Walk could not be started. Please try again.'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await listMutations('user1')).toEqual([]);
  });
});
