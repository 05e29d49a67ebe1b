import {
  initialStatusOf,
  type TPersonSummary,
  type TWorkOrder,
  type TWorkOrderDetail,
  ZEntryWorkOrderDraft,
} from '@schooldog/domain';
import { definedOnly, isoOf, type Pages, personOf, pushTo } from '../../offline/overlay';
import { allows, isWithinDateRange, listParam, textParam } from '../../offline/overlayFilters';
import {
  indexOnce,
  type OverlayContext,
  type PendingChange,
  type PendingChangeOf,
} from '../../offline/pendingChanges';
import { workOrderKeys } from './keys';

/*
 * The work orders' overlays (offline/overlay.ts, issue 26 point 7): the list and board, and one
 * work order's page, with the user's queued work order changes on top. A work order created on
 * this device has no public number yet (publicId null: 'ID Pending', spec 001 §2) until the
 * server's copy replaces it after the push.
 */

type WorkOrderChange =
  | PendingChangeOf<'workOrder.update'>
  | PendingChangeOf<'workOrder.status'>
  | PendingChangeOf<'workOrder.comment'>;

interface WorkOrderChanges {
  creates: Map<string, PendingChangeOf<'workOrder.create'>>;
  /** Edits, status changes and comments by work order, in the order they were made. */
  changes: Map<string, WorkOrderChange[]>;
}

const WORK_ORDER_INDEX = {};

function workOrderChangesOf(changes: readonly PendingChange[]): WorkOrderChanges {
  return indexOnce(changes, WORK_ORDER_INDEX, () => {
    const index: WorkOrderChanges = { creates: new Map(), changes: new Map() };
    for (const change of changes) {
      if (change.name === 'workOrder.create') index.creates.set(change.args.id, change);
      else if (change.name === 'entry.create')
        for (const create of draftedWithEntry(change)) index.creates.set(create.args.id, create);
      else if (change.name === 'workOrder.update' || change.name === 'workOrder.status')
        pushTo(index.changes, change.args.id, change);
      else if (change.name === 'workOrder.comment') pushTo(index.changes, change.args.workOrderId, change);
    }
    return index;
  });
}

/**
 * The work orders drafted in a new entry (tasksToAddOnSubmission), as creates of their own: the
 * server makes each at the entry's school with its pictures, in the entry's write (spec 000 §3),
 * so until the push they show as made here, 'ID Pending'.
 */
function draftedWithEntry({
  seq,
  args,
  queuedAt,
}: PendingChangeOf<'entry.create'>): PendingChangeOf<'workOrder.create'>[] {
  return (args.tasksToAddOnSubmission ?? []).map((draft) => ({
    seq,
    name: 'workOrder.create',
    queuedAt,
    args: {
      ...ZEntryWorkOrderDraft.parse(draft),
      schoolId: args.schoolId,
      entryId: args.id,
      imagePaths: args.imagePaths,
    },
  }));
}

/**
 * The people named by id, as far as this device knows them: the dialog's assignee choices (kept on
 * the device by warm.ts), the work order's assignees before the change, and the user.
 */
function peopleOf(
  ids: readonly string[],
  schoolId: string,
  boardId: string | null,
  ctx: OverlayContext,
  already: readonly TPersonSummary[] = [],
) {
  const known = new Map<string, TPersonSummary>(already.map((person) => [person.id, person]));
  for (const key of [
    workOrderKeys.assignees(schoolId, boardId ?? ''),
    workOrderKeys.assignees(schoolId, ''),
  ]) {
    const people = ctx.cached?.(key) as readonly TPersonSummary[] | undefined;
    for (const person of people ?? []) known.set(person.id, person);
  }
  const me = personOf(ctx);
  known.set(me.id, me);
  return ids.map((id) => known.get(id) ?? { id, firstName: '', lastName: '' });
}

