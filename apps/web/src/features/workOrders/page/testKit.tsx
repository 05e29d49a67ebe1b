import {
  type TMeResponse,
  type TPersonSummary,
  type TTasksSettings,
  type TWorkOrderDetail,
  ZWorkOrderDetail,
} from '@schooldog/domain';
import { vi } from 'vitest';
import { useLiveChanges } from '../../../api/useLiveChanges';
import { answerPushes, type PushedMutation } from '../../../offline/testkit';
import { FakeEventSource } from '../../../test/eventSource';
import { buildMe, grant } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderRoutes } from '../../../test/render';
import { CurrentUserProvider } from '../../auth/currentUser';
import { buildTasksSettings } from '../../tasksSettings/testKit';
import { WorkOrderPrintPage } from '../print/WorkOrderPrintPage';
import { WorkOrderPage } from '../WorkOrderPage';

type Handlers = Parameters<typeof mockFetch>[0];

export const person = (id: string, firstName: string, lastName: string): TPersonSummary => ({
  id,
  firstName,
  lastName,
});

export const MAKER = person('maker1', 'Morgan', 'Price');
export const STAFF = person('staff1', 'Sam', 'Rivera');

/** A new work order at school1 on the HVAC board, made by MAKER and assigned to STAFF. */
export function buildWorkOrderDetail(overrides: Partial<TWorkOrderDetail> = {}): TWorkOrderDetail {
  return ZWorkOrderDetail.parse({
    id: 'WorkOrder000000000001',
    publicId: 1042,
    schoolId: 'school1',
    description: 'Leaking faucet in room 12',
    boardId: 'boardHvac',
    priority: 'high',
    location: 'Room 12',
    locationDataProfileId: null,
    locationDataProfileOptionId: null,
    dueDate: '2026-12-04',
    scheduledStartDate: null,
    timeOriginallyScheduled: null,
    notes: '',
    customFields: {},
    imagePaths: [],
    status: 'new',
    timeCompleted: null,
    entryId: null,
    walkId: null,
    createdBy: MAKER,
    assignees: [STAFF],
    followerIds: [MAKER.id, STAFF.id],
    followers: [MAKER, STAFF],
    isPinned: false,
    commentCount: 0,
    timeCreated: '2026-11-20T14:00:00.000Z',
    timeUpdated: '2026-11-20T14:00:00.000Z',
    comments: [],
    attachments: [],
    statusHistory: [
      {
        fromStatus: null,
        toStatus: 'new',
        byUser: MAKER,
        comment: '',
        timestamp: '2026-11-20T14:00:00.000Z',
      },
    ],
    assignmentHistory: [],
    ...overrides,
  });
}

/** A manager of work orders everywhere (the page offers them everything). */
export const buildManager = () =>
  buildMe({ user: { id: 'manager1' }, permissions: grant('manage tasks', 'propose tasks') });

interface RenderOptions {
  me?: TMeResponse;
  settings?: TTasksSettings;
  handlers?: Handlers;
  at?: 'page' | 'print';
}

/**
 * The work order after a pushed status change or comment, as the server would answer it (a
 * small fake: the page's tests read what the page shows once the server has the change).
 */
function applied(order: TWorkOrderDetail, mutation: PushedMutation, me: TMeResponse): TWorkOrderDetail {
  const args = mutation.args as { status?: string; text?: string; id?: string };
  const author = { id: me.user.id, firstName: me.user.firstName, lastName: me.user.lastName };
  if (mutation.name === 'workOrder.status')
    return { ...order, status: args.status as TWorkOrderDetail['status'] };
  if (mutation.name === 'workOrder.comment')
    return {
      ...order,
      commentCount: order.commentCount + 1,
      comments: [
        ...order.comments,
        { id: args.id ?? 'c1', author, text: args.text ?? '', timeCreated: '2026-11-21T10:00:00.000Z' },
      ],
    };
  return order;
}

/**
 * The page (or the print page) of `order` for `me`, live through a fake event stream; each write
 * answers `order` as changed by the handler given, else unchanged. The outbox's work order writes
 * (status, comments) are applied to the order the server then answers.
 */
export function renderWorkOrderPage(order: TWorkOrderDetail, options: RenderOptions = {}) {
  const { me = buildManager(), settings = buildTasksSettings(), handlers = {}, at = 'page' } = options;
  vi.stubGlobal('EventSource', FakeEventSource);
  const base = `/api/work-orders/${order.id}`;
  let current = order;
  const push = answerPushes((mutation) => {
    current = applied(current, mutation, me);
    return { seq: mutation.seq, status: 'applied', record: { kind: 'workOrder', workOrder: current } };
  });
  const fetch = mockFetch({
    [`GET ${base}`]: () => json(200, current),
    'POST /api/sync/push': push.handler,
    'GET /api/tasks-settings': () => json(200, settings),
    [`POST ${base}/status`]: () => json(200, order),
    [`POST ${base}/comments`]: () => json(201, order),
    [`PUT ${base}/follow`]: () => json(200, order),
    [`PUT ${base}/pin`]: () => json(200, order),
    ...handlers,
  });
  const Page = at === 'page' ? WorkOrderPage : WorkOrderPrintPage;
  function Live() {
    useLiveChanges();
    return <Page />;
  }
  const view = renderRoutes({
    at: at === 'page' ? `/tasks/task/${order.id}` : `/tasks/print/${order.id}`,
    routes: [
      {
        path: at === 'page' ? '/tasks/task/:taskId' : '/tasks/print/:taskId',
        element: (
          <CurrentUserProvider me={me}>
            <Live />
          </CurrentUserProvider>
        ),
      },
    ],
  });
  const writes = (suffix: string) =>
    fetch.calls
      .filter((call) => call.method !== 'GET' && call.path === `${base}${suffix}`)
      .map((call) => call.body);
  const pushedArgs = (name: PushedMutation['name']) =>
    push.pushed.filter((mutation) => mutation.name === name).map((mutation) => mutation.args);
  return { ...view, ...fetch, me, writes, pushed: push.pushed, pushedArgs };
}
