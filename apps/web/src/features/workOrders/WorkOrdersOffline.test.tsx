import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { listImagePaths } from '../../offline/imageStore';
import { enqueue, listMutations } from '../../offline/outbox';
import { idOf } from '../../offline/overlayTestKit';
import { whenSyncSettled } from '../../offline/syncLoop';
import { setUpOfflineStores } from '../../offline/testkit';
import { FakeEventSource } from '../../test/eventSource';
import { json } from '../../test/fetchMock';
import type * as PictureResize from '../entries/pictureResize';
import { buildWorkOrderDetail, renderWorkOrderPage } from './page/testKit';
import { buildWorkOrder, renderWorkOrderDialog, renderWorkOrders, workOrdersPage } from './testKit';

/*
 * Work orders offline (issue 26 point 7; spec 001 §2 "While offline a new work order has no id and
 * shows the label ID Pending"): the dialog, Change Status and comments queue their writes in the
 * outbox, and the list, the board and the page show them at once.
 */

// jsdom cannot decode or draw pictures; the resizing itself is covered by pictureResize.test.ts.
vi.mock('../entries/pictureResize', async (importOriginal) => ({
  ...(await importOriginal<typeof PictureResize>()),
  resizePicture: vi.fn(async () => new Blob([new Uint8Array(2048)], { type: 'image/jpeg' })),
}));

setUpOfflineStores({ settle: whenSyncSettled });
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  FakeEventSource.instances = [];
});

const NEW = idOf('offlinewo');
const QUEUED_TOAST = 'Work order saved on this device. It will be sent when you are back online.';

/** A work order created on this device by user1 (as the dialog queues it). */
const queueCreate = (userId = 'user1') =>
  enqueue(userId, 'workOrder.create', {
    id: NEW,
    schoolId: 'school1',
    description: 'Broken stall door, made offline',
    imagePaths: [],
  });

describe('work orders offline', () => {
  it('the dialog queues one work order (a double click too), closes at once and says it waits to be sent', async () => {
    const { onClose, pushed, me } = renderWorkOrderDialog({
      me: { schools: [{ id: 'school1', name: 'School 1' }] },
    });
    // The form replaces the dialog's loading state once the settings come.
    await screen.findByLabelText(/Description/, undefined, { timeout: 3000 });
    const dialog = screen.getByRole('dialog', { name: 'Create Work Order' });
    setManualOffline(true);
    fireEvent.change(within(dialog).getByLabelText(/Description/), {
      target: { value: 'Broken stall door' },
    });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    fireEvent.click(create);
    fireEvent.click(create);
    expect(await screen.findByText(QUEUED_TOAST)).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    const queued = await listMutations(me.user.id);
    expect(queued.map((mutation) => mutation.name)).toEqual(['workOrder.create']);
    expect(queued[0]?.args).toMatchObject({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) as unknown,
      schoolId: 'school1',
      description: 'Broken stall door',
    });
    expect(pushed).toEqual([]);
  });

  // Offline the server's list is not asked for (nothing cached here): the device's own shows alone.
  it('a picture added in the dialog stays on the device under tasks/{userId}/ and is named on the work order', async () => {
    const { pushed, me } = renderWorkOrderDialog({
      me: { schools: [{ id: 'school1', name: 'School 1' }] },
    });
    await screen.findByLabelText(/Description/, undefined, { timeout: 3000 });
    const dialog = screen.getByRole('dialog', { name: 'Create Work Order' });
    setManualOffline(true);
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Cracked tile' } });
    fireEvent.change(within(dialog).getByLabelText('Add Pictures'), {
      target: {
        files: [new File([new Uint8Array(10)], 'tile.jpg', { type: 'image/jpeg', lastModified: 1 })],
      },
    });
    expect(await within(dialog).findByRole('img', { name: 'Picture 1' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(QUEUED_TOAST)).toBeTruthy();
    const [queued] = await listMutations(me.user.id);
    const paths = (queued?.args as { imagePaths: string[] }).imagePaths;
    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatch(/^tasks\/user1\/[A-Za-z0-9]{20}$/);
    expect(await listImagePaths()).toEqual(paths);
    expect(pushed).toEqual([]);
  });

  it('a work order made offline shows in the list as ID Pending', async () => {
    await queueCreate();
    setManualOffline(true);
    renderWorkOrders('/tasks', { 'GET /api/work-orders': workOrdersPage([buildWorkOrder()]) });
    const pending = await screen.findByRole('link', { name: /ID Pending/ });
    expect(pending.getAttribute('href')).toBe(`/tasks/task/${NEW}`);
    expect(screen.getByText('Broken stall door, made offline')).toBeTruthy();
  });

  it('and in the board’s New column', async () => {
    await queueCreate();
    setManualOffline(true);
    renderWorkOrders('/tasks?view=board', { 'GET /api/work-orders': workOrdersPage([buildWorkOrder()]) });
    const column = await screen.findByRole('region', { name: 'New, 1 work orders' });
    expect(within(column).getByRole('link', { name: /ID Pending/ })).toBeTruthy();
  });

  it('its page opens from the queued create, numbered ID Pending', async () => {
    await queueCreate('manager1');
    setManualOffline(true);
    renderWorkOrderPage(buildWorkOrderDetail({ id: NEW }), {
      handlers: { [`GET /api/work-orders/${NEW}`]: () => json(404, { error: { message: 'Not found' } }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ID Pending' })).toBeTruthy();
    expect(screen.getByText('Broken stall door, made offline')).toBeTruthy();
    expect(screen.getByText('Status: New')).toBeTruthy();
  });

  it('a status change and a comment made offline are queued and show on the page at once', async () => {
    const order = buildWorkOrderDetail({ id: NEW });
    const { pushed, me } = renderWorkOrderPage(order);
    expect(await screen.findByRole('heading', { level: 1, name: 'WO-1042' })).toBeTruthy();
    setManualOffline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'New status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'In Progress' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Status change to In Progress saved on this device. It will be sent when you are back online.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Status: In Progress')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Status' })).toBeNull());

    fireEvent.change(screen.getByLabelText('Add a comment'), { target: { value: 'On my way' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('On my way')).toBeTruthy();
    const queued = await listMutations(me.user.id);
    expect(queued.map((mutation) => mutation.name)).toEqual(['workOrder.status', 'workOrder.comment']);
    expect(pushed).toEqual([]);
  });
});
