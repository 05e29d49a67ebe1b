import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/eventSource';
import { buildMe } from '../../../test/factories';
import { json } from '../../../test/fetchMock';
import { buildWorkOrderDetail, MAKER, renderWorkOrderPage } from '../page/testKit';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

describe('the work order print page', () => {
  it("shows the work order on one sheet and opens the browser's print once it has loaded", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const order = buildWorkOrderDetail({
      customFields: { 'Room number': '12B' },
      comments: [
        { id: 'c1', author: MAKER, text: 'Please fix soon', timeCreated: '2026-11-21T10:00:00.000Z' },
      ],
    });
    renderWorkOrderPage(order, { at: 'print' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Work Order WO-1042' })).toBeTruthy();
    expect(screen.getByText('Leaking faucet in room 12')).toBeTruthy();
    expect(screen.getByText('New · High')).toBeTruthy();
    expect(await screen.findByText('HVAC')).toBeTruthy();
    expect(screen.getByText('School 1')).toBeTruthy();
    expect(screen.getByText('Sam Rivera')).toBeTruthy();
    expect(screen.getByText('12B')).toBeTruthy();
    expect(screen.getByText(/Please fix soon/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the work order' }).getAttribute('href')).toBe(
      `/tasks/task/${order.id}`,
    );
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.title).toContain('WO-1042');
  });

  it("prints 'ID Pending' for a work order without its number", async () => {
    vi.stubGlobal('print', vi.fn());
    renderWorkOrderPage(buildWorkOrderDetail({ publicId: null }), { at: 'print' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Work Order ID Pending' })).toBeTruthy();
  });

  it('does not print a work order that is not found', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const order = buildWorkOrderDetail();
    renderWorkOrderPage(order, {
      at: 'print',
      handlers: {
        [`GET /api/work-orders/${order.id}`]: () =>
          json(404, { error: { code: 'NOT_FOUND', message: 'Work order not found' } }),
      },
    });
    expect(await screen.findByText('Work order not found')).toBeTruthy();
    expect(print).not.toHaveBeenCalled();
  });

  it('tells a user without work order permissions they have no access', async () => {
    vi.stubGlobal('print', vi.fn());
    renderWorkOrderPage(buildWorkOrderDetail(), { at: 'print', me: buildMe() });
    expect(await screen.findByText('You do not have access to work orders')).toBeTruthy();
  });
});
