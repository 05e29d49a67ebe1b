import { screen, within } from '@testing-library/react';
import { canManageTasksSettings, canManageWorkOrderStaff } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../app/navigation';
import { type RoleViewer, type Viewer, VIEWERS, viewerOf } from '../../test/roleViewers';
import { renderSettingsPage } from './testKit';

/*
 * The web side of the Work Order Settings' role table: for each role (its default permissions at
 * school1) and product staff, with work orders on and off, the menu item and the page show exactly
 * for those the server accepts: canManageTasksSettings, the rule of PUT /api/tasks-settings.
 */

afterEach(() => vi.unstubAllGlobals());

const viewerWith = (viewer: Viewer, enableWorkOrders: boolean) => viewerOf(viewer, { enableWorkOrders });

const menuItem = (me: RoleViewer['me']) =>
  visibleNavigation(me)
    .flatMap((section) => section.items.map((item) => ({ ...item, section: section.labelKey })))
    .find((item) => item.id === 'tasksSettings');

describe.each(VIEWERS)('Work Order Settings for %s, as the domain decides', (viewer) => {
  it('shows the menu item in the Work Orders group exactly to those who manage tasks settings', () => {
    for (const enableWorkOrders of [true, false]) {
      const { me, resolved } = viewerWith(viewer, enableWorkOrders);
      const item = menuItem(me);
      expect(item !== undefined, `work orders ${enableWorkOrders ? 'on' : 'off'}`).toBe(
        canManageTasksSettings(resolved),
      );
      if (item) expect(item.section).toBe('nav.groups.workOrders');
      if (!enableWorkOrders) expect(item).toBeUndefined();
    }
  });

  it('opens the page exactly for them', async () => {
    const { me, resolved } = viewerWith(viewer, true);
    renderSettingsPage(undefined, {}, me.permissions);
    if (canManageTasksSettings(resolved))
      expect(await screen.findByRole('heading', { name: 'Work Order Settings' })).toBeTruthy();
    else expect(await screen.findByRole('heading', { name: 'Where they start' })).toBeTruthy();
  });

  // POST/PATCH /api/tasks-settings/staff accept exactly canManageWorkOrderStaff (work-order-staff.test.ts).
  it('offers to add and edit work order staff exactly to those who may', async () => {
    const { me, resolved } = viewerWith(viewer, true);
    if (!canManageTasksSettings(resolved)) return;
    renderSettingsPage(undefined, {}, me.permissions);
    const staff = await screen.findByRole('region', { name: 'Work Order Staff' });
    await within(staff).findByText('Sam Rivera');
    const may = canManageWorkOrderStaff(resolved);
    expect(within(staff).queryByRole('button', { name: 'Add Work Order Staff' }) !== null).toBe(may);
    expect(within(staff).queryByRole('button', { name: 'Edit Sam Rivera' }) !== null).toBe(may);
  });
});

it('the maintenance supervisor and the master administrator manage the settings; an educator does not', () => {
  expect(canManageTasksSettings(viewerWith('maintenance_supervisor', true).resolved)).toBe(true);
  expect(canManageTasksSettings(viewerWith('schooldog_master_admin', true).resolved)).toBe(true);
  expect(canManageTasksSettings(viewerWith('educator', true).resolved)).toBe(false);
});

it('the same two manage work order staff (the server’s role table); a principal does not', () => {
  expect(canManageWorkOrderStaff(viewerWith('maintenance_supervisor', true).resolved)).toBe(true);
  expect(canManageWorkOrderStaff(viewerWith('schooldog_master_admin', true).resolved)).toBe(true);
  expect(canManageWorkOrderStaff(viewerWith('principal', true).resolved)).toBe(false);
  expect(canManageWorkOrderStaff(viewerWith('maintenance_supervisor', false).resolved)).toBe(false);
});
