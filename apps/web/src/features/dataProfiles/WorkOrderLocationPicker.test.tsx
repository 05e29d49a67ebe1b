import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { whenSyncSettled } from '../../offline/syncLoop';
import { setUpOfflineStores } from '../../offline/testkit';
import { buildWorkOrder, renderWorkOrderDialog } from '../workOrders/testKit';
import { NEW_LOCATION_HELP, roomProfiles } from './testKit';

setUpOfflineStores({ settle: whenSyncSettled });

async function findDialog(name = 'Create Work Order') {
  await screen.findByLabelText(/Description/, undefined, { timeout: 3000 });
  return screen.getByRole('dialog', { name });
}

async function chooseSchool(dialog: HTMLElement, school: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /School/ }));
  fireEvent.click(await screen.findByRole('option', { name: school }));
}

const helperTextOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('the work order dialog’s location (spec 001 §2: with location data profile and option)', () => {
  it('picks a room of the chosen school’s profile and sends its profile and option', async () => {
    const { pushedArgs } = renderWorkOrderDialog({ handlers: roomProfiles('school2') });
    const dialog = await findDialog();
    await chooseSchool(dialog, 'School 2');
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Blinds broken' } });
    const field = await within(dialog).findByRole('combobox', { name: /^Room No\./ });
    fireEvent.change(field, { target: { value: '10' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Room 101' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Work order created successfully')).toBeTruthy();
    expect(pushedArgs('workOrder.create')).toEqual([
      expect.objectContaining({
        schoolId: 'school2',
        location: 'Room 101',
        locationDataProfileId: 'rooms-school2',
        locationDataProfileOptionId: 'room101',
      }),
    ]);
  });

  it('sends a typed new location as free text, saying it goes to review', async () => {
    const { pushedArgs } = renderWorkOrderDialog({ handlers: roomProfiles('school2') });
    const dialog = await findDialog();
    await chooseSchool(dialog, 'School 2');
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Door sticks' } });
    const field = await within(dialog).findByRole('combobox', { name: /^Room No\./ });
    fireEvent.change(field, { target: { value: 'Portable 3' } });
    expect(helperTextOf(field)).toBe(NEW_LOCATION_HELP);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Work order created successfully')).toBeTruthy();
    expect(pushedArgs('workOrder.create')).toEqual([
      expect.objectContaining({
        location: 'Portable 3',
        locationDataProfileId: null,
        locationDataProfileOptionId: null,
      }),
    ]);
  });

  it('editing, sends the new room’s option with its name and nothing else', async () => {
    const { pushedArgs } = renderWorkOrderDialog({
      handlers: roomProfiles('school1'),
      workOrder: buildWorkOrder({
        location: 'Room 101',
        locationDataProfileId: 'rooms-school1',
        locationDataProfileOptionId: 'room101',
      }),
    });
    const dialog = await findDialog('Edit Work Order');
    const field = await within(dialog).findByRole('combobox', { name: /^Room No\./ });
    fireEvent.change(field, { target: { value: 'Room 102' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work order updated successfully')).toBeTruthy();
    expect(pushedArgs('workOrder.update')).toEqual([
      { id: 'wo1', changes: { location: 'Room 102', locationDataProfileOptionId: 'room102' } },
    ]);
  });
});
