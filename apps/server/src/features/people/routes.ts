import { ZPersonCard, ZPersonCardParams } from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';
import { personCard } from './service.js';

export const peopleRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/people/:userId',
      {
        config: { access: 'signedIn' },
        schema: { tags: ['people'], params: ZPersonCardParams, response: { 200: ZPersonCard } },
      },
      async (request) => personCard(deps.db, request.params.userId),
    );
  };
