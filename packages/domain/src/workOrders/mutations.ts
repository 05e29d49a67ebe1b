import { z } from 'zod';
import { ZId as id } from '../ids.js';
import { defineSyncFeature } from '../sync/feature.js';
import {
  ZCreateWorkOrderRequest,
  ZUpdateWorkOrderRequest,
  ZWorkOrder,
  ZWorkOrderCommentRequest,
  ZWorkOrderStatusChange,
} from './schemas.js';

/**
 * The work order writes a device may queue offline (issue 26 point 7): creating one (from an entry
 * too), editing, commenting and changing its status; each applied once. Listed in sync/registry.ts
 * once the server applies them and the web lays them over its screens.
 */
export const WORK_ORDER_SYNC = defineSyncFeature({
  entity: 'workOrder',
  record: z.object({ kind: z.literal('workOrder'), workOrder: ZWorkOrder }),
  mutations: {
    'workOrder.create': ZCreateWorkOrderRequest.safeExtend({ id }),
    'workOrder.update': z.object({ id, changes: ZUpdateWorkOrderRequest }),
    'workOrder.status': ZWorkOrderStatusChange.safeExtend({ id }),
    'workOrder.comment': ZWorkOrderCommentRequest.safeExtend({ id, workOrderId: id }),
  },
});
