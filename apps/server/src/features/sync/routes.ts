import { ZSyncPushRequest, ZSyncPushResponse } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { actorOf } from '../../http/access.js';
import { pushMutations } from './service.js';

export const syncRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Any signed-in user: each mutation's own service checks what they may do.
    app.post(
      '/api/sync/push',
      {
        config: { access: 'signedIn', checksTextPerPart: true },
        schema: { tags: ['sync'], body: ZSyncPushRequest, response: { 200: ZSyncPushResponse } },
      },
      async (request) => pushMutations(deps, actorOf(request), request.body),
    );
  };
