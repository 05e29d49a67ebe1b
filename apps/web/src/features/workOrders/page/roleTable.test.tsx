import { cleanup, screen } from '@testing-library/react';
import {
  canChangeWorkOrderStatus,
  canCommentOnWorkOrder,
  canEditWorkOrder,
  canOpenWorkOrders,
  canScheduleWorkOrders,
  canSeeWorkOrder,
  defaultPermissionsForRole,
  resolvePermissions,
  type ResolvedPermissions,
  type RoleName,
  ROLES,
  type TTasksSettings,
  WORK_ORDER_STATUSES,
} from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/eventSource';
import { buildMe } from '../../../test/factories';
import { json } from '../../../test/fetchMock';
import { buildTasksSettings } from '../../tasksSettings/testKit';
import { workOrderPageAccess } from './access';
import { buildWorkOrderDetail, person, renderWorkOrderPage } from './testKit';

/*
 * The work order page's buttons against the domain's rules, over the roles (their default
 * permissions at school1) and product staff, as a stranger to the work order and as its assignee,
 * under the default settings and the restrictive ones: Change Status shows exactly when
 * POST .../status would be accepted, Follow and Pin exactly when PUT .../follow and /pin would,
 * and a work order the viewer may not see reads as not found, as the server answers.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

type Viewer = RoleName | 'staff';
const VIEWERS: Viewer[] = [...ROLES, 'staff'];
const VIEWER_ID = 'viewer1';

const SETTINGS: Record<string, TTasksSettings> = {
  default: buildTasksSettings(),
  restrictive: buildTasksSettings({
    restrictStatusChangePermissions: 'workOrderStaff',
    restrictWorkOrderStaffViewPermissions: true,
    restrictSchedulePermissions: 'workOrderManagers',
  }),
};

function viewerOf(viewer: Viewer) {
  const role: RoleName = viewer === 'staff' ? 'educator' : viewer;
  const isSchoolDogStaff = viewer === 'staff';
  // Maintenance roles become work order staff (spec 001 §6 "Set default permissions for Role").
  const isPrimarilyTaskUser = role === 'maintenance_supervisor' || role === 'maintenance_staff';
  const resolved: ResolvedPermissions = resolvePermissions(
    {
      role,
      isDistrictLevel: false,
      isSchoolDogStaff,
      roleSchoolIds: ['school1'],
      permissions: defaultPermissionsForRole(role, ['school1']),
    },
    { enableWorkOrders: true },
  );
  const me = buildMe({
    user: { id: VIEWER_ID, role, isSchoolDogStaff, isPrimarilyTaskUser },
    permissions: resolved,
  });
  return { me, actor: { userId: VIEWER_ID, permissions: resolved, isPrimarilyTaskUser } };
}

const orderFor = (relation: 'stranger' | 'assignee') =>
  buildWorkOrderDetail(
    relation === 'assignee'
      ? { assignees: [person(VIEWER_ID, 'Val', 'Viewer')], followerIds: ['maker1', VIEWER_ID] }
      : {},
  );

const subjectOf = (order: ReturnType<typeof orderFor>) => ({
  schoolId: order.schoolId,
  status: order.status,
  createdByUserId: order.createdBy?.id ?? null,
  assignedUserIds: order.assignees.map((assignee) => assignee.id),
  followerIds: order.followerIds,
});

describe.each(VIEWERS)('the work order page for %s, as the domain decides', (viewer) => {
  it('offers exactly the statuses the server accepts, in every relation and settings', () => {
    const { me, actor } = viewerOf(viewer);
    for (const relation of ['stranger', 'assignee'] as const) {
      for (const settings of Object.values(SETTINGS)) {
        const order = orderFor(relation);
        const access = workOrderPageAccess(me, order, settings);
        const canChange = canChangeWorkOrderStatus(actor, subjectOf(order), settings);
        const expected = canChange
          ? WORK_ORDER_STATUSES.filter(
              (status) =>
                status !== 'new' && (status !== 'scheduled' || canScheduleWorkOrders(actor, settings)),
            )
          : [];
        expect(access.statusChoices, `${relation}`).toEqual(expected);
        expect(access.canComment).toBe(canCommentOnWorkOrder(actor, subjectOf(order), settings));
        expect(access.canEdit).toBe(canEditWorkOrder(actor, subjectOf(order)));
      }
    }
  });

  it('shows Change Status, Edit, Follow and Pin exactly to those the server accepts', async () => {
    const { me, actor } = viewerOf(viewer);
    for (const relation of ['stranger', 'assignee'] as const) {
      for (const [name, settings] of Object.entries(SETTINGS)) {
        const order = orderFor(relation);
        const subject = subjectOf(order);
        const label = `${relation}, ${name} settings`;
        const isSeen = canSeeWorkOrder(actor, subject, settings);
        renderWorkOrderPage(order, {
          me,
          settings,
          handlers: isSeen
            ? {}
            : {
                [`GET /api/work-orders/${order.id}`]: () =>
                  json(404, { error: { code: 'NOT_FOUND', message: 'Work order not found' } }),
              },
        });
        if (!canOpenWorkOrders(actor.permissions)) {
          expect(await screen.findByText('You do not have access to work orders'), label).toBeTruthy();
        } else if (!isSeen) {
          expect(await screen.findByText('Work order not found'), label).toBeTruthy();
        } else {
          // The settings decide the buttons: wait for the Print button, then for the settings' read.
          await screen.findByRole('link', { name: 'Print' });
          await screen.findByText('HVAC');
          const shows = (name: string) => screen.queryByRole('button', { name }) !== null;
          expect(shows('Change Status'), label).toBe(canChangeWorkOrderStatus(actor, subject, settings));
          const canComment = canCommentOnWorkOrder(actor, subject, settings);
          expect(shows('Follow') || shows('Unfollow'), label).toBe(canComment);
          expect(shows('Pin'), label).toBe(canComment);
          expect(screen.queryByLabelText('Add a comment') !== null, label).toBe(canComment);
          expect(shows('Edit'), label).toBe(canEditWorkOrder(actor, subject));
        }
        cleanup();
        vi.unstubAllGlobals();
      }
    }
  });
});

it('a maintenance supervisor changes the status of any work order of their schools; an educator sees none', () => {
  const supervisor = viewerOf('maintenance_supervisor');
  const educator = viewerOf('educator');
  const order = subjectOf(orderFor('stranger'));
  expect(canChangeWorkOrderStatus(supervisor.actor, order, SETTINGS.default as TTasksSettings)).toBe(true);
  expect(canOpenWorkOrders(educator.actor.permissions)).toBe(false);
});
