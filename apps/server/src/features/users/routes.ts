import { ZMeResponse, ZUpdateProfileRequest } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { actorOf } from '../../http/access.js';
import { presentMe, updateOwnProfile } from './service.js';

export const userRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me',
      { config: { access: 'signedIn' }, schema: { tags: ['users'], response: { 200: ZMeResponse } } },
      async (request) => presentMe(actorOf(request), deps),
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
        return presentMe({ ...actor, user }, deps);
      },
    );
  };
