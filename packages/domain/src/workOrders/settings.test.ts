import { describe, expect, it } from 'vitest';
import { defaultPermissionsForRole } from '../permissions/defaults.js';
import { resolvePermissions } from '../permissions/resolve.js';
import { ROLES } from '../permissions/roles.js';
import {
  calendarWindow,
  canAddCustomField,
  canBeBoardUser,
  canReadTasksSettings,
  checkTasksSettings,
  customFieldError,
  type TTasksSettingsRequest,
  ZTasksSettingsRequest,
} from './settings.js';
import { canManageTasksSettings, canOpenWorkOrders } from './rules.js';
import { BOARD_COLORS } from './statuses.js';

const TODAY = '2026-03-10';
const check = (input: TTasksSettingsRequest) => checkTasksSettings(ZTasksSettingsRequest.parse(input), TODAY);
const board = (id: string, name: string, color: string = BOARD_COLORS[0]) => ({
  id,
  name,
  color,
  assignedUserIds: [],
  preventNonAssignedUsers: false,
});
const calendar = (overrides: object = {}) => ({
  startTime: '07:00',
  endTime: '15:30',
  days: { monday: true },
  overrides: [],
  ...overrides,
});

describe('work order settings: what a saved record holds (spec 001 §5 "Settings")', () => {
  it('accepts the defaults and tidies a record: names trimmed, every day named', () => {
    const { settings, errors } = check({
      boards: [board('b1', '  Grounds ')],
      defaultTaskBoard: 'b1',
      customFields: [' Room number '],
      requiredFields: { customFields: { ' Room number ': true } },
    });
    expect(errors).toEqual({});
    expect(settings.boards[0]?.name).toBe('Grounds');
    expect(settings.customFields).toEqual(['Room number']);
    expect(settings.requiredFields.customFields).toEqual({ 'Room number': true });
    expect(Object.keys(settings.workCalendar.days)).toHaveLength(7);
    expect(check({}).errors).toEqual({});
  });

  it("a board needs a name of at most 30 characters, unique in any case, and one of the 35 colours ('Required.')", () => {
    const { errors } = check({
      boards: [
        board('b1', ' '),
        board('b2', 'x'.repeat(31)),
        board('b3', 'HVAC', ''),
        board('b4', 'hvac ', '#123456'),
      ],
    });
    expect(errors).toEqual({
      'boards.0.name': 'Required.',
      'boards.1.name': "A board's name can be at most 30 characters.",
      'boards.2.color': 'Required.',
      'boards.3.name': 'Another board already has this name.',
      'boards.3.color': 'Choose one of the board colours.',
    });
  });

  it('the default board is one of the boards, or none; board ids are unique', () => {
    expect(check({ boards: [board('b1', 'A')], defaultTaskBoard: 'gone' }).errors).toEqual({
      defaultTaskBoard: 'The default board must be one of the boards.',
    });
    expect(check({ boards: [board('b1', 'A'), board('b1', 'B')] }).errors).toEqual({
      'boards.1.id': 'Another board already has this id.',
    });
  });

  it('at most 10 custom fields, trimmed and unique; the add button is disabled at 10', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `Field ${index}`);
    expect(check({ customFields: [...ten, 'Eleventh'] }).errors).toEqual({
      customFields: 'At most 10 custom fields.',
    });
    expect(check({ customFields: ['Room', ' room', ''] }).errors).toEqual({
      'customFields.1': 'This custom field exists already.',
      'customFields.2': 'Required.',
    });
    expect(canAddCustomField(ten)).toBe(false);
    expect(canAddCustomField(ten.slice(1))).toBe(true);
    expect(customFieldError('  Eleventh ', ten)).toBe('At most 10 custom fields.');
    expect(customFieldError(' Room ', ['Bldg'])).toBeNull();
  });

  it('a hidden field cannot be required', () => {
    expect(
      check({
        hiddenFields: { notes: true, priority: true },
        requiredFields: { notes: true, location: true },
      }).errors,
    ).toEqual({ 'requiredFields.notes': 'A hidden field cannot be required.' });
  });

  it('an enabled work calendar needs a work day and both times, start before end', () => {
    const enabled = (workCalendar: object) => check({ isWorkCalendarEnabled: true, workCalendar }).errors;
    expect(enabled(calendar())).toEqual({});
    expect(enabled(calendar({ days: { monday: false } }))).toEqual({
      'workCalendar.days': 'Please select at least one work day.',
    });
    expect(enabled(calendar({ endTime: null }))).toEqual({
      'workCalendar.endTime': 'Please set both start and end times for the work calendar.',
    });
    expect(enabled(calendar({ startTime: '15:30' }))).toEqual({
      'workCalendar.startTime': 'Start time must be before end time.',
    });
    // A disabled calendar keeps whatever it was left with.
    expect(check({ workCalendar: calendar({ days: {}, startTime: null }) }).errors).toEqual({});
  });

  it('an override needs a name, both dates within two years of today, in order, and a type', () => {
    const override = (fields: object) =>
      check({
        workCalendar: calendar({
          overrides: [
            {
              name: 'Spring break',
              startDate: '2026-03-16',
              endDate: '2026-03-20',
              type: 'break',
              ...fields,
            },
          ],
        }),
      }).errors;
    const at = (field: string) => `workCalendar.overrides.0.${field}`;
    expect(override({})).toEqual({});
    expect(override({ name: ' ', startDate: '', endDate: '', type: null })).toEqual({
      [at('name')]: 'Required.',
      [at('startDate')]: 'Start date is required',
      [at('endDate')]: 'End date is required',
      [at('type')]: 'Required.',
    });
    expect(override({ startDate: '2024-03-09', endDate: '2028-03-11' })).toEqual({
      [at('startDate')]: 'Choose a date from two years ago to two years ahead.',
      [at('endDate')]: 'Choose a date from two years ago to two years ahead.',
    });
    expect(override({ startDate: '2024-03-10', endDate: '2024-03-09' })).toEqual({
      [at('endDate')]: 'Choose a date from two years ago to two years ahead.',
    });
    expect(override({ startDate: '2026-03-20', endDate: '2026-03-16' })).toEqual({
      [at('endDate')]: 'The end date cannot be before the start date.',
    });
    expect(override({ startDate: '2026-02-30' })).toEqual({ [at('startDate')]: 'Use a date as YYYY-MM-DD' });
    expect(calendarWindow(TODAY)).toEqual({ min: '2024-03-10', max: '2028-03-10' });
  });

  it('refuses times that are not HH:MM, days that are not booleans and board ids that are not letters and digits', () => {
    expect(ZTasksSettingsRequest.safeParse({ boards: [board('-', 'A')] }).success).toBe(false);
    expect(ZTasksSettingsRequest.safeParse({ workCalendar: { startTime: '7am' } }).success).toBe(false);
    expect(ZTasksSettingsRequest.safeParse({ workCalendar: { days: { monday: 'yes' } } }).success).toBe(
      false,
    );
  });
});

