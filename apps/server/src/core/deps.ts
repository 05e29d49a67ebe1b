import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../auth/auth.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { SettingsService } from './settings.js';
import type { ErrorReporter } from '../platform/error-reporting.js';
import type { JobQueue } from '../platform/jobs/queue.js';
import type { EventBus } from '../platform/events.js';
import type { Mailer } from '../platform/mail.js';
import type { Metrics } from '../platform/metrics.js';
import type { PushSender } from '../platform/push/sender.js';
import type { SmsSender } from '../platform/sms.js';
import type { FileStorage } from '../platform/storage.js';
import type { FeatureRegistry } from './feature.js';

/** Where best-effort work (mail, file deletion, background sweeps) reports what went wrong. */
export interface Log {
  warn(message: string): void;
  error(object: object, message: string): void;
}

/** What every feature receives from the app (built once in app.ts). */
export interface AppDeps {
  config: Config;
  db: Db;
  databaseKind: Database['kind'];
  /** SQL text straight on the driver, for the hottest read paths (never inside a write). */
  raw: Database['raw'];
  auth: Auth;
  mailer: Mailer;
  /** Text messages (MFA codes): an SMS API when configured, else files in DATA_DIR/sms. */
  sms: SmsSender;
  settings: SettingsService;
  events: EventBus;
  /** The features' manifests, gathered: subscribers, mutations, live audiences, jobs, notification kinds. */
  features: FeatureRegistry;
  /** Durable background work (pg-boss on this database). */
  jobs: JobQueue;
  storage: FileStorage;
  /** Web push, signed with this server's VAPID keys. */
  push: PushSender;
  /** The app's secret, for links that prove themselves (the unsubscribe link). */
  signingKey: string;
  /** Errors to Sentry or GlitchTip, when SENTRY_DSN is set. */
  errorReporter: ErrorReporter | null;
  /** Prometheus metrics, when METRICS_PORT is set. */
  metrics: Metrics | null;
  /** The time for walk rules (created, submitted, auto-completion, Abandoned); tests control it. */
  clock: () => Date;
  log: Log;
}

/** A feature's Fastify plugin: its routes and its background work, registered by app.ts. */
export type FeaturePlugin = (deps: AppDeps) => FastifyPluginAsyncZod;