/** A work order that exists only on this device: its create, as its page shows it. */
function workOrderFromCreate(
  { args, queuedAt }: PendingChangeOf<'workOrder.create'>,
  ctx: OverlayContext,
): TWorkOrderDetail {
  const time = isoOf(queuedAt);
  const assignees = peopleOf(args.assignedUserIds, args.schoolId, args.boardId, ctx);
  const status = initialStatusOf(args.scheduledStartDate);
  return {
    id: args.id,
    publicId: null,
    schoolId: args.schoolId,
    description: args.description,
    boardId: args.boardId,
    priority: args.priority,
    location: args.location,
    locationDataProfileId: args.locationDataProfileId,
    locationDataProfileOptionId: args.locationDataProfileOptionId,
    dueDate: args.dueDate,
    scheduledStartDate: args.scheduledStartDate,
    timeOriginallyScheduled: args.scheduledStartDate,
    notes: args.notes,
    customFields: args.customFields,
    imagePaths: args.imagePaths,
    status,
    timeCompleted: null,
    entryId: args.entryId ?? null,
    walkId: null,
    createdBy: personOf(ctx),
    assignees,
    followerIds: [ctx.user.id],
    isPinned: false,
    commentCount: 0,
    timeCreated: time,
    timeUpdated: time,
    followers: [personOf(ctx)],
    comments: [],
    attachments: [],
    // Its creation is its first status, as the server records it.
    statusHistory: [
      { fromStatus: null, toStatus: status, byUser: personOf(ctx), comment: '', timestamp: time },
    ],
    assignmentHistory: [],
  };
}

function applyChange(
  order: TWorkOrderDetail,
  change: WorkOrderChange,
  ctx: OverlayContext,
): TWorkOrderDetail {
  const time = isoOf(change.queuedAt);
  if (change.name === 'workOrder.update') {
    const { assignedUserIds, ...fields } = definedOnly(change.args.changes);
    const patch = definedOnly(fields) as Partial<TWorkOrderDetail>;
    const assignees = assignedUserIds
      ? peopleOf(assignedUserIds, order.schoolId, patch.boardId ?? order.boardId, ctx, order.assignees)
      : order.assignees;
    return { ...order, ...patch, assignees, timeUpdated: time };
  }
  if (change.name === 'workOrder.status') {
    const { status, comment, scheduledStartDate } = change.args;
    if (status === order.status) return order;
    return {
      ...order,
      status,
      scheduledStartDate: scheduledStartDate ?? order.scheduledStartDate,
      timeCompleted: status === 'complete' ? time : null,
      timeUpdated: time,
      statusHistory: [
        ...order.statusHistory,
        { fromStatus: order.status, toStatus: status, byUser: personOf(ctx), comment, timestamp: time },
      ],
    };
  }
  if (order.comments.some((comment) => comment.id === change.args.id)) return order;
  return {
    ...order,
    commentCount: order.commentCount + 1,
    comments: [
      ...order.comments,
      { id: change.args.id, author: personOf(ctx), text: change.args.text, timeCreated: time },
    ],
  };
}

/**
 * One work order's page: built from its create when the server does not have it yet (its request
 * fails until it syncs), with its queued edits, status changes and comments on top.
 */
export function overlayWorkOrder(
  order: TWorkOrderDetail | null | undefined,
  id: string,
  ctx: OverlayContext,
): TWorkOrderDetail | null | undefined {
  const index = workOrderChangesOf(ctx.changes);
  const create = index.creates.get(id);
  const base = order ?? (create ? workOrderFromCreate(create, ctx) : order);
  if (!base) return base;
  return (index.changes.get(id) ?? []).reduce((current, change) => applyChange(current, change, ctx), base);
}

const DETAIL_ONLY = ['followers', 'comments', 'attachments', 'statusHistory', 'assignmentHistory'] as const;

/** A work order as the list and the board have it: without its page's comments and histories. */
function cardOf(detail: TWorkOrderDetail): TWorkOrder {
  const card: Partial<TWorkOrderDetail> = { ...detail };
  for (const key of DETAIL_ONLY) delete card[key];
  return card as TWorkOrder;
}

