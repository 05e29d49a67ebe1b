import { screen } from '@testing-library/react';
import {
  canChangeWorkOrderStatus,
  canOpenWorkOrders,
  canProposeWorkOrder,
  defaultPermissionsForRole,
  resolvePermissions,
  type ResolvedPermissions,
  type RoleName,
  ROLES,
} from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleActions } from '../../app/actionMenu';
import { visibleNavigation } from '../../app/navigation';
import { buildMe } from '../../test/factories';
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
  const isPrimarilyTaskUser = role === 'maintenance_staff' || role === 'maintenance_supervisor';
  const me = buildMe({
    user: { id: 'viewer1', role, isSchoolDogStaff, isPrimarilyTaskUser, roleSchoolIds: ['school1'] },
    schools: [{ id: 'school1', name: 'School 1' }],
    permissions: resolved,
  });
  return { resolved, me };
}

const hasMenuItem = (me: ReturnType<typeof buildMe>) =>
  visibleNavigation(me).some(
    (section) =>
      section.labelKey === 'nav.groups.workOrders' && section.items.some((item) => item.id === 'workOrders'),
  );
const hasAction = (me: ReturnType<typeof buildMe>) =>
  visibleActions(me).some((item) => item.id === 'createWorkOrder');

describe.each(VIEWERS)('work orders for %s, as the domain decides', (viewer) => {
  it('shows Work Orders in the Work Orders group and Create Work Order exactly as the rules allow', () => {
    for (const enableWorkOrders of [true, false]) {
      const { me, resolved } = viewerOf(viewer, enableWorkOrders);
      const state = `work orders ${enableWorkOrders ? 'on' : 'off'}`;
      expect(hasMenuItem(me), state).toBe(canOpenWorkOrders(resolved));
      expect(hasAction(me), state).toBe(canProposeWorkOrder(resolved));
      if (!enableWorkOrders) expect(hasMenuItem(me) || hasAction(me)).toBe(false);
    }
  });

  it('offers the page’s Create button and a card’s status menu exactly as the rules allow', async () => {
    const { me, resolved } = viewerOf(viewer, true);
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
  expect(canProposeWorkOrder(viewerOf('work_order_submitter', true).resolved)).toBe(true);
  expect(canOpenWorkOrders(viewerOf('maintenance_staff', true).resolved)).toBe(true);
  expect(canOpenWorkOrders(viewerOf('educator', true).resolved)).toBe(false);
  expect(canOpenWorkOrders(viewerOf('maintenance_supervisor', false).resolved)).toBe(false);
});
