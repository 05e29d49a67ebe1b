import { ZMeResponse, ZPeople, ZUpdateProfileRequest, ZUsersQuery } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { actorOf, forgetUser } from '../../http/access.js';
import { peopleAtSchools, presentMe, updateOwnProfile } from './service.js';

export const userRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
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
        const user = await updateOwnProfile(deps.db, actor.user, request.body);
        forgetUser(user.id);
        deps.events.publish({ type: 'user', id: user.id });
        return presentMe({ ...actor, user }, deps);
      },
    );
  };
