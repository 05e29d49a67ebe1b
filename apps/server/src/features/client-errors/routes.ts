import {
  CLIENT_ERROR_LIMITS,
  reportablePath,
  scrubPersonalData,
  type TClientErrorReport,
  ZClientErrorReport,
} from '@schooldog/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/deps.js';

/** The browser already scrubbed the report; the server does not take that on trust. */
export function scrubReport(report: TClientErrorReport): TClientErrorReport {
  return {
    ...report,
    message: scrubPersonalData(report.message),
    path: reportablePath(report.path),
    appVersion: scrubPersonalData(report.appVersion),
    ...(report.stack === undefined ? {} : { stack: scrubPersonalData(report.stack) }),
  };
}

/**
 * `POST /api/client-errors`: the web app reports an unexpected error. Public, since an error
 * before sign-in matters too, and so rate-limited per client address. Logged at warn under the
 * request id, counted in the metrics, and sent on to Sentry when it is configured.
 */
export const clientErrorRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/client-errors',
      {
        config: {
          access: 'public',
          rateLimit: { max: CLIENT_ERROR_LIMITS.perMinute, timeWindow: 60_000 },
        },
        bodyLimit: CLIENT_ERROR_LIMITS.bodyBytesMax,
        schema: {
          tags: ['errors'],
          summary: 'Report an unexpected error of the web app (no personal data)',
          body: ZClientErrorReport,
        },
      },
      async (request, reply) => {
        const report = scrubReport(request.body);
        request.log.warn({ clientError: report }, 'client error reported');
        deps.metrics?.clientErrors.inc({ kind: report.kind });
        deps.errorReporter?.captureClientError(report, { requestId: request.id });
        return reply.status(204).send();
      },
    );
  };
