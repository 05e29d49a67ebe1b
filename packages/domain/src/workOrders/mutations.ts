import { z } from 'zod';
import { ZId as id } from '../ids.js';
import { defineSyncFeature } from '../sync/feature.js';
import {
  ZCreateWorkOrderRequest,
  ZUpdateWorkOrderRequest,
  ZWorkOrderCommentRequest,
  ZWorkOrderDetail,
  ZWorkOrderStatusChange,
} from './schemas.js';

/**
 * The work order writes a device may queue offline (issue 26 point 7): creating one (from an entry
 * too), editing, commenting and changing its status; each applied once (the client makes the ids
 * of a work order and a comment; the same status again is ignored). The record is the work order
 * as its page shows it, so the device's copy of that page takes the server's after a push.
 */
export const WORK_ORDER_SYNC = defineSyncFeature({
  entity: 'workOrder',
  record: z.object({ kind: z.literal('workOrder'), workOrder: ZWorkOrderDetail }),
  mutations: {
    'workOrder.create': ZCreateWorkOrderRequest.safeExtend({ id }),
    'workOrder.update': z.object({ id, changes: ZUpdateWorkOrderRequest }),
    'workOrder.status': ZWorkOrderStatusChange.safeExtend({ id }),
    'workOrder.comment': ZWorkOrderCommentRequest.safeExtend({ id, workOrderId: id }),
  },
});
