import type { ServerMutations } from '../../core/mutation.js';
import { updateWorkOrder } from './change.js';
import { createWorkOrder } from './create.js';
import { addComment } from './social.js';
import { changeWorkOrderStatus } from './status.js';

/**
 * The work orders' offline mutations (packages/domain WORK_ORDER_SYNC), applied by the server
 * through the REST routes' services: a create or a comment under an id already stored answers the
 * stored one, and the same status again is ignored, so each applies once.
 */
export const workOrderMutations: ServerMutations<'workOrder'> = {
  'workOrder.create': async (deps, actor, args) => ({
    kind: 'workOrder',
    workOrder: (await createWorkOrder(deps, actor, args)).workOrder,
  }),
  'workOrder.update': async (deps, actor, args) => ({
    kind: 'workOrder',
    workOrder: await updateWorkOrder(deps, actor, args.id, args.changes),
  }),
  'workOrder.status': async (deps, actor, { id, ...change }) => ({
    kind: 'workOrder',
    workOrder: await changeWorkOrderStatus(deps, actor, id, change),
  }),
  'workOrder.comment': async (deps, actor, { workOrderId, ...comment }) => ({
    kind: 'workOrder',
    workOrder: (await addComment(deps, actor, workOrderId, comment)).workOrder,
  }),
};
