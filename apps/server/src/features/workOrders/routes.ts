import {
  ZCreateWorkOrderRequest,
  ZUpdateWorkOrderRequest,
  ZWorkOrderAssignees,
  ZWorkOrderAssigneesQuery,
  ZWorkOrderCommentRequest,
  ZWorkOrderDetail,
  ZWorkOrderFlagRequest,
  ZWorkOrderParams,
  ZWorkOrdersAssignedOpen,
  ZWorkOrdersPage,
  ZWorkOrdersQuery,
  ZWorkOrderStatusChange,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { WORK_ORDERS } from './access.js';
import { workOrderAttachmentRoutes } from './attachment-routes.js';
import { updateWorkOrder } from './change.js';
import { createWorkOrder } from './create.js';
import { assignedOpenCount, eligibleAssignees, getWorkOrder, listWorkOrders } from './query.js';
import { addComment, setFollowing, setPinned } from './social.js';
import { changeWorkOrderStatus } from './status.js';

const tags = ['workOrders'];
const params = ZWorkOrderParams;

/** The work orders' routes (spec 001 §2 /tasks, /tasks/task/{taskId}; packages/domain workOrders/schemas.ts). */
export const workOrderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const write = <T>(run: Parameters<typeof inTransaction<T>>[2]) => inTransaction(deps, 'online', run);

    app.get(
      '/api/work-orders',
      {
        config: { access: WORK_ORDERS },
        schema: { tags, querystring: ZWorkOrdersQuery, response: { 200: ZWorkOrdersPage } },
      },
      async (request) => listWorkOrders(deps, actorOf(request), request.query),
    );

    app.post(
      '/api/work-orders',
      {
        config: { access: WORK_ORDERS },
        schema: {
          tags,
          body: ZCreateWorkOrderRequest,
          response: { 200: ZWorkOrderDetail, 201: ZWorkOrderDetail },
        },
      },
      async (request, reply) => {
        const { workOrder, isNew } = await write((tx) => createWorkOrder(tx, actorOf(request), request.body));
        return reply.status(isNew ? 201 : 200).send(workOrder);
      },
    );

    app.get(
      '/api/work-orders/assigned-open',
      { config: { access: WORK_ORDERS }, schema: { tags, response: { 200: ZWorkOrdersAssignedOpen } } },
      async (request) => assignedOpenCount(deps, actorOf(request)),
    );

    app.get(
      '/api/work-orders/assignees',
      {
        config: { access: WORK_ORDERS },
        schema: { tags, querystring: ZWorkOrderAssigneesQuery, response: { 200: ZWorkOrderAssignees } },
      },
      async (request) => eligibleAssignees(deps, actorOf(request), request.query),
    );

    app.get(
      '/api/work-orders/:workOrderId',
      { config: { access: WORK_ORDERS }, schema: { tags, params, response: { 200: ZWorkOrderDetail } } },
      async (request) => getWorkOrder(deps, actorOf(request), request.params.workOrderId),
    );

    app.patch(
      '/api/work-orders/:workOrderId',
      {
        config: { access: WORK_ORDERS },
        schema: { tags, params, body: ZUpdateWorkOrderRequest, response: { 200: ZWorkOrderDetail } },
      },
      async (request) =>
        write((tx) => updateWorkOrder(tx, actorOf(request), request.params.workOrderId, request.body)),
    );

    app.post(
      '/api/work-orders/:workOrderId/status',
      {
        config: { access: WORK_ORDERS },
        schema: { tags, params, body: ZWorkOrderStatusChange, response: { 200: ZWorkOrderDetail } },
      },
      async (request) =>
        write((tx) => changeWorkOrderStatus(tx, actorOf(request), request.params.workOrderId, request.body)),
    );

    app.post(
      '/api/work-orders/:workOrderId/comments',
      {
        config: { access: WORK_ORDERS },
        schema: {
          tags,
          params,
          body: ZWorkOrderCommentRequest,
          response: { 200: ZWorkOrderDetail, 201: ZWorkOrderDetail },
        },
      },
      async (request, reply) => {
        const { workOrder, isNew } = await write((tx) =>
          addComment(tx, actorOf(request), request.params.workOrderId, request.body),
        );
        return reply.status(isNew ? 201 : 200).send(workOrder);
      },
    );

    app.put(
      '/api/work-orders/:workOrderId/follow',
      {
        config: { access: WORK_ORDERS },
        schema: { tags, params, body: ZWorkOrderFlagRequest, response: { 200: ZWorkOrderDetail } },
      },
      async (request) =>
        write((tx) => setFollowing(tx, actorOf(request), request.params.workOrderId, request.body.on)),
    );

    app.put(
      '/api/work-orders/:workOrderId/pin',
      {
        config: { access: WORK_ORDERS },
        schema: { tags, params, body: ZWorkOrderFlagRequest, response: { 200: ZWorkOrderDetail } },
      },
      async (request) =>
        write((tx) => setPinned(tx, actorOf(request), request.params.workOrderId, request.body.on)),
    );

    // Its own scope: the upload reads its body as bytes, the other routes as JSON.
    await app.register(workOrderAttachmentRoutes(deps));
  };
