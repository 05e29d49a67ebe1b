import { PRODUCT_VERSION } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: ZHealthResponse } } },
      async () => {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: deps.databaseKind, version: PRODUCT_VERSION };
      },
    );
  };
