import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME, PRODUCT_VERSION } from '@schooldog/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth.js';
import { registerAuthRoutes } from './auth/routes.js';
import { appOrigins, type Config } from './config.js';
import type { AppDeps, FeaturePlugin } from './core/deps.js';
import type { Database } from './db/client.js';
import { assessmentPdfRoutes } from './features/assessments/pdf-routes.js';
import { assessmentRoutes } from './features/assessments/routes.js';
import { clientErrorRoutes } from './features/client-errors/routes.js';
import { entryRoutes } from './features/entries/routes.js';
import { eventRoutes } from './features/events/routes.js';
import { fileRoutes } from './features/files/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { mfaRoutes } from './features/mfa/routes.js';
import { observationSettingsRoutes } from './features/observation-settings/routes.js';
import { peopleRoutes } from './features/people/routes.js';
import { rubricRoutes } from './features/rubrics/routes.js';
import { schoolRoutes } from './features/schools/routes.js';
import { settingsRoutes } from './features/settings/routes.js';
import { createSettingsService } from './features/settings/service.js';
import { setupRoutes } from './features/setup/routes.js';
import { syncRoutes } from './features/sync/routes.js';
import { userRoutes } from './features/users/routes.js';
import { walkRoutes } from './features/walks/routes.js';
import { type RegisteredRoute, registerAccessControl } from './http/access.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/errors.js';
import { registerOriginCheck } from './http/origin-check.js';
import { guardedServerOptions, registerRequestGuards } from './http/request-guards.js';
import { genReqId, registerRequestId } from './http/request-id.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { createEventBus, type EventBus } from './platform/events.js';
import { createErrorReporter } from './platform/error-reporting.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { createSmsSender, smsProviderOf } from './platform/sms.js';
import { registerMetrics } from './platform/metrics.js';
import { createS3Storage } from './platform/s3-storage.js';
import { createLocalStorage, type FileStorage } from './platform/storage.js';

export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Every /api route with the access it declares (see http/access.ts). */
  routes: RegisteredRoute[];
}

/** Each feature's plugin (routes and background work), in the order they register. */
const FEATURES: FeaturePlugin[] = [
  healthRoutes,
  clientErrorRoutes,
  settingsRoutes,
  setupRoutes,
  userRoutes,
  peopleRoutes,
  mfaRoutes,
  observationSettingsRoutes,
  entryRoutes,
  fileRoutes,
  schoolRoutes,
  eventRoutes,
  walkRoutes,
  rubricRoutes,
  assessmentRoutes,
  assessmentPdfRoutes,
  syncRoutes,
];

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the Fastify app on an open database; main.ts and the tests both call this. */
export async function buildApp(options: {
  config: Config;
  database: Database;
  secret: string;
  mailer?: Mailer;
  webDist?: string;
  events?: EventBus;
  clock?: () => Date;
  /** Files in DATA_DIR/files or S3 (from the config) unless given; tests pass one that fails. */
  storage?: FileStorage;
  /** Where the log lines go (stdout unless given); tests read them. */
  logStream?: { write(line: string): void };
}): Promise<BuiltApp> {
  const { config, database } = options;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId,
    trustProxy: config.NODE_ENV === 'production',
    bodyLimit: 1_048_576,
    ...guardedServerOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their schemas in development and tests; production trusts the
  // types and only stringifies, which keeps the hot read paths (the entries explorer) lean.
  app.setSerializerCompiler(
    config.NODE_ENV === 'production' ? () => (data: unknown) => JSON.stringify(data) : serializerCompiler,
  );

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      log: app.log,
    });
  registerRequestId(app);
  const metrics =
    config.METRICS_PORT === undefined
      ? null
      : registerMetrics(app, { port: config.METRICS_PORT, host: config.METRICS_HOST });
  const errorReporter = createErrorReporter({
    dsn: config.SENTRY_DSN,
    release: PRODUCT_VERSION,
    environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV,
  });
  const settings = createSettingsService(database.db);
  const events = options.events ?? createEventBus();
  const sms = createSmsSender({ provider: smsProviderOf(config), dataDir: config.DATA_DIR, log: app.log });
  const auth = createAuth({
    db: database.db,
    config,
    secret: options.secret,
    mailer,
    sms,
    log: app.log,
    events,
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    databaseKind: database.kind,
    raw: database.raw,
    auth,
    mailer,
    sms,
    settings,
    events,
    storage: options.storage ?? storageFor(config),
    metrics,
    errorReporter,
    clock: options.clock ?? (() => new Date()),
    log: app.log,
  };

  registerErrorHandler(app, (error, request) =>
    errorReporter?.captureServerError(error, {
      kind: 'request',
      requestId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? '(unmatched)',
    }),
  );
  registerRequestGuards(app);
  // What is still being sent to Sentry goes out before the app is gone.
  app.addHook('onClose', async () => void (await errorReporter?.flush(2_000)));
  await registerCompression(app);
  await app.register(cookie);
  // Only routes that ask for it (config.rateLimit) are limited; the store is this instance's memory.
  await app.register(rateLimit, { global: false });
  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  registerOriginCheck(app, appOrigins(config));
  registerVersionHeader(app);

  await app.register(swagger, {
    openapi: { openapi: '3.1.0', info: { title: `${PRODUCT_NAME} API`, version: PRODUCT_VERSION } },
    transform: jsonSchemaTransform,
  });
  const routes = registerAccessControl(app, deps);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerAuthRoutes(app, deps);
  for (const feature of FEATURES) await app.register(feature(deps));

  await registerWebApp(app, options.webDist ?? defaultWebDist);
  return { app, deps, routes };
}

/** S3-compatible storage when S3_BUCKET is set, otherwise files in DATA_DIR/files. */
function storageFor(config: Config): FileStorage {
  const { S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = config;
  if (S3_BUCKET && S3_ENDPOINT && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(config.DATA_DIR);
}

/**
 * Every API answer names the server's version, so an installed app learns of an update on its
 * next call (spec 000 §4 "Updates": a higher major forces a reload, a higher minor or patch shows a banner).
 */
function registerVersionHeader(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('x-app-version', PRODUCT_VERSION);
  });
}
