import {
  WORK_ORDER_STAFF_VIEW_PERMISSION,
  ZCreateWorkOrderStaffRequest,
  ZUpdateWorkOrderStaffRequest,
  ZUserAdminOptions,
  ZUserIdParams,
  ZWorkOrderStaffList,
  ZWorkOrderStaffQuery,
  ZWorkOrderStaffUser,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import {
  createWorkOrderStaff,
  getWorkOrderStaff,
  listWorkOrderStaff,
  updateWorkOrderStaff,
  workOrderStaffOptions,
} from './staff-service.js';

const tags = ['workOrders'];
// Seeing the section: the settings page's permission. Saving also needs manage task users, which
// the domain's workOrderStaffChangeRefusal checks (403 with its message).
const SEE = { permission: WORK_ORDER_STAFF_VIEW_PERMISSION } as const;

/** The Work Order Staff section of Work Order Settings (spec 001 §2): search, create, edit. */
export const workOrderStaffRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/tasks-settings/staff',
      {
        config: { access: SEE },
        schema: { tags, querystring: ZWorkOrderStaffQuery, response: { 200: ZWorkOrderStaffList } },
      },
      async (request) => ({ users: await listWorkOrderStaff(deps, actorOf(request), request.query.q) }),
    );

    app.get(
      '/api/tasks-settings/staff/options',
      { config: { access: SEE }, schema: { tags, response: { 200: ZUserAdminOptions } } },
      async () => workOrderStaffOptions(deps.db),
    );

    app.get(
      '/api/tasks-settings/staff/:id',
      {
        config: { access: SEE },
        schema: { tags, params: ZUserIdParams, response: { 200: ZWorkOrderStaffUser } },
      },
      async (request) => getWorkOrderStaff(deps, actorOf(request), request.params.id),
    );

    app.post(
      '/api/tasks-settings/staff',
      {
        config: { access: SEE },
        schema: { tags, body: ZCreateWorkOrderStaffRequest, response: { 201: ZWorkOrderStaffUser } },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const user = await inTransaction(deps, 'online', (write) =>
          createWorkOrderStaff(write, actor, request.body),
        );
        return reply.status(201).send(user);
      },
    );

    app.patch(
      '/api/tasks-settings/staff/:id',
      {
        config: { access: SEE },
        schema: {
          tags,
          params: ZUserIdParams,
          body: ZUpdateWorkOrderStaffRequest,
          response: { 200: ZWorkOrderStaffUser },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return inTransaction(deps, 'online', (write) =>
          updateWorkOrderStaff(write, actor, request.params.id, request.body),
        );
      },
    );
  };
