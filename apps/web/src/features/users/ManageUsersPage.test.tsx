import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../app/navigation';
import { buildMe, grant, grantAt, type MeOverrides } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { setScreenWidth } from '../../test/screen';
import { ManageUsersGuardedPage, ManageUsersPage } from './ManageUsersPage';
import { buildAdminUser, buildOptions, buildRow, page } from './testKit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

type Handlers = Parameters<typeof mockFetch>[0];

function renderUsers(at: string, handlers: Handlers = {}, meOverrides: MeOverrides = {}) {
  const me = buildMe({ permissions: grant('manage users', 'log entries'), ...meOverrides });
  const fetch = mockFetch({
    'GET /api/admin/users/options': () => json(200, buildOptions()),
    'GET /api/admin/users': () => json(200, page([buildRow()])),
    ...handlers,
  });
  const view = renderSignedIn(<ManageUsersGuardedPage />, {
    me,
    at,
    routes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
  });
  return { ...view, ...fetch };
}

const listQueries = (calls: ReturnType<typeof mockFetch>['calls']) =>
  calls
    .filter((call) => call.path === '/api/admin/users')
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)));

describe('the Manage Users list', () => {
  it('reads the filters from the query string and asks the server for that page', async () => {
    setScreenWidth(1280);
    const { calls } = renderUsers(
      '/admin/manageUsers?q=chen&role=educator&schoolId=school2&archived=all&page=3',
      {
        'GET /api/admin/users': () => json(200, page([buildRow()], 180, 100)),
      },
    );
    expect(await screen.findByRole('table', { name: 'Users' })).toBeTruthy();
    expect(listQueries(calls)[0]).toEqual({
      q: 'chen',
      role: 'educator',
      schoolId: 'school2',
      archived: 'all',
      offset: '100',
      limit: '50',
    });
    expect(screen.getByRole('status').textContent).toBe('180 users');
    expect(screen.getByText('101–150 of 180')).toBeTruthy();
    expect((screen.getByLabelText('Search by name or email') as HTMLInputElement).value).toBe('chen');
  });

  it('puts a changed filter in the query string and goes back to the first page', async () => {
    setScreenWidth(1280);
    const { calls, router } = renderUsers('/admin/manageUsers?page=2', {
      'GET /api/admin/users': () => json(200, page([buildRow()], 120, 50)),
    });
    await screen.findByRole('table', { name: 'Users' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Archived' }));
    await waitFor(() => expect(router.state.location.search).toBe('?archived=archived'));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ archived: 'archived', offset: '0' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?archived=archived&page=2'));
  });

  it('searches by name or email once typing rests', async () => {
    setScreenWidth(1280);
    const { calls, router } = renderUsers('/admin/manageUsers');
    await screen.findByRole('table', { name: 'Users' });
    fireEvent.change(screen.getByLabelText('Search by name or email'), { target: { value: 'riley@' } });
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?q=riley%40'));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ q: 'riley@' }));
  });

  it('shows each row with role, schools, last sign-in and MFA state; a table on a desktop', async () => {
    setScreenWidth(1280);
    renderUsers('/admin/manageUsers', {
      'GET /api/admin/users': () =>
        json(
          200,
          page([
            buildRow({ mfaEnabled: true }),
            buildRow({
              id: 'user3',
              firstName: 'Sam',
              lastName: 'Ortiz',
              role: 'district_safety_coordinator',
              isDistrictUser: true,
              lastSignInAt: null,
              isArchived: true,
            }),
          ]),
        ),
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    const [, riley, sam] = within(table).getAllByRole('row');
    expect(riley?.textContent).toContain('Riley Chen');
    expect(riley?.textContent).toContain('School 1');
    expect(riley?.textContent).toContain('MFA on');
    expect(sam?.textContent).toContain('District-Level Safety Coordinator');
    expect(sam?.textContent).toContain('District-level (all schools)');
    expect(sam?.textContent).toContain('Never signed in');
    expect(sam?.textContent).toContain('MFA off');
    expect(sam?.textContent).toContain('Archived');
  });

  it('shows cards on a phone, and the empty state', async () => {
    setScreenWidth(390);
    renderUsers('/admin/manageUsers');
    expect(await screen.findByRole('list', { name: 'Users' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when no user matches', async () => {
    renderUsers('/admin/manageUsers?q=nobody', { 'GET /api/admin/users': () => json(200, page([])) });
    expect(await screen.findByText(/No users match these filters/)).toBeTruthy();
  });

  it('refuses editing offline with the spec message', async () => {
    setScreenWidth(1280);
    renderUsers('/admin/manageUsers');
    await screen.findByRole('table', { name: 'Users' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add User' }).hasAttribute('disabled')).toBe(false),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(
      await screen.findByText(
        'You cannot edit users while offline. Please try again after reconnecting to the internet.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.restoreAllMocks();
    window.dispatchEvent(new Event('online'));
  });

  it('sends a user without manage users to the dashboard', async () => {
    mockFetch({});
    renderSignedIn(<ManageUsersGuardedPage />, {
      me: buildMe({ permissions: grant('log entries') }),
      at: '/admin/manageUsers',
      routes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});

describe('the row actions', () => {
  it('deletes a user only after the confirmation', async () => {
    setScreenWidth(1280);
    const { calls } = renderUsers('/admin/manageUsers', {
      'DELETE /api/admin/users/user2': () => new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Riley Chen' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Riley Chen?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('User Successfully Deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/admin/users/user2',
    ]);
  });

  it("shows the spec's error toast when a delete fails", async () => {
    setScreenWidth(1280);
    renderUsers('/admin/manageUsers', {
      'DELETE /api/admin/users/user2': () =>
        json(403, { error: { code: 'forbidden', message: 'You may not manage this user.' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Riley Chen' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('There was an error while deleting the user.')).toBeTruthy();
  });

  it('archives, and signs a user out on every device', async () => {
    setScreenWidth(1280);
    const result = { user: buildAdminUser(), endedSessions: 2 };
    const { calls } = renderUsers('/admin/manageUsers', {
      'POST /api/admin/users/user2/archive': () => json(200, result),
      'POST /api/admin/users/user2/sign-out': () => json(200, result),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Riley Chen' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(await screen.findByText('Riley Chen was archived and signed out.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Riley Chen' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out on every device' }));
    expect(await screen.findByText('Riley Chen was signed out on every device.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/users/user2/archive',
      '/api/admin/users/user2/sign-out',
    ]);
  });

  it('offers Manage MFA only when the page is given the MFA dialog, and opens it for the row', async () => {
    setScreenWidth(1280);
    mockFetch({
      'GET /api/admin/users/options': () => json(200, buildOptions()),
      'GET /api/admin/users': () => json(200, page([buildRow()])),
    });
    const ManageMfaDialog = ({ userId, open }: { userId: string; open: boolean; onClose: () => void }) =>
      open ? <div role="dialog" aria-label={`MFA of ${userId}`} /> : null;
    renderSignedIn(<ManageUsersPage ManageMfaDialog={ManageMfaDialog} />, {
      me: buildMe({ permissions: grant('manage users') }),
      at: '/admin/manageUsers',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Riley Chen' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Manage MFA' }));
    expect(await screen.findByRole('dialog', { name: 'MFA of user2' })).toBeTruthy();
  });
});

describe('the Admin menu', () => {
  const adminItems = (permissions: ReturnType<typeof grant>) =>
    visibleNavigation(buildMe({ permissions }))
      .find((section) => section.id === 'admin')
      ?.items.map((item) => item.id);

  it('shows Manage Users under Admin with manage users, even at one school', () => {
    expect(adminItems(grant('manage users'))).toEqual(['manageUsers']);
    expect(adminItems(grantAt('manage users', ['school1']))).toEqual(['manageUsers']);
  });

  it('has no Admin section without it', () => {
    expect(adminItems(grant('log entries', 'view entries'))).toBeUndefined();
  });
});
