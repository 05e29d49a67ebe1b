import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { whenSyncSettled } from '../../../offline/syncLoop';
import { setUpOfflineStores } from '../../../offline/testkit';
import { findActiveFilters } from '../../../test/activeFilters';
import { grant } from '../../../test/factories';
import { json } from '../../../test/fetchMock';
import { setScreenWidth } from '../../../test/screen';
import { buildTasksSettings } from '../../tasksSettings/testKit';
import { buildWorkOrder, renderWorkOrders, workOrdersPage } from '../testKit';

setUpOfflineStores({ settle: whenSyncSettled });

const listQuery = (calls: { path: string; search: string }[]) =>
  Object.fromEntries(new URLSearchParams(calls.findLast((call) => call.path === '/api/work-orders')?.search));

/** A drag from `card` dropped on `column`, as the browser sends it (dataTransfer carried across). */
function dragTo(card: HTMLElement, column: HTMLElement) {
  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  };
  fireEvent.dragStart(card, { dataTransfer });
  const over = createEvent.dragOver(column, { dataTransfer });
  fireEvent(column, over);
  fireEvent.drop(column, { dataTransfer });
  return over.defaultPrevented;
}

describe('/tasks, the work orders list (spec 001 §2)', () => {
  it('reads the filters from the query string and sends them to the API', async () => {
    setScreenWidth(390);
    const { calls } = renderWorkOrders(
      '/tasks?dateRange=2026-11-30,2026-11-01&schoolIds=school1&boardIds=boardHvac&statuses=new,bogus&priorities=high&mine=true&pinned=true&overdue=true',
      { 'GET /api/work-orders': workOrdersPage([buildWorkOrder()]) },
    );
    expect(await screen.findByText('Heater in room 12 makes a loud noise')).toBeTruthy();
    expect(listQuery(calls)).toEqual({
      dateRange: '2026-11-01,2026-11-30',
      schoolIds: 'school1',
      boardIds: 'boardHvac',
      statuses: 'new',
      priorities: 'high',
      mine: 'true',
      pinned: 'true',
      overdue: 'true',
      limit: '50',
    });
    expect(screen.getByRole('button', { name: 'Filters (8 active)' })).toBeTruthy();
  });

  it('keeps the view and each filter set in the Filters menu in the query string, as removable chips', async () => {
    setScreenWidth(390);
    const { router, calls } = renderWorkOrders('/tasks', { 'GET /api/work-orders': workOrdersPage([]) });
    expect(await screen.findByText('There are no work orders yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Board' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=board'));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Assigned to me' }));
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Overdue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mine=true&overdue=true&view=board'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show work orders' }));
    expect(listQuery(calls)).toEqual({ mine: 'true', overdue: 'true', limit: '50' });
    expect(await screen.findByText('No work orders match these filters.')).toBeTruthy();
    const active = await findActiveFilters();
    expect(active.labels()).toEqual(['Assigned to me', 'Overdue', 'Clear filters']);
    active.remove('Overdue');
    await waitFor(() => expect(router.state.location.search).toBe('?mine=true&view=board'));
  });

  it('links each work order to its page, with its number, priority and board', async () => {
    renderWorkOrders('/tasks', {
      'GET /api/work-orders': workOrdersPage([
        buildWorkOrder(),
        buildWorkOrder({
          id: 'wo2',
          publicId: null,
          priority: 'urgent',
          boardId: null,
          description: 'Fence',
        }),
      ]),
    });
    const link = await screen.findByRole('link', { name: /WO-1001/ });
    expect(link.getAttribute('href')).toBe('/tasks/task/wo1');
    expect(within(link).getByText('High')).toBeTruthy();
    expect(within(link).getByText('HVAC')).toBeTruthy();
    const pending = screen.getByRole('link', { name: /ID Pending/ });
    expect(within(pending).getByText('Unknown')).toBeTruthy();
  });

  it('loads more work orders while the server has more pages', async () => {
    let pages = 0;
    const { calls } = renderWorkOrders('/tasks', {
      'GET /api/work-orders': ({ url }) => {
        pages += 1;
        return url.searchParams.get('cursor')
          ? json(200, {
              workOrders: [buildWorkOrder({ id: 'wo51', description: 'Last one' })],
              total: 51,
              nextCursor: null,
            })
          : json(200, {
              workOrders: Array.from({ length: 50 }, (_, i) => buildWorkOrder({ id: `w${i}`, publicId: i })),
              total: 51,
              nextCursor: 'c50',
            });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Last one')).toBeTruthy();
    expect(pages).toBe(2);
    expect(listQuery(calls).cursor).toBe('c50');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });
});

describe('the board view: changing a work order’s status', () => {
  it('moves a card to another column by dragging it, as the rules permit', async () => {
    const { pushedArgs } = renderWorkOrders('/tasks?view=board', {
      'GET /api/work-orders': workOrdersPage([buildWorkOrder()]),
    });
    const card = (await screen.findByRole('link', { name: /WO-1001/ })).closest('[draggable]') as HTMLElement;
    expect(card.getAttribute('draggable')).toBe('true');
    const newColumn = screen.getByRole('region', { name: 'New, 1 work orders' });
    expect(within(newColumn).getByText('Heater in room 12 makes a loud noise')).toBeTruthy();
    expect(dragTo(card, screen.getByRole('region', { name: /^In Progress/ }))).toBe(true);
    expect(await screen.findByText('Status changed to In Progress')).toBeTruthy();
    expect(pushedArgs('workOrder.status')).toEqual([{ id: 'wo1', status: 'in_progress' }]);
  });

  it('offers the same moves from the card’s menu, and asks for the scheduled start date Scheduled needs', async () => {
    const { pushedArgs } = renderWorkOrders('/tasks?view=board', {
      'GET /api/work-orders': workOrdersPage([buildWorkOrder()]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change the status of WO-1001' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Move to Scheduled',
      'Move to In Progress',
      'Move to On Hold',
      'Move to Complete',
      'Move to Declined',
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Move to Scheduled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule work order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Scheduled start date is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Scheduled start date/), {
      target: { value: '2020-01-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('The scheduled start date cannot be before today.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Scheduled start date/), {
      target: { value: '2099-01-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(pushedArgs('workOrder.status')).toEqual([
        { id: 'wo1', status: 'scheduled', scheduledStartDate: '2099-01-01' },
      ]),
    );
  });

  it('closing a work order from the board asks for a comment for its history and followers (optional)', async () => {
    const { pushedArgs } = renderWorkOrders('/tasks?view=board', {
      'GET /api/work-orders': workOrdersPage([buildWorkOrder()]),
    });
    const card = (await screen.findByRole('link', { name: /WO-1001/ })).closest('[draggable]') as HTMLElement;
    expect(dragTo(card, screen.getByRole('region', { name: /^Complete/ }))).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Move to Complete' });
    expect(pushedArgs('workOrder.status')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Comment \(optional\)/), {
      target: { value: '  Replaced the blower motor.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Status changed to Complete')).toBeTruthy();
    expect(pushedArgs('workOrder.status')).toEqual([
      { id: 'wo1', status: 'complete', comment: 'Replaced the blower motor.' },
    ]);
  });

  it('neither drags nor offers a move to whom the rules refuse it (restricted to work order staff)', async () => {
    const { calls, pushed } = renderWorkOrders(
      '/tasks?view=board',
      { 'GET /api/work-orders': workOrdersPage([buildWorkOrder()]) },
      {
        me: { permissions: grant('manage tasks') },
        settings: buildTasksSettings({ restrictStatusChangePermissions: 'workOrderStaff' }),
      },
    );
    const card = (await screen.findByRole('link', { name: /WO-1001/ })).closest('[draggable]') as HTMLElement;
    await waitFor(() => expect(screen.getByRole('region', { name: /^In Progress/ })).toBeTruthy());
    expect(card.getAttribute('draggable')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Change the status of WO-1001' })).toBeNull();
    expect(dragTo(card, screen.getByRole('region', { name: /^In Progress/ }))).toBe(false);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(pushed).toEqual([]);
  });
});
