import { ZMeResponse, ZPeople, ZUpdateProfileRequest, ZUsersQuery } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorOf, forgetUser } from '../../http/access.js';
import { adminUserRoutes } from './admin-routes.js';
import { peopleAtSchools, presentMe, updateOwnProfile } from './service.js';
import { workOrderStaffRoutes } from './staff-routes.js';

export const userRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(adminUserRoutes(deps));
    await app.register(workOrderStaffRoutes(deps));

    app.get(
      '/api/me',
      { config: { access: 'signedIn' }, schema: { tags: ['users'], response: { 200: ZMeResponse } } },
      async (request) => presentMe(actorOf(request), deps),
    );

    app.get(
      '/api/users',
      {
        config: { access: { permission: 'view entries' } },
        schema: {
          tags: ['users'],
          querystring: ZUsersQuery,
          response: { 200: ZPeople },
        },
      },
      async (request) => {
        const schoolIds = (request.query.schoolIds ?? '').split(',').filter(Boolean);
        return { users: await peopleAtSchools(deps.db, actorOf(request), schoolIds) };
      },
    );

    app.patch(
      '/api/me',
      {
        config: { access: 'signedIn' },
        schema: { tags: ['users'], body: ZUpdateProfileRequest, response: { 200: ZMeResponse } },
      },
      async (request) => {
        const actor = actorOf(request);
        return inTransaction(deps, 'online', async (write) => {
          const user = await updateOwnProfile(write.db, actor.user, request.body);
          write.afterCommit(() => forgetUser(user.id));
          write.events.publish({ type: 'user', id: user.id });
          return presentMe({ ...actor, user }, write);
        });
      },
    );
  };
