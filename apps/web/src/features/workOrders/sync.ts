import { LIMITS, type SyncMutationArgs, type TWorkOrderDetail } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { DescribeContext, FeatureSync } from '../../offline/definition';
import { workOrderKeys } from './keys';
import { STATUS_LABEL_KEYS } from './labels';

/*
 * How work orders sync (offline/definition.ts): the work order writes the outbox queues
 * (packages/domain workOrders/mutations.ts), named in the sync panel; the server's work order after
 * a push; and the live `workOrder` changes: a work order the signed-in person may see changed, so
 * what shows work orders (the list, the board, a work order's page, the Alerts button's count) is
 * read again.
 */

/** A description as a card shows it: its first characters (spec 001 §9). */
function preview(description: string): string {
  const text = description.trim();
  return text.length > LIMITS.workOrderDescriptionPreview
    ? `${text.slice(0, LIMITS.workOrderDescriptionPreview)}…`
    : text;
}

/** The description of a work order: made on this device and not synced yet, else as last loaded. */
function descriptionOf(context: DescribeContext, id: string): string | null {
  for (const mutation of context.mutations) {
    if (mutation.name !== 'workOrder.create') continue;
    const args = mutation.args as SyncMutationArgs<'workOrder.create'>;
    if (args.id === id) return preview(args.description);
  }
  const stored = context.queryClient.getQueryData<TWorkOrderDetail | null>(workOrderKeys.detail(id));
  return stored ? preview(stored.description) : null;
}

/** A work order gone (discarded before the server had it): null, so its page can leave. */
function forgetWorkOrder(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData(workOrderKeys.detail(id), null);
}

const AFTER_WORK_ORDER_WRITE = [workOrderKeys.all];

export const workOrdersSync: FeatureSync<
  'workOrder.create' | 'workOrder.update' | 'workOrder.status' | 'workOrder.comment',
  'workOrder',
  'workOrder'
> = {
  mutations: {
    'workOrder.create': {
      describe: (t, { description }) =>
        t('sync.change.workOrderCreate', { description: preview(description) }),
      picturesOf: (args) => args.imagePaths,
      discard: (queryClient, args) => forgetWorkOrder(queryClient, args.id),
      invalidates: AFTER_WORK_ORDER_WRITE,
    },
    'workOrder.update': {
      describe: (t, { id }, context) => {
        const description = descriptionOf(context, id);
        return description
          ? t('sync.change.workOrderUpdate', { description })
          : t('sync.change.workOrderUpdatePlain');
      },
      // Pictures added in the edit dialog are uploaded before the edit that names them is pushed.
      picturesOf: (args) => args.changes.imagePaths,
      invalidates: AFTER_WORK_ORDER_WRITE,
    },
    'workOrder.status': {
      describe: (t, { id, status }, context) => {
        const description = descriptionOf(context, id);
        const statusName = t(STATUS_LABEL_KEYS[status]);
        return description
          ? t('sync.change.workOrderStatus', { description, status: statusName })
          : t('sync.change.workOrderStatusPlain', { status: statusName });
      },
      invalidates: AFTER_WORK_ORDER_WRITE,
    },
    'workOrder.comment': {
      describe: (t, { workOrderId }, context) => {
        const description = descriptionOf(context, workOrderId);
        return description
          ? t('sync.change.workOrderComment', { description })
          : t('sync.change.workOrderCommentPlain');
      },
      invalidates: AFTER_WORK_ORDER_WRITE,
    },
  },
  records: {
    workOrder: {
      write: (queryClient, record) =>
        queryClient.setQueryData(workOrderKeys.detail(record.workOrder.id), record.workOrder),
      forget: forgetWorkOrder,
    },
  },
  live: {
    workOrder: {
      apply: (queryClient) => queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
      refreshAll: workOrderKeys.all,
    },
  },
};
