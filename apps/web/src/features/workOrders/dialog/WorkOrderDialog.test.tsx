import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMutations } from '../../../offline/outbox';
import { whenSyncSettled } from '../../../offline/syncLoop';
import { answerPushes, setUpOfflineStores } from '../../../offline/testkit';
import { grant } from '../../../test/factories';
import { buildTasksSettings } from '../../tasksSettings/testKit';
import { ASSIGNEES, buildWorkOrder, renderWorkOrderDialog } from '../testKit';

setUpOfflineStores({ settle: whenSyncSettled });

const FLAGS = {
  initialAssignedUsers: false,
  location: false,
  notes: false,
  priority: false,
  dueDate: false,
  taskBoard: false,
};

/** The dialog once the settings it reads have come. */
async function findDialog(name = 'Create Work Order') {
  // The form replaces the dialog's loading state once the settings come.
  await screen.findByLabelText(/Description/, undefined, { timeout: 3000 });
  return screen.getByRole('dialog', { name });
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

/** Picks a value of a MUI select by its label. */
async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the work order dialog (spec 001 §2, §5)', () => {
  it('says School is required and Description is required, in the spec’s words', async () => {
    const { pushed } = renderWorkOrderDialog();
    const dialog = await findDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('School is required')).toBeTruthy();
    expect(within(dialog).getByText('Description is required')).toBeTruthy();
    expect(pushed).toEqual([]);
  });

  it('creates a work order with what was filled, and says so', async () => {
    const { pushedArgs, onClose } = renderWorkOrderDialog();
    const dialog = await findDialog();
    await choose(dialog, /School/, 'School 2');
    fireEvent.change(field(dialog, /Description/), { target: { value: 'Leak under the sink' } });
    await choose(dialog, /Priority/, 'Critical');
    fireEvent.change(field(dialog, /Location/), { target: { value: 'Kitchen' } });
    fireEvent.change(field(dialog, /Room number/), { target: { value: '104' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Work order created successfully')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(pushedArgs('workOrder.create')).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) as unknown,
        schoolId: 'school2',
        description: 'Leak under the sink',
        boardId: 'boardHvac',
        priority: 'critical',
        location: 'Kitchen',
        customFields: { 'Room number': '104' },
        assignedUserIds: [],
        dueDate: null,
        scheduledStartDate: null,
        entryId: null,
      }),
    ]);
  });

  it('does not show the fields the settings hide, and requires the fields they require', async () => {
    const settings = buildTasksSettings({
      hiddenFields: { ...FLAGS, location: true, taskBoard: true },
      requiredFields: {
        ...FLAGS,
        priority: true,
        notes: true,
        dueDate: true,
        initialAssignedUsers: true,
        // Hidden, so never required.
        location: true,
        customFields: { 'Room number': true },
      },
    });
    renderWorkOrderDialog({ settings, me: { schools: [{ id: 'school1', name: 'School 1' }] } });
    const dialog = await findDialog();
    expect(within(dialog).queryByLabelText(/Location/)).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /Task board/ })).toBeNull();
    fireEvent.change(field(dialog, /Description/), { target: { value: 'Broken window' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const message of [
      'Priority is required',
      'Notes are required',
      'Requested completion date is required',
      'Assigned staff is required',
      'Room number is required',
    ])
      expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).queryByText('Location is required')).toBeNull();
    expect(within(dialog).queryByText('School is required')).toBeNull();
  });

  it('refuses a requested completion date or scheduled start before today', async () => {
    renderWorkOrderDialog({ me: { schools: [{ id: 'school1', name: 'School 1' }] } });
    const dialog = await findDialog();
    fireEvent.change(field(dialog, /Description/), { target: { value: 'Paint the hall' } });
    fireEvent.change(field(dialog, /Requested completion date/), { target: { value: '2020-05-01' } });
    fireEvent.change(field(dialog, /Scheduled start date/), { target: { value: '2020-05-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('The requested completion date cannot be before today.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('The scheduled start date cannot be before today.')).toBeTruthy();
    // After a first Create, the messages follow each change.
    fireEvent.change(field(dialog, /Requested completion date/), { target: { value: '2099-05-01' } });
    await waitFor(() =>
      expect(within(dialog).queryByText('The requested completion date cannot be before today.')).toBeNull(),
    );
  });

  it('offers the school’s assignees and at most 5 of them', async () => {
    renderWorkOrderDialog({ me: { schools: [{ id: 'school1', name: 'School 1' }] } });
    const dialog = await findDialog();
    const input = within(dialog).getByRole('combobox', { name: /Assigned staff/ });
    for (const person of ASSIGNEES.slice(0, 5)) {
      fireEvent.mouseDown(input);
      fireEvent.click(await screen.findByRole('option', { name: `${person.firstName} ${person.lastName}` }));
    }
    fireEvent.mouseDown(input);
    const last = await screen.findByRole('option', { name: 'Ana Rivera' });
    expect(last.getAttribute('aria-disabled')).toBe('true');
  });

  it('hides assigning, the board and scheduling from whom the settings’ restrictions refuse them', async () => {
    renderWorkOrderDialog({
      settings: buildTasksSettings({
        restrictAssignmentPermissions: 'workOrderManagers',
        restrictAssignToTaskBoardPermissions: 'workOrderStaff',
        restrictSchedulePermissions: 'workOrderStaff',
      }),
      me: { permissions: grant('propose tasks') },
    });
    const dialog = await findDialog();
    expect(within(dialog).getByLabelText(/Description/)).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: /Assigned staff/ })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /Task board/ })).toBeNull();
    expect(within(dialog).queryByLabelText(/Scheduled start date/)).toBeNull();
  });

  it('edits a work order: sends only what changed, and says so', async () => {
    const { pushedArgs } = renderWorkOrderDialog({
      workOrder: buildWorkOrder({ dueDate: '2020-01-01', notes: 'Call first' }),
    });
    const dialog = await findDialog('Edit Work Order');
    expect(
      within(dialog)
        .getByRole('combobox', { name: /School/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.change(field(dialog, /Notes/), { target: { value: 'Call the office first' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work order updated successfully')).toBeTruthy();
    // The old due date stays valid after its day: only a changed date must not be before today.
    expect(pushedArgs('workOrder.update')).toEqual([
      { id: 'wo1', changes: { notes: 'Call the office first' } },
    ]);
  });

  it('online, shows the server’s refusal on its field and stays open; nothing stays queued', async () => {
    const push = answerPushes((mutation) => ({
      seq: mutation.seq,
      status: 'refused',
      error: {
        status: 400,
        code: 'VALIDATION',
        message: 'Invalid work order',
        fields: { location: 'Choose a location from the school list' },
      },
    }));
    const { onClose, me } = renderWorkOrderDialog({
      me: { schools: [{ id: 'school1', name: 'School 1' }] },
      handlers: { 'POST /api/sync/push': push.handler },
    });
    const dialog = await findDialog();
    fireEvent.change(field(dialog, /Description/), { target: { value: 'Leak' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose a location from the school list')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(push.pushed.map((mutation) => mutation.name)).toEqual(['workOrder.create']);
    await waitFor(async () => expect(await listMutations(me.user.id)).toEqual([]));
  });
});
