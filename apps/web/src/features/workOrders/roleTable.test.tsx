import { screen } from '@testing-library/react';
import { canChangeWorkOrderStatus, canOpenWorkOrders, canProposeWorkOrder } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleActions } from '../../app/actionMenu';
import { visibleNavigation } from '../../app/navigation';
import { type RoleViewer, type Viewer, VIEWERS, viewerOf } from '../../test/roleViewers';
import { buildTasksSettings } from '../tasksSettings/testKit';
import { workOrderActorOf, workOrderSubjectOf } from './access';
import { buildWorkOrder, renderWorkOrders, workOrdersPage } from './testKit';

/*
 * The web side of the work orders' role table: for each role (its default permissions at school1)
 * and product staff, with work orders on and off, the menu item, the action menu's Create Work
 * Order, the page's Create button and a card's status menu show exactly when the domain's rules
 * (the server's) permit them.
 */

afterEach(() => vi.unstubAllGlobals());

function viewerWith(viewer: Viewer, enableWorkOrders: boolean): RoleViewer {
  const isPrimarilyTaskUser = viewer === 'maintenance_staff' || viewer === 'maintenance_supervisor';
  return viewerOf(viewer, {
    enableWorkOrders,
    user: { isPrimarilyTaskUser },
    schools: [{ id: 'school1', name: 'School 1' }],
  });
}

const hasMenuItem = (me: RoleViewer['me']) =>
  visibleNavigation(me).some(
    (section) =>
      section.labelKey === 'nav.groups.workOrders' && section.items.some((item) => item.id === 'workOrders'),
  );
const hasAction = (me: RoleViewer['me']) => visibleActions(me).some((item) => item.id === 'createWorkOrder');

describe.each(VIEWERS)('work orders for %s, as the domain decides', (viewer) => {
  it('shows Work Orders in the Work Orders group and Create Work Order exactly as the rules allow', () => {
    for (const enableWorkOrders of [true, false]) {
      const { me, resolved } = viewerWith(viewer, enableWorkOrders);
      const state = `work orders ${enableWorkOrders ? 'on' : 'off'}`;
      expect(hasMenuItem(me), state).toBe(canOpenWorkOrders(resolved));
      expect(hasAction(me), state).toBe(canProposeWorkOrder(resolved));
      if (!enableWorkOrders) expect(hasMenuItem(me) || hasAction(me)).toBe(false);
    }
  });

  it('offers the page’s Create button and a card’s status menu exactly as the rules allow', async () => {
    const { me, resolved } = viewerWith(viewer, true);
    if (!canOpenWorkOrders(resolved)) return;
    const settings = buildTasksSettings();
    const order = buildWorkOrder();
    renderWorkOrders('/tasks', { 'GET /api/work-orders': workOrdersPage([order]) }, { me, settings });
    expect(await screen.findByRole('link', { name: /WO-1001/ })).toBeTruthy();
    // The settings come with the list; the card's menu waits for them.
    await screen.findByText('HVAC');
    expect(screen.queryByRole('button', { name: 'Create Work Order' }) !== null).toBe(
      canProposeWorkOrder(resolved),
    );
    const mayChange = canChangeWorkOrderStatus(workOrderActorOf(me), workOrderSubjectOf(order), settings);
    expect(screen.queryByRole('button', { name: 'Change the status of WO-1001' }) !== null).toBe(mayChange);
  });
});

it('a work order submitter proposes work orders; an educator by default does not; off, no one opens them', () => {
  expect(canProposeWorkOrder(viewerWith('work_order_submitter', true).resolved)).toBe(true);
  expect(canOpenWorkOrders(viewerWith('maintenance_staff', true).resolved)).toBe(true);
  expect(canOpenWorkOrders(viewerWith('educator', true).resolved)).toBe(false);
  expect(canOpenWorkOrders(viewerWith('maintenance_supervisor', false).resolved)).toBe(false);
});
