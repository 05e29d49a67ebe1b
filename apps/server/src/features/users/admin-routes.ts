import {
  ZAdminUser,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZCreateUserRequest,
  ZUpdateUserRequest,
  ZUserActionResult,
  ZUserAdminOptions,
  ZUserIdParams,
  ZUserImportPreview,
  ZUserImportRequest,
  ZUserImportResult,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf } from '../../http/access.js';
import { importUsers, previewImport } from './admin-import.js';
import { deleteUser, setUserArchived, signOutEverywhere } from './admin-lifecycle.js';
import { presentAdminUser } from './admin-present.js';
import { createUser, getUser, listUsers, updateUser, userAdminOptions } from './admin-service.js';

const access = { permission: 'manage users' } as const;
const tags = ['user admin'];

/** User administration (issue 13 points 2-5; contract in docs and packages/domain/src/users). */
export const adminUserRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/users/options',
      { config: { access }, schema: { tags, response: { 200: ZUserAdminOptions } } },
      async (request) => userAdminOptions(deps.db, actorOf(request)),
    );

    app.get(
      '/api/admin/users',
      {
        config: { access },
        schema: { tags, querystring: ZAdminUsersQuery, response: { 200: ZAdminUsersPage } },
      },
      async (request) => listUsers(deps.db, actorOf(request), request.query),
    );

    app.get(
      '/api/admin/users/:id',
      { config: { access }, schema: { tags, params: ZUserIdParams, response: { 200: ZAdminUser } } },
      async (request) => getUser(deps.db, actorOf(request), request.params.id),
    );

    app.post(
      '/api/admin/users',
      { config: { access }, schema: { tags, body: ZCreateUserRequest, response: { 201: ZAdminUser } } },
      async (request, reply) => {
        const actor = actorOf(request);
        const user = await inTransaction(deps, 'online', async (write) =>
          presentAdminUser(write.db, actor, await createUser(write, actor, request.body)),
        );
        return reply.status(201).send(user);
      },
    );

    app.patch(
      '/api/admin/users/:id',
      {
        config: { access },
        schema: { tags, params: ZUserIdParams, body: ZUpdateUserRequest, response: { 200: ZAdminUser } },
      },
      async (request) => {
        const actor = actorOf(request);
        return inTransaction(deps, 'online', async (write) =>
          presentAdminUser(write.db, actor, await updateUser(write, actor, request.params.id, request.body)),
        );
      },
    );

    const action = {
      config: { access },
      schema: { tags, params: ZUserIdParams, response: { 200: ZUserActionResult } },
    };
    app.post('/api/admin/users/:id/archive', action, async (request) => {
      const actor = actorOf(request);
      return inTransaction(deps, 'online', (write) => setUserArchived(write, actor, request.params.id, true));
    });
    app.post('/api/admin/users/:id/unarchive', action, async (request) => {
      const actor = actorOf(request);
      return inTransaction(deps, 'online', (write) =>
        setUserArchived(write, actor, request.params.id, false),
      );
    });
    app.post('/api/admin/users/:id/sign-out', action, async (request) => {
      const actor = actorOf(request);
      return inTransaction(deps, 'online', (write) => signOutEverywhere(write, actor, request.params.id));
    });

    app.delete(
      '/api/admin/users/:id',
      { config: { access }, schema: { tags, params: ZUserIdParams } },
      async (request, reply) => {
        const actor = actorOf(request);
        await inTransaction(deps, 'online', (write) => deleteUser(write, actor, request.params.id));
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/admin/users/import/preview',
      {
        config: { access },
        schema: { tags, body: ZUserImportRequest, response: { 200: ZUserImportPreview } },
      },
      async (request) => previewImport(deps.db, actorOf(request), request.body.csv),
    );

    app.post(
      '/api/admin/users/import',
      {
        config: { access },
        schema: { tags, body: ZUserImportRequest, response: { 201: ZUserImportResult } },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const result = await inTransaction(deps, 'online', (write) =>
          importUsers(write, actor, request.body.csv),
        );
        return reply.status(201).send(result);
      },
    );
  };