/** A listed work order with its queued changes, as a card shows it (no comments or histories). */
function overlayListed(order: TWorkOrder, ctx: OverlayContext): TWorkOrder {
  const changes = workOrderChangesOf(ctx.changes).changes.get(order.id);
  if (!changes) return order;
  const detail: TWorkOrderDetail = {
    ...order,
    followers: [],
    comments: [],
    attachments: [],
    statusHistory: [],
    assignmentHistory: [],
  };
  return cardOf(changes.reduce((current, change) => applyChange(current, change, ctx), detail));
}

/** GET /api/work-orders's filters (ZWorkOrdersQuery) on a work order made on this device. */
export function createdMatchesSearch(order: TWorkOrder, searchText: string, userId: string): boolean {
  const search = new URLSearchParams(searchText);
  const words = textParam(search, 'search')?.toLowerCase();
  return (
    allows(listParam(search, 'boardIds'), order.boardId ?? '') &&
    allows(listParam(search, 'schoolIds'), order.schoolId) &&
    allows(listParam(search, 'statuses'), order.status) &&
    allows(listParam(search, 'priorities'), order.priority ?? '') &&
    (listParam(search, 'assigneeIds').length === 0 ||
      order.assignees.some((person) => listParam(search, 'assigneeIds').includes(person.id))) &&
    (search.get('mine') !== 'true' || order.assignees.some((person) => person.id === userId)) &&
    search.get('pinned') !== 'true' &&
    // A new work order is not overdue: its requested date may not be before today.
    search.get('overdue') !== 'true' &&
    isWithinDateRange(search, order.timeCreated) &&
    (!words || `${order.description} ${order.location}`.toLowerCase().includes(words))
  );
}

interface WorkOrdersPage {
  workOrders: TWorkOrder[];
  total: number;
  nextCursor: string | null;
}

/** A list of work orders with their queued changes, and those made here (newest first) added. */
function overlayList(
  orders: readonly TWorkOrder[],
  added: readonly TWorkOrder[],
  ctx: OverlayContext,
): readonly TWorkOrder[] {
  const changed = orders.map((order) => overlayListed(order, ctx));
  const isChanged = changed.some((order, position) => order !== orders[position]);
  if (added.length > 0) return [...added, ...changed];
  return isChanged ? changed : orders;
}

/**
 * The list's and board's pages: queued changes merged; work orders created here on the first page
 * when the filters take them (and counted in its total).
 */
export function overlayWorkOrderPages(
  data: Pages<WorkOrdersPage> | undefined,
  search: string,
  ctx: OverlayContext,
): Pages<WorkOrdersPage> | undefined {
  const index = workOrderChangesOf(ctx.changes);
  const present = new Set(data?.pages.flatMap((page) => page.workOrders.map((order) => order.id)) ?? []);
  const added = [...index.creates.values()]
    .filter((create) => !present.has(create.args.id))
    .map((create) => overlayWorkOrder(undefined, create.args.id, ctx))
    .flatMap((order) => {
      if (!order) return [];
      const card = cardOf(order);
      return createdMatchesSearch(card, search, ctx.user.id) ? [card] : [];
    })
    .sort((a, b) => b.timeCreated.localeCompare(a.timeCreated));
  if (!data) {
    if (added.length === 0) return data;
    return {
      pages: [{ workOrders: [...added], total: added.length, nextCursor: null }],
      pageParams: [null],
    };
  }
  let isChanged = false;
  const pages = data.pages.map((page, pageIndex) => {
    const extra = pageIndex === 0 ? added : [];
    const workOrders = overlayList(page.workOrders, extra, ctx);
    if (workOrders === page.workOrders) return page;
    isChanged = true;
    return { ...page, workOrders: [...workOrders], total: page.total + extra.length };
  });
  return isChanged ? { ...data, pages } : data;
}
