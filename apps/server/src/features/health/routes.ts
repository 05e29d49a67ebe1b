import { PRODUCT_VERSION, type THealthResponse, ZHealthResponse, ZLiveResponse } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';

/** A dependency that does not answer within this long counts as down: a probe must not hang. */
export const HEALTH_CHECK_TIMEOUT_MS = 3_000;

async function withinTimeout(work: Promise<unknown>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`)),
      HEALTH_CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs one readiness check; the reason of a failure goes to the log only (the answer is public). */
async function check(name: string, work: () => Promise<unknown>, log: FastifyBaseLogger) {
  try {
    await withinTimeout(work(), name);
    return 'ok' as const;
  } catch (error) {
    log.warn({ err: error, check: name }, 'readiness check failed');
    return 'failed' as const;
  }
}

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** A route's own log level replaces the app's: it may only make the log quieter, never louder. */
function quieterOf(a: LogLevel, b: LogLevel): LogLevel {
  return LOG_LEVELS.indexOf(a) > LOG_LEVELS.indexOf(b) ? a : b;
}

/**
 * Liveness and readiness for a load balancer or an orchestrator: `live` says the process answers
 * (restart it if not), `ready` says it can serve (send it traffic if so). Probes log at warn only,
 * so a probe every few seconds does not fill the log.
 */
export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const logLevel = quieterOf(deps.config.LOG_LEVEL, 'warn');
    app.get(
      '/api/health/live',
      {
        config: { access: 'public' },
        logLevel,
        schema: { tags: ['health'], response: { 200: ZLiveResponse } },
      },
      async () => ({ status: 'ok' as const, version: PRODUCT_VERSION }),
    );

    const ready = async (log: FastifyBaseLogger) => {
      const [database, storage] = await Promise.all([
        check('database', () => deps.db.execute(sql`select 1`), log),
        check('storage', () => deps.storage.check(), log),
      ]);
      const isReady = database === 'ok' && storage === 'ok';
      const body: THealthResponse = {
        status: isReady ? 'ok' : 'unavailable',
        database: deps.databaseKind,
        version: PRODUCT_VERSION,
        checks: { database, storage },
      };
      return { status: isReady ? (200 as const) : (503 as const), body };
    };

    for (const url of ['/api/health/ready', '/api/health']) {
      app.get(
        url,
        {
          config: { access: 'public' },
          logLevel,
          schema: { tags: ['health'], response: { 200: ZHealthResponse, 503: ZHealthResponse } },
        },
        async (request, reply) => {
          const { status, body } = await ready(request.log);
          return reply.status(status).send(body);
        },
      );
    }
  };
