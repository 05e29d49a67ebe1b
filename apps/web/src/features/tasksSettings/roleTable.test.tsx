import { screen } from '@testing-library/react';
import {
  canManageTasksSettings,
  defaultPermissionsForRole,
  resolvePermissions,
  type ResolvedPermissions,
  type RoleName,
  ROLES,
} from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../app/navigation';
import { buildMe } from '../../test/factories';
import { renderSettingsPage } from './testKit';

/*
 * The web side of the Work Order Settings' role table: for each role (its default permissions at
 * school1) and product staff, with work orders on and off, the menu item and the page show exactly
 * for those the server accepts: canManageTasksSettings, the rule of PUT /api/tasks-settings.
 */

afterEach(() => vi.unstubAllGlobals());

type Viewer = RoleName | 'staff';
const VIEWERS: Viewer[] = [...ROLES, 'staff'];

function viewerOf(viewer: Viewer, enableWorkOrders: boolean) {
  const role: RoleName = viewer === 'staff' ? 'educator' : viewer;
  const isSchoolDogStaff = viewer === 'staff';
  const resolved: ResolvedPermissions = resolvePermissions(
    {
      role,
      isDistrictLevel: false,
      isSchoolDogStaff,
      roleSchoolIds: ['school1'],
      permissions: defaultPermissionsForRole(role, ['school1']),
    },
    { enableWorkOrders },
  );
  return {
    resolved,
    me: buildMe({ user: { id: 'viewer1', role, isSchoolDogStaff }, permissions: resolved }),
  };
}

const menuItem = (me: ReturnType<typeof buildMe>) =>
  visibleNavigation(me)
    .flatMap((section) => section.items.map((item) => ({ ...item, section: section.labelKey })))
    .find((item) => item.id === 'tasksSettings');

describe.each(VIEWERS)('Work Order Settings for %s, as the domain decides', (viewer) => {
  it('shows the menu item in the Work Orders group exactly to those who manage tasks settings', () => {
    for (const enableWorkOrders of [true, false]) {
      const { me, resolved } = viewerOf(viewer, enableWorkOrders);
      const item = menuItem(me);
      expect(item !== undefined, `work orders ${enableWorkOrders ? 'on' : 'off'}`).toBe(
        canManageTasksSettings(resolved),
      );
      if (item) expect(item.section).toBe('nav.groups.workOrders');
      if (!enableWorkOrders) expect(item).toBeUndefined();
    }
  });

  it('opens the page exactly for them', async () => {
    const { me, resolved } = viewerOf(viewer, true);
    renderSettingsPage(undefined, {}, me.permissions);
    if (canManageTasksSettings(resolved))
      expect(await screen.findByRole('heading', { name: 'Work Order Settings' })).toBeTruthy();
    else expect(await screen.findByRole('heading', { name: 'Where they start' })).toBeTruthy();
  });
});

it('the maintenance supervisor and the master administrator manage the settings; an educator does not', () => {
  expect(canManageTasksSettings(viewerOf('maintenance_supervisor', true).resolved)).toBe(true);
  expect(canManageTasksSettings(viewerOf('schooldog_master_admin', true).resolved)).toBe(true);
  expect(canManageTasksSettings(viewerOf('educator', true).resolved)).toBe(false);
});