describe('work order settings: who reads, who changes, who can be on a board (spec 001 §6)', () => {
  const resolved = (role: (typeof ROLES)[number], enableWorkOrders = true) =>
    resolvePermissions(
      {
        role,
        isDistrictLevel: false,
        isSchoolDogStaff: false,
        roleSchoolIds: ['s1'],
        permissions: defaultPermissionsForRole(role, ['s1']),
      },
      { enableWorkOrders },
    );

  it.each(ROLES)('%s reads the record when they open work orders or manage the settings', (role) => {
    const permissions = resolved(role);
    expect(canReadTasksSettings(permissions)).toBe(
      canOpenWorkOrders(permissions) || canManageTasksSettings(permissions),
    );
    expect(canReadTasksSettings(resolved(role, false))).toBe(false);
    expect(canManageTasksSettings(resolved(role, false))).toBe(false);
  });

  it('the maintenance supervisor manages the settings; a board takes those who can be proposed tasks', () => {
    expect(canManageTasksSettings(resolved('maintenance_supervisor'))).toBe(true);
    expect(canManageTasksSettings(resolved('educator'))).toBe(false);
    expect(canBeBoardUser({ permissions: resolved('maintenance_staff'), isArchived: false })).toBe(true);
    expect(canBeBoardUser({ permissions: resolved('maintenance_staff'), isArchived: true })).toBe(false);
    expect(canBeBoardUser({ permissions: resolved('schooldog_master_admin'), isArchived: false })).toBe(
      false,
    );
  });
});
