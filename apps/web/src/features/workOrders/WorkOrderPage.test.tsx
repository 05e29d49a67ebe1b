import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { whenSyncSettled } from '../../offline/syncLoop';
import { setUpOfflineStores } from '../../offline/testkit';
import { FakeEventSource } from '../../test/eventSource';
import { buildMe, grant } from '../../test/factories';
import { json } from '../../test/fetchMock';
import { buildTasksSettings } from '../tasksSettings/testKit';
import { buildWorkOrderDetail, MAKER, person, renderWorkOrderPage, STAFF } from './page/testKit';

setUpOfflineStores({ settle: whenSyncSettled });
afterEach(() => {
  FakeEventSource.instances = [];
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the work order page', () => {
  it('shows the number, description, status, priority, board, school, dates and people', async () => {
    const order = buildWorkOrderDetail({ customFields: { 'Room number': '12B' }, notes: 'Bring a wrench' });
    renderWorkOrderPage(order);
    expect(await heading('WO-1042')).toBeTruthy();
    expect(screen.getByText('Leaking faucet in room 12')).toBeTruthy();
    expect(screen.getByText('Status: New')).toBeTruthy();
    expect(screen.getByText('Priority: High')).toBeTruthy();
    expect(await screen.findByText('HVAC')).toBeTruthy();
    expect(screen.getByText('School 1')).toBeTruthy();
    expect(screen.getByText('Room 12')).toBeTruthy();
    expect(screen.getByText('Dec 4, 2026')).toBeTruthy();
    expect(screen.getByText('12B')).toBeTruthy();
    expect(screen.getByText('Bring a wrench')).toBeTruthy();
    const assignees = screen.getByRole('list', { name: 'Assigned staff' });
    expect(within(assignees).getByLabelText('Sam Rivera')).toBeTruthy();
    const followers = screen.getByRole('list', { name: 'Followers' });
    expect(within(followers).getByLabelText('Morgan Price')).toBeTruthy();
  });

  it("shows 'ID Pending' while the work order has no public number", async () => {
    renderWorkOrderPage(buildWorkOrderDetail({ publicId: null }));
    expect(await heading('ID Pending')).toBeTruthy();
  });

  it('shows assignee avatars up to 10, then a count of the rest', async () => {
    const many = Array.from({ length: 13 }, (_, index) =>
      person(`p${index}`, `First${index}`, `Last${index}`),
    );
    renderWorkOrderPage(buildWorkOrderDetail({ assignees: many }));
    const list = await screen.findByRole('list', { name: 'Assigned staff' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(11);
    expect(within(list).getByLabelText('First9 Last9')).toBeTruthy();
    expect(within(list).queryByLabelText('First10 Last10')).toBeNull();
    expect(within(list).getByLabelText('3 more people').textContent).toBe('+3');
  });

  it('offers only the statuses the domain allows and posts the comment with the change', async () => {
    const order = buildWorkOrderDetail();
    const { pushedArgs } = renderWorkOrderPage(order);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'New status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // Its own status is not offered; the others are, the manager may schedule.
    expect(options).toEqual(['Scheduled', 'In Progress', 'On Hold', 'Complete', 'Declined']);
    fireEvent.click(screen.getByRole('option', { name: 'In Progress' }));
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), {
      target: { value: 'Parts ordered' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(pushedArgs('workOrder.status')).toEqual([
        { id: order.id, status: 'in_progress', comment: 'Parts ordered' },
      ]),
    );
    expect(await screen.findByText('Status: In Progress')).toBeTruthy();
  });

  it('offers no status change to its maker when the settings restrict it to work order staff', async () => {
    const maker = buildMe({ user: { id: MAKER.id }, permissions: grant('propose tasks') });
    const restricted = buildTasksSettings({ restrictStatusChangePermissions: 'workOrderStaff' });
    renderWorkOrderPage(buildWorkOrderDetail(), { me: maker, settings: restricted });
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change Status' })).toBeNull();
  });

  it('leaves Scheduled out for a viewer who may not schedule a work order without a date', async () => {
    const maker = buildMe({ user: { id: MAKER.id }, permissions: grant('propose tasks') });
    const settings = buildTasksSettings({ restrictSchedulePermissions: 'workOrderManagers' });
    renderWorkOrderPage(buildWorkOrderDetail(), { me: maker, settings });
    fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'New status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['In Progress', 'On Hold', 'Complete', 'Declined']);
  });

  it('follows and pins, and the buttons turn to Unfollow and Unpin', async () => {
    const order = buildWorkOrderDetail();
    const { writes, me } = renderWorkOrderPage(order, {
      handlers: {
        [`PUT /api/work-orders/${order.id}/follow`]: () =>
          json(200, { ...order, followerIds: [...order.followerIds, 'manager1'] }),
        [`PUT /api/work-orders/${order.id}/pin`]: () => json(200, { ...order, isPinned: true }),
      },
    });
    expect(me.user.id).toBe('manager1');
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeTruthy();
    expect(writes('/follow')).toEqual([{ on: true }]);
    fireEvent.click(screen.getByRole('button', { name: 'Pin' }));
    expect(await screen.findByRole('button', { name: 'Unpin' })).toBeTruthy();
    expect(writes('/pin')).toEqual([{ on: true }]);
  });

  it('adds a comment and shows it; an empty one is refused with the domain message', async () => {
    const order = buildWorkOrderDetail();
    const { pushedArgs } = renderWorkOrderPage(order);
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Write a comment first.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Add a comment'), { target: { value: 'On my way' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('On my way')).toBeTruthy();
    await waitFor(() =>
      expect(pushedArgs('workOrder.comment')).toEqual([
        {
          id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) as unknown,
          workOrderId: order.id,
          text: 'On my way',
        },
      ]),
    );
    expect((screen.getByLabelText('Add a comment') as HTMLTextAreaElement).value).toBe('');
  });

  it('renders the status and assignment histories, newest first, with names for ids', async () => {
    const order = buildWorkOrderDetail({
      status: 'in_progress',
      statusHistory: [
        {
          fromStatus: null,
          toStatus: 'new',
          byUser: MAKER,
          comment: '',
          timestamp: '2026-11-20T14:00:00.000Z',
        },
        {
          fromStatus: 'new',
          toStatus: 'in_progress',
          byUser: STAFF,
          comment: 'Started',
          timestamp: '2026-11-21T09:00:00.000Z',
        },
      ],
      assignmentHistory: [
        {
          assignedUserIds: [STAFF.id],
          previousAssignedUserIds: [],
          newlyAssignedUserIds: [STAFF.id],
          byUser: MAKER,
          timestamp: '2026-11-20T14:00:00.000Z',
        },
      ],
    });
    renderWorkOrderPage(order);
    const statuses = await screen.findByRole('region', { name: 'Status history' });
    const items = within(statuses).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('New → In Progress');
    expect(items[0]?.textContent).toContain('“Started”');
    expect(items[1]?.textContent).toContain('Started as New');
    const assignments = screen.getByRole('region', { name: 'Assignment history' });
    expect(within(assignments).getByText('Assigned to Sam Rivera')).toBeTruthy();
    expect(within(assignments).getByText('Newly assigned: Sam Rivera')).toBeTruthy();
  });

  it('lists attachments, deleted ones marked, and links the entry it came from', async () => {
    renderWorkOrderPage(
      buildWorkOrderDetail({
        entryId: 'Entry000000000000001',
        attachments: [
          {
            id: 'a1',
            fileName: 'quote.pdf',
            filePath: 'tasks/w/attachments/quote.pdf',
            byUser: MAKER,
            timeCreated: '2026-11-20T15:00:00.000Z',
            isDeleted: false,
            deletedBy: null,
          },
          {
            id: 'a2',
            fileName: 'old.pdf',
            filePath: 'tasks/w/attachments/old.pdf',
            byUser: MAKER,
            timeCreated: '2026-11-20T15:00:00.000Z',
            isDeleted: true,
            deletedBy: STAFF,
          },
        ],
      }),
    );
    expect((await screen.findByRole('link', { name: 'quote.pdf' })).getAttribute('href')).toBe(
      '/api/files/tasks/w/attachments/quote.pdf',
    );
    expect(screen.queryByRole('link', { name: 'old.pdf' })).toBeNull();
    expect(screen.getByText(/deleted by Sam Rivera/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open the entry this work order came from' }).getAttribute('href'),
    ).toBe('/entries/Entry000000000000001');
  });

  it("shows the work order's pictures with the entries' picture display", async () => {
    renderWorkOrderPage(buildWorkOrderDetail({ imagePaths: ['tasks/maker1/pic1', 'tasks/maker1/pic2'] }));
    const pictures = await screen.findByRole('list', { name: 'Pictures' });
    expect(within(pictures).getAllByRole('listitem')).toHaveLength(2);
  });

  it('is live: a change of a work order reads it again', async () => {
    const order = buildWorkOrderDetail();
    let current = order;
    renderWorkOrderPage(order, {
      handlers: { [`GET /api/work-orders/${order.id}`]: () => json(200, current) },
    });
    expect(await screen.findByText('Status: New')).toBeTruthy();
    current = { ...order, status: 'on_hold' };
    const source = FakeEventSource.instances[0] as FakeEventSource;
    act(() => source.emit('change', JSON.stringify({ type: 'workOrder', id: order.id, action: 'updated' })));
    expect(await screen.findByText('Status: On Hold')).toBeTruthy();
  });

  it('says plainly when the work order is not found or hidden', async () => {
    const order = buildWorkOrderDetail();
    renderWorkOrderPage(order, {
      handlers: {
        [`GET /api/work-orders/${order.id}`]: () =>
          json(404, {
            error: { code: 'NOT_FOUND', message: 'Work order not found', messageKey: 'workOrderNotFound' },
          }),
      },
    });
    expect(await screen.findByText('Work order not found')).toBeTruthy();
  });

  it('tells a user without work order permissions they have no access, without asking the server', async () => {
    const { calls } = renderWorkOrderPage(buildWorkOrderDetail(), { me: buildMe() });
    expect(await screen.findByText('You do not have access to work orders')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/work-orders'))).toEqual([]);
  });
});
