import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TRubric } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../app/navigation';
import { buildMe, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { setScreenWidth } from '../../test/screen';
import { RubricsGuardedPage } from './RubricsPage';
import { buildRubric } from './testKit';

afterEach(() => vi.unstubAllGlobals());

type Handlers = Parameters<typeof mockFetch>[0];
const MANAGER = grant('manage rubrics', 'create rubrics');

function renderList(permissions = MANAGER, handlers: Handlers = {}, rubrics: TRubric[] = [buildRubric()]) {
  const fetch = mockFetch({ 'GET /api/rubrics': () => json(200, { rubrics }), ...handlers });
  renderSignedIn(<RubricsGuardedPage />, {
    me: buildMe({ permissions }),
    at: '/rubrics',
    routes: [
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/rubrics/:rubricId', element: <h1>Editor</h1> },
    ],
  });
  return fetch;
}

describe('the Assessment Templates list', () => {
  it('shows each template’s name, active switch, counts and update time (desktop table)', async () => {
    setScreenWidth(1280);
    renderList();
    const table = await screen.findByRole('table', { name: 'Templates' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'CPTED Campus Review' }).getAttribute('href')).toBe(
      '/rubrics/rubric1',
    );
    expect(within(row).getByText('1 section · 2 questions')).toBeTruthy();
    expect(
      (within(row).getByRole('switch', { name: 'Active: CPTED Campus Review' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'New Template' }).getAttribute('href')).toBe('/rubrics/new');
  });

  it.each([
    [1280, 'table'],
    [390, 'list'],
  ] as const)(
    "'Status: Enabled' and the Active switch do not repeat each other (%i px): Disabled marked where it is so",
    async (width, role) => {
      setScreenWidth(width);
      renderList(MANAGER, {}, [
        buildRubric({ id: 'on', name: 'On' }),
        buildRubric({ id: 'off', name: 'Off', enabled: false }),
      ]);
      const list = await screen.findByRole(role, { name: 'Templates' });
      expect(within(list).queryByText('Enabled')).toBeNull();
      expect(within(list).queryByText('Status')).toBeNull();
      expect(within(list).getAllByText('Disabled')).toHaveLength(1);
      expect(within(list).getAllByRole('switch')).toHaveLength(2);
    },
  );

  it.each([1280, 390])(
    'a disabled template whose Active switch is on says it is not offered (%i px)',
    async (width) => {
      setScreenWidth(width);
      renderList(MANAGER, {}, [
        buildRubric({ id: 'on', name: 'On' }),
        buildRubric({ id: 'off', name: 'Off', enabled: false }),
      ]);
      const withheld = await screen.findByRole('switch', { name: 'Active: Off' });
      const note = document.getElementById(withheld.getAttribute('aria-describedby') ?? '');
      expect(note?.textContent).toBe('Not offered while disabled');
      expect(screen.getByRole('switch', { name: 'Active: On' }).getAttribute('aria-describedby')).toBeNull();
      expect(screen.getAllByText('Not offered while disabled')).toHaveLength(1);
    },
  );

  it('shows cards on a phone', async () => {
    setScreenWidth(390);
    renderList();
    const list = await screen.findByRole('list', { name: 'Templates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText(/^Updated /)).toBeTruthy();
  });

  it('says so when there are no templates', async () => {
    setScreenWidth(1280);
    renderList(MANAGER, {}, []);
    expect(await screen.findByText('There are no assessment templates yet.')).toBeTruthy();
  });

  it('turns a template off for the district with the whole template and active false', async () => {
    setScreenWidth(1280);
    const { calls } = renderList(MANAGER, {
      'PUT /api/rubrics/rubric1': ({ body }) => json(200, { ...buildRubric(), ...(body as object) }),
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: CPTED Campus Review' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'CPTED Campus Review',
      active: false,
      sections: buildRubric().sections,
    });
    expect(await screen.findByText('CPTED Campus Review is no longer offered.')).toBeTruthy();
  });

  it('duplicates, and deletes after a confirmation', async () => {
    setScreenWidth(1280);
    const { calls } = renderList(MANAGER, {
      'POST /api/rubrics/rubric1/duplicate': () =>
        json(201, buildRubric({ id: 'rubric2', name: 'Copy of CPTED Campus Review', active: false })),
      'DELETE /api/rubrics/rubric1': () => new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for CPTED Campus Review' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('Duplicated as Copy of CPTED Campus Review')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for CPTED Campus Review' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete CPTED Campus Review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted')).toBeTruthy();
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    ).toEqual(['POST /api/rubrics/rubric1/duplicate', 'DELETE /api/rubrics/rubric1']);
  });

  it("shows the spec's message when a delete fails, and keeps the dialog open", async () => {
    setScreenWidth(1280);
    renderList(MANAGER, {
      'DELETE /api/rubrics/rubric1': () =>
        json(500, {
          error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for CPTED Campus Review' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete CPTED Campus Review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occurred while trying to delete the template.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete CPTED Campus Review?' })).toBeTruthy();
  });
});

describe('permissions hide what one may not do', () => {
  it('an author with create rubrics: New Template, no active switch, menu only on their own templates', async () => {
    setScreenWidth(1280);
    renderList(grant('create rubrics'), {}, [
      buildRubric({ id: 'mine', name: 'Mine', createdByUserId: 'user1', active: false }),
      buildRubric({ id: 'theirs', name: 'Theirs', createdByUserId: 'user9' }),
    ]);
    await screen.findByRole('table', { name: 'Templates' });
    expect(screen.getByRole('link', { name: 'New Template' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions for Mine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Theirs' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Theirs' })).toBeNull();
    // The district's active one is marked, not switchable.
    expect(screen.getAllByText('Active').length).toBeGreaterThan(1);
  });

  it('without manage or create rubrics /rubrics goes to the dashboard', async () => {
    renderList(grant('view assessments', 'submit assessments'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('the Assessment Templates menu item follows manage or create rubrics', () => {
    const ids = (permissions: ReturnType<typeof grant>) =>
      visibleNavigation(buildMe({ permissions })).flatMap((section) => section.items.map((item) => item.id));
    expect(ids(grant('manage rubrics'))).toContain('rubrics');
    expect(ids(grant('create rubrics'))).toContain('rubrics');
    expect(ids(grant('view assessments', 'submit assessments', 'manage assessments'))).not.toContain(
      'rubrics',
    );
  });
});
