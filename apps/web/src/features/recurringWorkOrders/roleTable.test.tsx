import { screen } from '@testing-library/react';
import { canManageRecurringWorkOrders } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleNavigation } from '../../app/navigation';
import { type RoleViewer, type Viewer, VIEWERS, viewerOf } from '../../test/roleViewers';
import { renderRecurringPage } from './testKit';

/*
 * The web side of the recurring work orders' role table: for each role (its default permissions
 * at school1) and product staff, with work orders on and off, the menu item and the page show
 * exactly for those the server accepts: canManageRecurringWorkOrders, the rule of every
 * /api/recurring-work-orders route.
 */

afterEach(() => vi.unstubAllGlobals());

const viewerWith = (viewer: Viewer, enableWorkOrders: boolean) => viewerOf(viewer, { enableWorkOrders });

const menuItem = (me: RoleViewer['me']) =>
  visibleNavigation(me)
    .flatMap((section) => section.items.map((item) => ({ ...item, section: section.labelKey })))
    .find((item) => item.id === 'recurringWorkOrders');

describe.each(VIEWERS)('Recurring Work Orders for %s, as the domain decides', (viewer) => {
  it('shows the menu item in the Work Orders group exactly to those who manage tasks settings', () => {
    for (const enableWorkOrders of [true, false]) {
      const { me, resolved } = viewerWith(viewer, enableWorkOrders);
      const item = menuItem(me);
      expect(item !== undefined, `work orders ${enableWorkOrders ? 'on' : 'off'}`).toBe(
        canManageRecurringWorkOrders(resolved),
      );
      if (item) expect(item.section).toBe('nav.groups.workOrders');
      if (!enableWorkOrders) expect(item).toBeUndefined();
    }
  });

  it('opens the page exactly for them', async () => {
    const { me, resolved } = viewerWith(viewer, true);
    renderRecurringPage(undefined, {}, me.permissions);
    if (canManageRecurringWorkOrders(resolved))
      expect(await screen.findByRole('heading', { name: 'Recurring Work Orders' })).toBeTruthy();
    else expect(await screen.findByRole('heading', { name: 'Where they start' })).toBeTruthy();
  });
});

it('the maintenance supervisor and the master administrator manage them; a principal does not', () => {
  expect(canManageRecurringWorkOrders(viewerWith('maintenance_supervisor', true).resolved)).toBe(true);
  expect(canManageRecurringWorkOrders(viewerWith('schooldog_master_admin', true).resolved)).toBe(true);
  expect(canManageRecurringWorkOrders(viewerWith('principal', true).resolved)).toBe(false);
  expect(canManageRecurringWorkOrders(viewerWith('maintenance_supervisor', false).resolved)).toBe(false);
});
