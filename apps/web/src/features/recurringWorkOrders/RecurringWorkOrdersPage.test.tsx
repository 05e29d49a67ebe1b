import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { json } from '../../test/fetchMock';
import { localToday } from '../tasksSettings/draft';
import { buildRecurring, renderRecurringPage } from './testKit';

afterEach(() => {
  setManualOffline(false);
  vi.unstubAllGlobals();
});

// Role queries skip their visibility check: the dialog has many fields, and what they find is on screen.
configure({ defaultHidden: true });

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Recurring Work Orders page (spec 001 §2)', { timeout: 120_000 }, () => {
  it('lists each with its schools, interval, next occurrence and a Paused chip when paused', async () => {
    renderRecurringPage([
      buildRecurring(),
      buildRecurring({
        id: 'recurring2',
        title: 'Irrigation check',
        schoolIds: ['school3'],
        recurrenceInterval: 1,
        recurrenceUnit: 'Months',
        isPaused: true,
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'HVAC filter change' })).toBeTruthy();
    expect(screen.getByText('Every 2 Weeks')).toBeTruthy();
    expect(screen.getByText('School 1, School 2')).toBeTruthy();
    expect(screen.getByText('Next: Jan 29, 2030')).toBeTruthy();
    expect(screen.getByText('Every Month')).toBeTruthy();
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.getByText('Paused: no work orders are made')).toBeTruthy();
  });

  it('is not available offline: it says so, the app’s standard notice, instead of loading forever', async () => {
    setManualOffline(true);
    renderRecurringPage([buildRecurring()], {
      'GET /api/recurring-work-orders': () => new Promise<never>(() => undefined),
    });
    expect(await screen.findByText("This isn't saved on this device yet.")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'HVAC filter change' })).toBeNull();
  });

  it('says when there are none yet', async () => {
    renderRecurringPage([]);
    expect(await screen.findByText(/There are no recurring work orders yet/)).toBeTruthy();
  });

  it('pauses and resumes from its menu', async () => {
    const { calls } = renderRecurringPage([buildRecurring()], {
      'PUT /api/recurring-work-orders/recurring1/paused': ({ body }) =>
        json(200, buildRecurring({ isPaused: (body as { isPaused: boolean }).isPaused })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for HVAC filter change' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pause' }));
    expect(await screen.findByText('Recurring work order paused')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isPaused: true });
  });

  it('deletes after a confirmation', async () => {
    const { calls } = renderRecurringPage([buildRecurring()], {
      'DELETE /api/recurring-work-orders/recurring1': () => new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for HVAC filter change' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete recurring work order?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recurring work order deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('the dialog says what is missing in the spec’s words, then creates it', async () => {
    const { calls } = renderRecurringPage([], {
      'POST /api/recurring-work-orders': ({ body }) =>
        json(201, { ...buildRecurring(), ...(body as object) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New Recurring Work Order' }));
    // Once the settings it reads are here.
    await screen.findByLabelText(/^Title/);
    const dialog = screen.getByRole('dialog', { name: 'Create Recurring Work Order' });
    // The work order's dates belong to each work order made: not asked here.
    expect(within(dialog).queryByLabelText(/Requested completion date/)).toBeNull();
    type(/^Every/, '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const text of [
      'School(s) is required',
      'Title is required',
      'Description is required',
      'Start date is required',
    ])
      expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).getByText('Required')).toBeTruthy();
    type(/^Every/, '0');
    expect(within(dialog).getByText('Invalid')).toBeTruthy();
    type(/^Start date/, localToday());
    expect(within(dialog).getByText('The start date can be tomorrow at the earliest.')).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByLabelText(/^Schools/));
    fireEvent.click(await screen.findByRole('option', { name: 'School 2' }));
    type(/^Title/, 'Playground inspection');
    type(/^Description/, 'Check the swings');
    const start = addDays(localToday(), 2);
    type(/^Start date/, start);
    type(/^Every/, '3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Recurring work order created successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Playground inspection',
      schoolIds: ['school2'],
      workOrderData: { description: 'Check the swings', boardId: 'boardHvac' },
      recurrenceStartDate: start,
      recurrenceEndDate: null,
      recurrenceInterval: 3,
      recurrenceUnit: 'Weeks',
    });
  });

  it('edits one with its values, and says it was updated', async () => {
    const { calls } = renderRecurringPage([buildRecurring()], {
      'PUT /api/recurring-work-orders/recurring1': ({ body }) =>
        json(200, { ...buildRecurring(), ...(body as object) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for HVAC filter change' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await screen.findByLabelText(/^Title/);
    const dialog = screen.getByRole('dialog', { name: 'Edit Recurring Work Order' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Title/).value).toBe('HVAC filter change');
    type(/^Title/, 'HVAC filters');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recurring work order updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      title: 'HVAC filters',
      schoolIds: ['school1', 'school2'],
      // Its start date has passed or not, it is kept as it was.
      recurrenceStartDate: '2030-01-15',
      recurrenceInterval: 2,
    });
  });
});
