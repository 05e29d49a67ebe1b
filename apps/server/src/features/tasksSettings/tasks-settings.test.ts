import { BOARD_COLORS, type TTasksSettings, type TTasksSettingsRequest } from '@schooldog/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../core/audit-tables.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { requestsAs, type Person, type Requests } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';

/*
 * Saving the Work Order Settings (spec 001 §3 "Tasks settings", §5 "Settings"): the whole record
 * round-trips; each rule refuses with its message beside the field; a board takes only people who
 * can be proposed tasks; the change is audited with who made it. The clock is fixed so the
 * overrides' two-year window is known.
 */

const NOW = new Date('2026-03-10T15:00:00Z');

const board = (id: string, name: string, assignedUserIds: string[] = []) => ({
  id,
  name,
  color: BOARD_COLORS[3],
  assignedUserIds,
  preventNonAssignedUsers: true,
});

describeEachDatabase('work order settings: saving them (spec 001 §5)', (kind) => {
  let t: TestApp;
  let manager: Requests;
  let people: Record<'supervisor' | 'custodian' | 'principal' | 'admin', Person>;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
    ({ people } = await castOf(t, {
      supervisor: ['maintenance_supervisor'],
      custodian: ['custodial', 'A'],
      principal: ['principal', 'A'],
      admin: ['schooldog_master_admin'],
    }));
    manager = requestsAs(t)(people.supervisor);
  });
  afterAll(() => t.close());

  const save = (body: TTasksSettingsRequest) => manager.put('/api/tasks-settings', body);
  const fieldsOf = async (body: TTasksSettingsRequest) => {
    const response = await save(body);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ error: { fields: Record<string, string> } }>().error.fields;
  };

  it('a saved record reads back whole, tidied, for whoever opens work orders', async () => {
    const record: TTasksSettingsRequest = {
      boards: [board('boardHvac', ' HVAC ', [people.custodian.id]), board('boardGrounds', 'Grounds')],
      defaultTaskBoard: 'boardGrounds',
      customFields: ['Room number ', 'Asset tag'],
      hiddenFields: { priority: true },
      requiredFields: { notes: true, customFields: { 'Room number ': true, Gone: true } },
      isWorkCalendarEnabled: true,
      workCalendar: {
        startTime: '07:00',
        endTime: '15:30',
        days: { monday: true, friday: true },
        overrides: [{ name: 'Spring break', startDate: '2026-03-30', endDate: '2026-04-03', type: 'break' }],
      },
      restrictAssignmentPermissions: 'workOrderManagers',
      restrictStatusChangePermissions: 'workOrderStaff',
      restrictWorkOrderStaffViewPermissions: true,
    };
    const saved = await save(record);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await requestsAs(t)(people.principal).get('/api/tasks-settings');
    expect(read.json()).toEqual(saved.json());
    const settings = read.json<TTasksSettings>();
    expect(settings.boards.map((one) => one.name)).toEqual(['HVAC', 'Grounds']);
    expect(settings.boards[0]?.assignedUserIds).toEqual([people.custodian.id]);
    expect(settings.customFields).toEqual(['Room number', 'Asset tag']);
    expect(settings.requiredFields).toMatchObject({
      notes: true,
      customFields: { 'Room number': true, 'Asset tag': false },
    });
    expect(settings.workCalendar.days).toMatchObject({ monday: true, tuesday: false, friday: true });
    expect(settings).toMatchObject({
      defaultTaskBoard: 'boardGrounds',
      hiddenFields: { priority: true },
      restrictAssignmentPermissions: 'workOrderManagers',
      restrictSchedulePermissions: null,
      restrictStatusChangePermissions: 'workOrderStaff',
      restrictWorkOrderStaffViewPermissions: true,
    });
  });

  it('the change is audited with who made it', async () => {
    await save({ customFields: ['Audited field'] });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'settings'),
          eq(auditLog.entityId, 'tasks'),
          eq(auditLog.field, 'customFields'),
        ),
      );
    expect(rows.at(-1)).toMatchObject({ userId: people.supervisor.id, to: ['Audited field'] });
  });

  it("refuses a board without a name or colour ('Required.'), a long or repeated name, an unknown colour", async () => {
    expect(
      await fieldsOf({
        boards: [
          { ...board('b1', ''), color: '' },
          board('b2', 'x'.repeat(31)),
          board('b3', 'Grounds'),
          { ...board('b4', 'GROUNDS'), color: '#ABCDEF' },
        ],
        defaultTaskBoard: 'nowhere',
      }),
    ).toEqual({
      'boards.0.name': 'Required.',
      'boards.0.color': 'Required.',
      'boards.1.name': "A board's name can be at most 30 characters.",
      'boards.3.name': 'Another board already has this name.',
      'boards.3.color': 'Choose one of the board colours.',
      defaultTaskBoard: 'The default board must be one of the boards.',
    });
  });

  it('a board takes only people who can be proposed tasks', async () => {
    expect(await fieldsOf({ boards: [board('b1', 'Office', [people.principal.id])] })).toEqual({
      'boards.0.assignedUserIds': 'Each assigned user must be able to be assigned work orders.',
    });
    expect(await fieldsOf({ boards: [board('b1', 'Office', [people.admin.id, 'nobodyAtAll'])] })).toEqual({
      'boards.0.assignedUserIds': 'Each assigned user must be able to be assigned work orders.',
    });
    const choices = await manager.get('/api/tasks-settings/board-users');
    const ids = choices.json<{ users: { id: string }[] }>().users.map((user) => user.id);
    expect(ids).toEqual(expect.arrayContaining([people.supervisor.id, people.custodian.id]));
    expect(ids).not.toContain(people.principal.id);
    expect(ids).not.toContain(people.admin.id);
  });

  it('refuses an eleventh, repeated or blank custom field, and a required hidden field', async () => {
    expect(
      await fieldsOf({ customFields: Array.from({ length: 11 }, (_, index) => `Field ${index}`) }),
    ).toEqual({
      customFields: 'At most 10 custom fields.',
    });
    expect(
      await fieldsOf({
        customFields: ['Room', 'room ', '  '],
        hiddenFields: { location: true },
        requiredFields: { location: true },
      }),
    ).toEqual({
      'customFields.1': 'This custom field exists already.',
      'customFields.2': 'Required.',
      'requiredFields.location': 'A hidden field cannot be required.',
    });
  });

  it('refuses an enabled work calendar without a work day, without both times, or ending before it starts', async () => {
    const calendar = (workCalendar: object) => fieldsOf({ isWorkCalendarEnabled: true, workCalendar });
    expect(await calendar({ startTime: '08:00', days: {} })).toEqual({
      'workCalendar.days': 'Please select at least one work day.',
      'workCalendar.endTime': 'Please set both start and end times for the work calendar.',
    });
    expect(await calendar({ startTime: '16:00', endTime: '08:00', days: { monday: true } })).toEqual({
      'workCalendar.startTime': 'Start time must be before end time.',
    });
    expect(await calendar({ startTime: '8 o’clock', endTime: '16:00', days: { monday: true } })).toEqual({
      'workCalendar.startTime': 'This value is not valid.',
    });
  });

  it('refuses an override without a name, dates or type, or outside two years of the district’s today', async () => {
    const override = (fields: object) =>
      fieldsOf({
        workCalendar: {
          overrides: [
            { name: 'Break', startDate: '2026-04-01', endDate: '2026-04-02', type: 'break', ...fields },
          ],
        },
      });
    expect(await override({ name: '', startDate: '', endDate: '', type: null })).toEqual({
      'workCalendar.overrides.0.name': 'Required.',
      'workCalendar.overrides.0.startDate': 'Start date is required',
      'workCalendar.overrides.0.endDate': 'End date is required',
      'workCalendar.overrides.0.type': 'Required.',
    });
    expect(await override({ startDate: '2024-03-09', endDate: '2028-03-11' })).toEqual({
      'workCalendar.overrides.0.startDate': 'Choose a date from two years ago to two years ahead.',
      'workCalendar.overrides.0.endDate': 'Choose a date from two years ago to two years ahead.',
    });
  });

  it('a refused save changes nothing', async () => {
    const before = await manager.get('/api/tasks-settings');
    await fieldsOf({ customFields: ['Kept?'], boards: [board('b1', '')] });
    expect((await manager.get('/api/tasks-settings')).json()).toEqual(before.json());
  });
});
