import type { TRecurringWorkOrder } from '@schooldog/domain';
import { buildMe, buildSchools, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { CurrentUserProvider } from '../auth/currentUser';
import { buildTasksSettings } from '../tasksSettings/testKit';
import { RecurringWorkOrdersPage } from './RecurringWorkOrdersPage';

type Handlers = Parameters<typeof mockFetch>[0];

export function buildRecurring(overrides: Partial<TRecurringWorkOrder> = {}): TRecurringWorkOrder {
  return {
    id: 'recurring1',
    title: 'HVAC filter change',
    schoolIds: ['school1', 'school2'],
    workOrderData: {
      description: 'Replace the air handler filters.',
      boardId: 'boardHvac',
      assignedUserIds: [],
      priority: 'medium',
      location: 'Mechanical room',
      notes: '',
      customFields: {},
    },
    recurrenceStartDate: '2030-01-15',
    recurrenceEndDate: null,
    recurrenceInterval: 2,
    recurrenceUnit: 'Weeks',
    isPaused: false,
    nextOccurrenceDate: '2030-01-29',
    lastGeneratedDate: '2030-01-15',
    createdByUserId: 'user1',
    timeCreated: '2030-01-01T12:00:00.000Z',
    timeUpdated: '2030-01-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The page for one who manages tasks settings (or `permissions`), listing `items`. */
export function renderRecurringPage(
  items: TRecurringWorkOrder[] = [buildRecurring()],
  handlers: Handlers = {},
  permissions = grant('manage tasks settings', 'propose tasks'),
) {
  const fetch = mockFetch({
    'GET /api/recurring-work-orders': () => json(200, { recurringWorkOrders: items, nextCursor: null }),
    'GET /api/tasks-settings': () => json(200, buildTasksSettings()),
    'GET /api/work-orders/assignees': () => json(200, { people: [] }),
    ...handlers,
  });
  const me = buildMe({ permissions, schools: buildSchools(3) });
  const view = renderRoutes({
    at: '/recurringWorkOrders',
    routes: [
      {
        path: '/recurringWorkOrders',
        element: (
          <CurrentUserProvider me={me}>
            <RecurringWorkOrdersPage />
          </CurrentUserProvider>
        ),
      },
      { path: '*', element: <h1>Where they start</h1> },
    ],
  });
  return { ...view, ...fetch, me };
}
