import type { SyncMutationArgs } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { cacheOf, contextOf, entryCreate, idOf, ids, queued } from '../../offline/overlayTestKit';
import { workOrderKeys } from './keys';
import { overlayWorkOrder, overlayWorkOrderPages } from './overlay';
import { buildDetail, buildWorkOrder } from './testKit';

const NEW = idOf('wonew');
const LISTED = idOf('wo1');
const STAFF = idOf('staff1');

function create(overrides: Partial<SyncMutationArgs<'workOrder.create'>> = {}) {
  return queued('workOrder.create', {
    id: NEW,
    schoolId: 'school1',
    description: 'Leak under the sink',
    assignedUserIds: [STAFF],
    ...overrides,
  });
}

const pagesOf = (...workOrders: ReturnType<typeof buildWorkOrder>[]) => ({
  pages: [{ workOrders, total: workOrders.length, nextCursor: null }],
  pageParams: [null],
});

describe('the work orders overlay (issue 26 point 7)', () => {
  it('builds a work order made offline with no public number (ID Pending), its maker and assignees', () => {
    const ctx = contextOf([create()], {
      cached: cacheOf([
        workOrderKeys.assignees('school1', ''),
        [{ id: STAFF, firstName: 'Sam', lastName: 'Rivera' }],
      ]),
    });
    const order = overlayWorkOrder(undefined, NEW, ctx);
    expect(order).toMatchObject({
      id: NEW,
      publicId: null,
      status: 'new',
      description: 'Leak under the sink',
      createdBy: { id: 'user1', firstName: 'Jordan', lastName: 'Lee' },
      assignees: [{ id: STAFF, firstName: 'Sam', lastName: 'Rivera' }],
      timeCreated: '2025-03-05T14:00:00.000Z',
    });
    expect(order?.statusHistory.map((item) => [item.fromStatus, item.toStatus])).toEqual([[null, 'new']]);
    // Not this device's: left as the server answered.
    expect(overlayWorkOrder(undefined, idOf('other'), ctx)).toBeUndefined();
  });

  it('shows the work orders drafted in an entry logged offline, at its school with its pictures, ID Pending', () => {
    const drafted = idOf('wodraft');
    const entry = queued('entry.create', {
      ...entryCreate(idOf('entry1')),
      schoolId: 'school2',
      imagePaths: ['observations/entry1/photo'],
      tasksToAddOnSubmission: [{ id: drafted, description: 'Ceiling tile stained by a leak' }],
    });
    const ctx = contextOf([entry]);
    expect(overlayWorkOrder(undefined, drafted, ctx)).toMatchObject({
      id: drafted,
      publicId: null,
      schoolId: 'school2',
      entryId: idOf('entry1'),
      imagePaths: ['observations/entry1/photo'],
      description: 'Ceiling tile stained by a leak',
      status: 'new',
    });
    const list = overlayWorkOrderPages(undefined, '', ctx);
    expect(list?.pages[0]?.workOrders.map((order) => order.id)).toEqual([drafted]);
  });

  it('lays queued status changes and comments over the server’s work order, in order', () => {
    const server = buildDetail({ id: LISTED });
    const ctx = contextOf([
      queued('workOrder.status', { id: server.id, status: 'in_progress', comment: 'Parts ordered' }),
      queued('workOrder.comment', { id: idOf('c1'), workOrderId: server.id, text: 'On my way' }),
      queued('workOrder.status', { id: server.id, status: 'complete' }),
    ]);
    const order = overlayWorkOrder(server, server.id, ctx);
    expect(order?.status).toBe('complete');
    expect(order?.timeCompleted).toBe('2025-03-05T14:00:00.000Z');
    expect(order?.statusHistory.map((item) => [item.fromStatus, item.toStatus, item.comment])).toEqual([
      ['new', 'in_progress', 'Parts ordered'],
      ['in_progress', 'complete', ''],
    ]);
    expect(order?.comments.map((comment) => comment.text)).toEqual(['On my way']);
    expect(order?.commentCount).toBe(1);
    // Nothing queued for it: the same object.
    expect(overlayWorkOrder(server, server.id, contextOf([]))).toBe(server);
  });

  it('puts a work order made offline first in the list when the filters take it, and counts it', () => {
    const listed = buildWorkOrder({ id: LISTED });
    const ctx = contextOf([create()]);
    const pages = overlayWorkOrderPages(pagesOf(listed), 'statuses=new', ctx);
    expect(ids(pages?.pages[0]?.workOrders)).toEqual([NEW, listed.id]);
    expect(pages?.pages[0]?.total).toBe(2);
    expect(pages?.pages[0]?.workOrders[0]?.publicId).toBeNull();
    // Filters that leave it out: the pages as the server answered.
    const data = pagesOf(listed);
    for (const search of ['statuses=complete', 'schoolIds=school2', 'pinned=true', 'search=heater'])
      expect(overlayWorkOrderPages(data, search, ctx)).toBe(data);
    // Nothing loaded yet (offline): a page of its own.
    expect(ids(overlayWorkOrderPages(undefined, '', ctx)?.pages[0]?.workOrders)).toEqual([NEW]);
  });

  it('moves a listed card to its queued status (the board’s column)', () => {
    const listed = buildWorkOrder({ id: LISTED });
    const ctx = contextOf([queued('workOrder.status', { id: listed.id, status: 'on_hold' })]);
    const pages = overlayWorkOrderPages(pagesOf(listed), '', ctx);
    expect(pages?.pages[0]?.workOrders[0]?.status).toBe('on_hold');
    expect(pages?.pages[0]?.workOrders[0]).not.toHaveProperty('statusHistory');
  });

  it('shows the server’s copy once it has the work order', () => {
    const synced = buildWorkOrder({ id: NEW, publicId: 1042 });
    const ctx = contextOf([create()]);
    const pages = overlayWorkOrderPages(pagesOf(synced), '', ctx);
    expect(pages?.pages[0]?.workOrders.map((order) => order.publicId)).toEqual([1042]);
  });
});
