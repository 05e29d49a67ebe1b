import { BOARD_COLORS, type TTasksSettings, ZTasksSettings } from '@schooldog/domain';
import { buildMe, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { CurrentUserProvider } from '../auth/currentUser';
import { TasksSettingsPage } from './TasksSettingsPage';

type Handlers = Parameters<typeof mockFetch>[0];

/** A record with two boards (HVAC the default), one custom field and the calendar off. */
export function buildTasksSettings(overrides: Partial<TTasksSettings> = {}): TTasksSettings {
  return ZTasksSettings.parse({
    boards: [
      { id: 'boardHvac', name: 'HVAC', color: BOARD_COLORS[10], assignedUserIds: ['staff1'] },
      { id: 'boardGrounds', name: 'Grounds', color: BOARD_COLORS[18] },
    ],
    defaultTaskBoard: 'boardHvac',
    customFields: ['Room number'],
    ...overrides,
  });
}

export const BOARD_USERS = [
  { id: 'staff1', firstName: 'Sam', lastName: 'Rivera', role: 'maintenance_staff', friendlyRole: '' },
  { id: 'staff2', firstName: 'Alex', lastName: 'Chen', role: 'custodial', friendlyRole: '' },
];

/**
 * The page for a manager of the settings (or `permissions`), on `record`; a save answers what it
 * was sent unless `handlers` say otherwise.
 */
export function renderSettingsPage(
  record = buildTasksSettings(),
  handlers: Handlers = {},
  permissions = grant('manage tasks settings'),
) {
  const fetch = mockFetch({
    'GET /api/tasks-settings': () => json(200, record),
    'GET /api/tasks-settings/board-users': () => json(200, { users: BOARD_USERS }),
    'PUT /api/tasks-settings': ({ body }) => json(200, body),
    ...handlers,
  });
  const me = buildMe({ permissions });
  const view = renderRoutes({
    at: '/tasksSettings',
    routes: [
      {
        path: '/tasksSettings',
        element: (
          <CurrentUserProvider me={me}>
            <TasksSettingsPage />
          </CurrentUserProvider>
        ),
      },
      // Where a refused user starts (the landing of their permissions).
      { path: '*', element: <h1>Where they start</h1> },
    ],
  });
  const saves = () =>
    fetch.calls.filter((call) => call.method === 'PUT').map((call) => call.body as TTasksSettings);
  return { ...view, ...fetch, me, saves };
}
