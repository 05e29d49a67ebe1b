import {
  BOARD_COLORS,
  defaultCommunicationPreferences,
  type TTasksSettings,
  type TUserAdminOptions,
  type TWorkOrderStaffUser,
  ZTasksSettings,
} from '@schooldog/domain';
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

const ABILITIES = {
  canEdit: true,
  canChangeRole: true,
  canChangePermissions: true,
  canChangeDistrictAndSchools: true,
  canArchive: false,
  canDelete: false,
  canSignOutEverywhere: false,
  canManageMfa: false,
};

/** One of the staff as GET /api/tasks-settings/staff/:id answers (the list's rows are the same, less a few fields). */
export function buildStaffUser(overrides: Partial<TWorkOrderStaffUser> = {}): TWorkOrderStaffUser {
  return {
    id: 'staff1',
    firstName: 'Sam',
    lastName: 'Rivera',
    email: 'sam.rivera@district.example',
    title: 'Technician',
    role: 'maintenance_staff',
    friendlyRole: 'Maintenance Staff',
    isDistrictLevel: true,
    isDistrictUser: true,
    isSchoolDogStaff: false,
    roleSchoolIds: [],
    schools: [],
    lastSignInAt: null,
    mfaEnabled: false,
    isArchived: false,
    abilities: ABILITIES,
    permissions: { 'be proposed tasks': { hasPermission: true, always: true, forSchools: [] } },
    communicationPreferences: defaultCommunicationPreferences(),
    isPrimarilyTaskUser: true,
    schoolId: null,
    emailVerified: true,
    timeCreated: '2026-01-05T12:00:00.000Z',
    assignedTaskBoardIds: ['boardHvac'],
    ...overrides,
  };
}

export const STAFF_OPTIONS: TUserAdminOptions = {
  schools: [{ id: 'school1', name: 'School 1' }],
  roles: [
    { key: 'maintenance_staff', name: 'Maintenance Staff', isDistrictLevel: true },
    { key: 'custodial', name: 'Custodial', isDistrictLevel: true },
  ],
  canManageDistrictUsers: true,
  canGrantStaff: false,
};

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
    'GET /api/tasks-settings/staff': () => json(200, { users: [buildStaffUser()] }),
    'GET /api/tasks-settings/staff/options': () => json(200, STAFF_OPTIONS),
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
