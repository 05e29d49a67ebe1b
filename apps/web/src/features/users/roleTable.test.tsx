import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { can, type PermissionMap, type TAdminUserRow, userAdminAbilities } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../app/navigation';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { type Viewer, VIEWERS, viewerOf } from '../../test/roleViewers';
import { setScreenWidth } from '../../test/screen';
import { userAdminActorOf } from './access';
import { ManageUsersGuardedPage } from './ManageUsersPage';
import { buildOptions, buildRow, page, SCHOOL_1, SCHOOL_2 } from './testKit';

/*
 * The web side of the role table: for each demo role (its default permissions at school 1) and
 * product staff, the menu item is there exactly when 'manage users' resolves, and each row shows
 * exactly the actions the domain's userAdminAbilities grants (the rule the server enforces).
 */

afterEach(() => vi.unstubAllGlobals());

const meFor = (viewer: Viewer, extra: PermissionMap = {}) =>
  viewerOf(viewer, { schoolId: SCHOOL_1, extra }).me;

const TARGETS: TAdminUserRow[] = [
  buildRow({ id: 'viewer1', firstName: 'Self', lastName: 'Viewer' }),
  buildRow({ id: 'hereUser', firstName: 'Here', lastName: 'Educator' }),
  buildRow({ id: 'thereUser', firstName: 'There', lastName: 'Educator', roleSchoolIds: [SCHOOL_2] }),
  buildRow({
    id: 'districtUser',
    firstName: 'District',
    lastName: 'Coordinator',
    role: 'district_safety_coordinator',
    isDistrictUser: true,
    roleSchoolIds: [],
  }),
  buildRow({ id: 'archivedUser', firstName: 'Archived', lastName: 'Educator', isArchived: true }),
];

/** The menu items the rule allows, in the menu's order. */
function expectedItems(abilities: ReturnType<typeof userAdminAbilities>, row: TAdminUserRow): string[] {
  return [
    abilities.canEdit && 'Edit',
    abilities.canManageMfa && 'Manage MFA',
    abilities.canArchive && (row.isArchived ? 'Unarchive' : 'Archive'),
    abilities.canSignOutEverywhere && !row.isArchived && 'Sign out on every device',
    abilities.canDelete && 'Delete',
  ].filter((item): item is string => typeof item === 'string');
}

async function shownItems(name: string): Promise<string[]> {
  const button = screen.queryByRole('button', { name: `Actions for ${name}` });
  if (!button) return [];
  fireEvent.click(button);
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}

describe('the user admin role table (web)', () => {
  const principalManagingSchool1 = meFor('principal', {
    'manage users': { hasPermission: true, always: false, forSchools: [SCHOOL_1] },
  });
  const cases = [
    ...VIEWERS.map((viewer) => ({ viewer: String(viewer), me: meFor(viewer) })),
    { viewer: 'principal managing users at school 1', me: principalManagingSchool1 },
  ];

  it.each(cases)(
    '$viewer sees the menu item and the row actions the domain rule allows',
    async ({ viewer, me }) => {
      setScreenWidth(1280);
      const managesUsers = can(userAdminActorOf(me).permissions, 'manage users');
      const menuIds = visibleNavigation(me).flatMap((section) => section.items.map((item) => item.id));
      expect(menuIds.includes('manageUsers')).toBe(managesUsers);

      mockFetch({
        'GET /api/admin/users/options': () => json(200, buildOptions()),
        'GET /api/admin/users': () => json(200, page(TARGETS)),
      });
      renderSignedIn(<ManageUsersGuardedPage />, {
        me,
        at: '/admin/manageUsers',
        routes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
      });
      if (!managesUsers) {
        expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
        return;
      }
      await screen.findByRole('table', { name: 'Users' });
      const actor = userAdminActorOf(me);
      for (const row of TARGETS) {
        const name = `${row.firstName} ${row.lastName}`;
        expect(await shownItems(name), `${viewer} → ${name}`).toEqual(
          expectedItems(userAdminAbilities(actor, row), row),
        );
      }
    },
  );

  it('limits a school-scoped grant to the users all of whose schools it covers', () => {
    const actor = userAdminActorOf(principalManagingSchool1);
    const [, here, there, district] = TARGETS;
    if (!here || !there || !district) throw new Error('targets');
    expect(userAdminAbilities(actor, here).canEdit).toBe(true);
    expect(userAdminAbilities(actor, there).canEdit).toBe(false);
    expect(userAdminAbilities(actor, district).canEdit).toBe(false);
  });

  it('lets a master administrator act on others but not archive, delete or reset the MFA of themselves', () => {
    const actor = userAdminActorOf(meFor('schooldog_master_admin'));
    const self = TARGETS[0];
    const other = TARGETS[1];
    if (!self || !other) throw new Error('targets');
    expect(expectedItems(userAdminAbilities(actor, self), self)).toEqual([
      'Edit',
      'Sign out on every device',
    ]);
    expect(expectedItems(userAdminAbilities(actor, other), other)).toEqual([
      'Edit',
      'Manage MFA',
      'Archive',
      'Sign out on every device',
      'Delete',
    ]);
  });
});
