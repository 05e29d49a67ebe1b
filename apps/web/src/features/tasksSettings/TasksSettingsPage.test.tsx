import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOARD_COLORS } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grant } from '../../test/factories';
import { landingPathOf } from '../dashboard/dashboardAccess';
import { json } from '../../test/fetchMock';
import { buildTasksSettings, renderSettingsPage } from './testKit';

afterEach(() => vi.unstubAllGlobals());

// Role queries skip their visibility check: the page has many fields, and what they find is on screen.
configure({ defaultHidden: true });

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const section = (name: string) => screen.getByRole('region', { name });

describe('Work Order Settings (spec 001 §2)', { timeout: 120_000 }, () => {
  it('shows every section and saves the whole record with the spec’s toast', async () => {
    const record = buildTasksSettings();
    const { saves } = renderSettingsPage(record);
    await screen.findByRole('heading', { name: 'Task Boards' });
    for (const name of [
      'Work Calendar',
      'Custom Fields',
      'Hidden Fields',
      'Required Fields',
      'Additional Settings',
    ])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    fireEvent.click(
      screen.getByRole('switch', { name: 'Work order staff see only the work orders assigned to them' }),
    );
    save();
    expect(await screen.findByText('Changes saved successfully')).toBeTruthy();
    expect(saves()).toEqual([{ ...record, restrictWorkOrderStaffViewPermissions: true }]);
  });

  it("adds a board: the colour waits for a name, and Done says 'Required.' for what is missing", async () => {
    const { saves } = renderSettingsPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Board' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Board' });
    const firstColour = within(dialog).getByRole('radio', { name: `Colour 1 of ${BOARD_COLORS.length}` });
    expect(firstColour).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getAllByText('Required.')).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  Electrical ' } });
    expect(firstColour).toHaveProperty('disabled', false);
    expect(within(dialog).getAllByText('Required.')).toHaveLength(1);
    fireEvent.click(firstColour);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    save();
    await screen.findByText('Changes saved successfully');
    expect(saves()[0]?.boards.at(-1)).toMatchObject({ name: 'Electrical', color: BOARD_COLORS[0] });
  });

  it('refuses a board name another board has, in any case', async () => {
    renderSettingsPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Grounds' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Board' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'hvac' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByText('Another board already has this name.')).toBeTruthy();
  });

  it('reorders the boards with up and down, sets the default, and assigns staff', async () => {
    const { saves } = renderSettingsPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Grounds up' }));
    expect(screen.getByRole('button', { name: 'Move Grounds up' })).toHaveProperty('disabled', true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Default board' }));
    fireEvent.click(screen.getByRole('option', { name: 'Grounds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit HVAC' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Board' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Assigned users' }));
    fireEvent.click(await screen.findByRole('option', { name: /Alex Chen/ }));
    fireEvent.click(within(dialog).getByRole('switch', { name: /Only assigned users/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    save();
    await screen.findByText('Changes saved successfully');
    const [saved] = saves();
    expect(saved?.boards.map((board) => board.name)).toEqual(['Grounds', 'HVAC']);
    expect(saved?.defaultTaskBoard).toBe('boardGrounds');
    expect(saved?.boards[1]).toMatchObject({
      assignedUserIds: ['staff1', 'staff2'],
      preventNonAssignedUsers: true,
    });
  });

  it('finds boards by name; reordering waits for the search to be cleared', async () => {
    renderSettingsPage();
    await screen.findByLabelText('Search boards');
    type('Search boards', 'grou');
    expect(screen.queryByRole('button', { name: 'Edit HVAC' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move Grounds up' })).toHaveProperty('disabled', true);
    type('Search boards', 'plumbing');
    expect(screen.getByText('No board matches your search.')).toBeTruthy();
  });

  it('adds custom fields trimmed, up to 10; Save waits while a new one is typed', async () => {
    const { saves } = renderSettingsPage();
    await screen.findByRole('heading', { name: 'Custom Fields' });
    type('New custom field', '  Asset tag ');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Finish editing your new custom field before saving.')).toBeTruthy();
    fireEvent.click(within(section('Custom Fields')).getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', false);
    type('New custom field', 'room NUMBER');
    fireEvent.click(within(section('Custom Fields')).getByRole('button', { name: 'Add' }));
    expect(screen.getByText('This custom field exists already.')).toBeTruthy();
    type('New custom field', '');
    for (let index = 3; index <= 10; index += 1) {
      type('New custom field', `Field ${index}`);
      fireEvent.click(within(section('Custom Fields')).getByRole('button', { name: 'Add' }));
    }
    expect(within(section('Custom Fields')).getByRole('button', { name: 'Add' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('You have 10 custom fields, the most a work order can have.')).toBeTruthy();
    save();
    await screen.findByText('Changes saved successfully');
    expect(saves()[0]?.customFields.slice(0, 3)).toEqual(['Room number', 'Asset tag', 'Field 3']);
  });

  it('a hidden field cannot be required: its required switch is disabled and turned off', async () => {
    const { saves } = renderSettingsPage(
      buildTasksSettings({ requiredFields: { ...buildTasksSettings().requiredFields, notes: true } }),
    );
    await screen.findByRole('heading', { name: 'Hidden Fields' });
    fireEvent.click(within(section('Hidden Fields')).getByRole('switch', { name: 'Notes' }));
    const required = within(section('Required Fields')).getByRole('switch', { name: 'Notes (Hidden)' });
    expect(required).toHaveProperty('disabled', true);
    expect(required).toHaveProperty('checked', false);
    fireEvent.click(within(section('Required Fields')).getByRole('switch', { name: 'Room number' }));
    save();
    await screen.findByText('Changes saved successfully');
    expect(saves()[0]).toMatchObject({
      hiddenFields: { notes: true },
      requiredFields: { notes: false, customFields: { 'Room number': true } },
    });
  });

  it('an enabled work calendar needs a work day and both times before it saves', async () => {
    const { saves } = renderSettingsPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Use a work calendar' }));
    type('Start time', '16:00');
    save();
    expect(await screen.findAllByText('Please select at least one work day.')).not.toHaveLength(0);
    expect(
      screen.getAllByText('Please set both start and end times for the work calendar.'),
    ).not.toHaveLength(0);
    type('End time', '08:00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    // Once tried, the messages follow the changes.
    expect(screen.queryByText('Please select at least one work day.')).toBeNull();
    save();
    expect(await screen.findAllByText('Start time must be before end time.')).not.toHaveLength(0);
    type('End time', '17:00');
    save();
    await screen.findByText('Changes saved successfully');
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toMatchObject({
      isWorkCalendarEnabled: true,
      workCalendar: { startTime: '16:00', endTime: '17:00', days: { monday: true } },
    });
  });

  it('adds and removes breaks in the draft; they are kept only on Save Changes', async () => {
    const { saves } = renderSettingsPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Break or Work Day' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Break or Work Day' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Start date is required')).toBeTruthy();
    expect(within(dialog).getByText('End date is required')).toBeTruthy();
    const year = new Date().getFullYear();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Winter break' } });
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), {
      target: { value: `${year + 3}-01-02` },
    });
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: `${year}-12-31` } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Type/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Break (no work)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Choose a date from two years ago to two years ahead.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: `${year}-12-20` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Remove Winter break' })).toBeTruthy();
    save();
    await screen.findByText('Changes saved successfully');
    expect(saves()[0]?.workCalendar.overrides).toEqual([
      { name: 'Winter break', startDate: `${year}-12-20`, endDate: `${year}-12-31`, type: 'break' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Winter break' }));
    expect(screen.getByText('No breaks or extra work days yet.')).toBeTruthy();
  });

  it('shows what the server refuses beside its board, in the user’s words', async () => {
    renderSettingsPage(buildTasksSettings(), {
      'PUT /api/tasks-settings': () =>
        json(400, {
          error: {
            code: 'invalid',
            message: 'Some fields are not valid.',
            fields: {
              'boards.0.assignedUserIds': 'Each assigned user must be able to be assigned work orders.',
            },
          },
        }),
    });
    await screen.findByRole('heading', { name: 'Task Boards' });
    save();
    expect(
      await screen.findByText('The work order settings could not be saved. Please try again.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Each assigned user must be able to be assigned work orders.')).toHaveLength(
      2,
    );
  });

  it('sends someone who may not manage the settings where they start, unread', async () => {
    const { router, me, calls } = renderSettingsPage(buildTasksSettings(), {}, grant('propose tasks'));
    expect(await screen.findByRole('heading', { name: 'Where they start' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(landingPathOf(me));
    expect(calls).toEqual([]);
  });
});
