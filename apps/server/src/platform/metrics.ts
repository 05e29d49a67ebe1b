import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export interface Metrics {
  /** This app's own registry (not prom-client's global one), so several apps can run in one process. */
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status_code'>;
  clientErrors: Counter<'kind'>;
  /** Failed job runs by queue; `final="true"` ones will not be retried (an operator should look). */
  jobFailures: Counter<'queue' | 'final'>;
  /** Where the metrics server listens, once the app is ready. */
  address(): AddressInfo | null;
}

/** The route's pattern (`/api/entries/:entryId`), never the raw URL, whose ids would explode the series. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  // The web app's files are routes of their own, named after each build's hashes, and any other
  // path outside /api answers the web app's page.
  if (!pattern) return request.url.startsWith('/api') ? '(unmatched)' : '(web app)';
  return pattern.startsWith('/api') ? pattern : '(web app)';
}

/**
 * Prometheus metrics for this app: the process's (CPU, memory, event loop, GC), the duration of
 * every HTTP request by method, route pattern and status, and the client error reports. They are
 * served as `GET /metrics` on a port of their own, never on the public one; the server starts and
 * closes with the app.
 */
export function registerMetrics(app: FastifyInstance, options: { port: number; host: string }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const clientErrors = new Counter({
    name: 'schooldog_client_errors_total',
    help: 'Errors reported by the web app (POST /api/client-errors), by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'schooldog_job_failures_total',
    help: 'Failed runs of background jobs, by queue; final="true" is a job that will not be retried.',
    labelNames: ['queue', 'final'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const address = () => {
    const bound = server.address();
    return typeof bound === 'object' ? bound : null;
  };
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'collecting metrics failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Collecting metrics failed\n');
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return {
    registry,
    httpRequestDuration,
    clientErrors,
    jobFailures,
    address,
  };
}
