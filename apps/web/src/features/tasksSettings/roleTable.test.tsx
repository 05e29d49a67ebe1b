import { screen } from '@testing-library/react';
import { canManageTasksSettings } from '@schooldog/domain';
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
});

it('the maintenance supervisor and the master administrator manage the settings; an educator does not', () => {
  expect(canManageTasksSettings(viewerWith('maintenance_supervisor', true).resolved)).toBe(true);
  expect(canManageTasksSettings(viewerWith('schooldog_master_admin', true).resolved)).toBe(true);
  expect(canManageTasksSettings(viewerWith('educator', true).resolved)).toBe(false);
});
