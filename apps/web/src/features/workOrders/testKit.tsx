import { vi } from 'vitest';
import type { TMeResponse, TTasksSettings, TWorkOrder } from '@schooldog/domain';
import { buildMe, buildSchools, grant, type MeOverrides } from '../../test/factories';
import { answerPushes, type PushedMutation } from '../../offline/testkit';
import { json, mockFetch } from '../../test/fetchMock';
import { renderSignedIn } from '../../test/render';
import { buildTasksSettings } from '../tasksSettings/testKit';
import { WorkOrderDialog, type WorkOrderSource } from './dialog/WorkOrderDialog';
import { WorkOrdersPage } from './list/WorkOrdersPage';

type Handlers = Parameters<typeof mockFetch>[0];

/** A new, unassigned work order at school1 on the HVAC board, made by someone else. */
export function buildWorkOrder(overrides: Partial<TWorkOrder> = {}): TWorkOrder {
  return {
    id: 'wo1',
    publicId: 1001,
    schoolId: 'school1',
    description: 'Heater in room 12 makes a loud noise',
    boardId: 'boardHvac',
    priority: 'high',
    location: 'Room 12',
    locationDataProfileId: null,
    locationDataProfileOptionId: null,
    dueDate: null,
    scheduledStartDate: null,
    timeOriginallyScheduled: null,
    notes: '',
    customFields: {},
    imagePaths: [],
    status: 'new',
    timeCompleted: null,
    entryId: null,
    walkId: null,
    createdBy: { id: 'maker1', firstName: 'Pat', lastName: 'Kim' },
    assignees: [],
    followerIds: [],
    isPinned: false,
    commentCount: 0,
    timeCreated: '2026-11-20T14:00:00.000Z',
    timeUpdated: '2026-11-20T14:00:00.000Z',
    ...overrides,
  };
}

export const ASSIGNEES = Array.from({ length: 6 }, (_, index) => ({
  id: `staff${index + 1}`,
  firstName: ['Sam', 'Alex', 'Jo', 'Lee', 'Max', 'Ana'][index] ?? 'Sam',
  lastName: 'Rivera',
}));

/** GET /api/work-orders answering these work orders, one page. */
export const workOrdersPage =
  (workOrders: TWorkOrder[], nextCursor: string | null = null) =>
  () =>
    json(200, { workOrders, total: workOrders.length, nextCursor });

/**
 * The reads every work order screen makes: the settings, the assignees; and the outbox's pushes
 * (the work order writes, applied); answers `handlers` first.
 */
function workOrderFetch(settings: TTasksSettings, handlers: Handlers) {
  const push = answerPushes();
  const fetch = mockFetch({
    'GET /api/tasks-settings': () => json(200, settings),
    'GET /api/work-orders/assignees': () => json(200, { people: ASSIGNEES }),
    'POST /api/work-orders/*': ({ url }) => json(200, { ...buildDetail(), id: url.pathname.split('/')[3] }),
    'POST /api/sync/push': push.handler,
    ...handlers,
  });
  /** The arguments of the work order writes pushed, of one kind. */
  const pushedArgs = (name: PushedMutation['name']) =>
    push.pushed.filter((mutation) => mutation.name === name).map((mutation) => mutation.args);
  return { ...fetch, pushed: push.pushed, pushedArgs };
}

/** /tasks for a manager of work orders (or `me`) at two schools. */
export function renderWorkOrders(
  at: string,
  handlers: Handlers,
  options: { me?: MeOverrides | TMeResponse; settings?: TTasksSettings } = {},
) {
  const me = buildMe({ schools: buildSchools(2), permissions: grant('manage tasks'), ...options.me });
  const fetch = workOrderFetch(options.settings ?? buildTasksSettings(), handlers);
  const view = renderSignedIn(<WorkOrdersPage />, {
    me,
    at,
    routes: [{ path: '/tasks/task/:taskId', element: <h1>Work order page</h1> }],
  });
  return { ...view, ...fetch, me };
}

/** The dialog (creating, or editing `workOrder`) for a proposer at two schools (or `me`), on `settings`. */
export function renderWorkOrderDialog(
  options: {
    settings?: TTasksSettings;
    me?: MeOverrides;
    workOrder?: TWorkOrder;
    source?: WorkOrderSource;
    handlers?: Handlers;
  } = {},
) {
  const me = buildMe({ schools: buildSchools(2), permissions: grant('propose tasks'), ...options.me });
  const fetch = workOrderFetch(options.settings ?? buildTasksSettings(), {
    'POST /api/work-orders': ({ body }) => json(201, { ...buildDetail(), ...(body as object) }),
    'PATCH /api/work-orders/*': () => json(200, buildDetail()),
    ...options.handlers,
  });
  const onClose = vi.fn();
  const view = renderSignedIn(
    <WorkOrderDialog onClose={onClose} workOrder={options.workOrder} source={options.source} />,
    { me, at: '/' },
  );
  const bodies = (method: string) =>
    fetch.calls.filter((call) => call.method === method).map((call) => call.body);
  return { ...view, ...fetch, me, onClose, bodies };
}

/** A work order as GET /api/work-orders/:id answers it. */
export function buildDetail(overrides: Partial<TWorkOrder> = {}) {
  return {
    ...buildWorkOrder(overrides),
    followers: [],
    comments: [],
    attachments: [],
    statusHistory: [],
    assignmentHistory: [],
  };
}
