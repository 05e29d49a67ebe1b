import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers with our Content Security Policy on every response. The middleware is built
 * once: the Fastify plugin rebuilt it (and re-parsed the policy) on every request, a measurable
 * share of the explorer's time.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) writes style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
