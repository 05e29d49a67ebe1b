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
import { createAuth, type Tell } from './auth/auth.js';
import { registerAuthRoutes } from './auth/routes.js';
import { appOrigins, type Config } from './config.js';
import type { AppDeps } from './core/deps.js';
import type { Database } from './db/client.js';
import { createFeatureRegistry, type ServerFeature } from './core/feature.js';
import { type FeatureJob, queueSpecOf, runFeatureJob, sendDueSchedules } from './core/jobs.js';
import { createSettingsService } from './core/settings.js';
import { inTransaction } from './core/write.js';
import { FEATURES } from './features/index.js';
import { notify } from './features/notifications/public.js';
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
import { createJobQueue, type JobHandler } from './platform/jobs/queue.js';
import { vapidKeys } from './platform/push/keys.js';
import { createPushSender, type PushSender } from './platform/push/sender.js';
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
  /**
   * Whether this instance runs jobs (polling every JOB_POLLING_SECONDS) and sends the schedules;
   * tests run none and call `deps.jobs.drain()` and `sendDueSchedules` when they mean to.
   */
  runJobs?: boolean;
  /** Features beyond the app's own (tests add one with a job of their own). */
  extraFeatures?: readonly ServerFeature[];
  /** Web push through this sender rather than the VAPID keys of DATA_DIR (tests). */
  push?: PushSender;
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
  // better-auth's mails go through notifications, which need the app's deps (made below).
  let built: AppDeps | null = null;
  const tell: Tell = async (kind, userId, data) => {
    if (!built) throw new Error('the app is not built yet');
    await inTransaction(built, 'online', (write) => notify(write, kind, { to: [userId], data }));
  };
  const auth = createAuth({
    db: database.db,
    config,
    secret: options.secret,
    tell,
    sms,
    log: app.log,
    events,
  });
  const features = createFeatureRegistry([...FEATURES, ...(options.extraFeatures ?? [])]);
  const handlers = new Map<string, JobHandler>();
  const jobs = createJobQueue({
    sql: database.sql,
    queues: features.jobs.map(queueSpecOf),
    handlers,
    log: app.log,
    onFailure: (queue, isFinal) => metrics?.jobFailures.inc({ queue, final: String(isFinal) }),
    supervise: options.runJobs !== false && config.JOB_POLLING_SECONDS > 0,
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
    features,
    jobs,
    storage: options.storage ?? storageFor(config),
    push:
      options.push ??
      createPushSender(
        vapidKeys(
          { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY },
          config.DATA_DIR,
        ),
        `mailto:${mailAddressOf(config.MAIL_FROM)}`,
      ),
    signingKey: options.secret,
    metrics,
    errorReporter,
    clock: options.clock ?? (() => new Date()),
    log: app.log,
  };
  built = deps;

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
  for (const feature of features.features) if (feature.plugin) await app.register(feature.plugin(deps));
  await startJobs(app, deps, handlers, options.runJobs !== false && config.JOB_POLLING_SECONDS > 0);

  await registerWebApp(app, options.webDist ?? defaultWebDist);
  return { app, deps, routes };
}

/**
 * The job queue's schema and queues are made before the app answers; with `run`, this instance also
 * polls for jobs and sends the schedules due (at once, catching up after downtime, then every 30 s).
 */
async function startJobs(
  app: FastifyInstance,
  deps: AppDeps,
  handlers: Map<string, JobHandler>,
  run: boolean,
) {
  for (const job of deps.features.jobs as FeatureJob[])
    handlers.set(job.name, (running) => runFeatureJob(deps, job, running));
  await deps.jobs.start();
  let timer: NodeJS.Timeout | undefined;
  const sendSchedules = () =>
    sendDueSchedules(deps, deps.features.scheduledJobs).catch((error: unknown) =>
      app.log.error({ err: error }, 'sending scheduled jobs failed'),
    );
  app.addHook('onReady', async () => {
    if (!run) return;
    await deps.jobs.startWorkers({ pollingIntervalSeconds: deps.config.JOB_POLLING_SECONDS });
    await sendSchedules();
    timer = setInterval(() => void sendSchedules(), SCHEDULE_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await deps.jobs.stop();
  });
}

const SCHEDULE_CHECK_MS = 30_000;

/** The address in 'Name <address>' (or the value itself): VAPID's contact for the push services. */
const mailAddressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

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
