import {
  ZRecurringWorkOrder,
  ZRecurringWorkOrderParams,
  ZRecurringWorkOrderPause,
  ZRecurringWorkOrderRequest,
  ZRecurringWorkOrdersPage,
  ZRecurringWorkOrdersQuery,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import {
  createRecurringWorkOrder,
  deleteRecurringWorkOrder,
  listRecurringWorkOrders,
  setRecurringWorkOrderPaused,
  updateRecurringWorkOrder,
} from './service.js';

const tags = ['workOrders'];
const params = ZRecurringWorkOrderParams;
/** canManageRecurringWorkOrders: denied to everyone while enableWorkOrders is off. */
const MANAGE = { permission: 'manage tasks settings' } as const;

/** Recurring work orders (spec 001 §2 /recurringWorkOrders; packages/domain workOrders/recurring.ts). */
export const recurringWorkOrderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const write = <T>(run: Parameters<typeof inTransaction<T>>[2]) => inTransaction(deps, 'online', run);

    app.get(
      '/api/recurring-work-orders',
      {
        config: { access: MANAGE },
        schema: { tags, querystring: ZRecurringWorkOrdersQuery, response: { 200: ZRecurringWorkOrdersPage } },
      },
      async (request) => listRecurringWorkOrders(deps, request.query),
    );

    app.post(
      '/api/recurring-work-orders',
      {
        config: { access: MANAGE },
        schema: { tags, body: ZRecurringWorkOrderRequest, response: { 201: ZRecurringWorkOrder } },
      },
      async (request, reply) => {
        const userId = actorOf(request).user.id;
        const made = await write((tx) => createRecurringWorkOrder(tx, userId, request.body));
        return reply.status(201).send(made);
      },
    );

    app.put(
      '/api/recurring-work-orders/:recurringWorkOrderId',
      {
        config: { access: MANAGE },
        schema: { tags, params, body: ZRecurringWorkOrderRequest, response: { 200: ZRecurringWorkOrder } },
      },
      async (request) => {
        const userId = actorOf(request).user.id;
        const id = request.params.recurringWorkOrderId;
        return write((tx) => updateRecurringWorkOrder(tx, userId, id, request.body));
      },
    );

    app.put(
      '/api/recurring-work-orders/:recurringWorkOrderId/paused',
      {
        config: { access: MANAGE },
        schema: { tags, params, body: ZRecurringWorkOrderPause, response: { 200: ZRecurringWorkOrder } },
      },
      async (request) => {
        const userId = actorOf(request).user.id;
        const id = request.params.recurringWorkOrderId;
        return write((tx) => setRecurringWorkOrderPaused(tx, userId, id, request.body.isPaused));
      },
    );

    app.delete(
      '/api/recurring-work-orders/:recurringWorkOrderId',
      { config: { access: MANAGE }, schema: { tags, params } },
      async (request, reply) => {
        const userId = actorOf(request).user.id;
        await write((tx) => deleteRecurringWorkOrder(tx, userId, request.params.recurringWorkOrderId));
        return reply.status(204).send();
      },
    );
  };
