import { PASSWORD_LIMITS } from '@schooldog/domain';
import { z } from 'zod';

/** The demo accounts' password when DEMO_PASSWORD is not set; the README publishes it. */
export const PUBLISHED_DEMO_PASSWORD = 'schooldog-demo';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const url = (protocols: string[], hint: string) =>
  z
    .url({ message: `must be a URL (${hint})` })
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      message: `must be a URL starting with ${protocols.join(' or ')}`,
      abort: true,
    });

const port = z.coerce
  .number({ message: 'must be a whole number' })
  .int({ message: 'must be a whole number' })
  .min(0, { message: 'must be between 0 and 65535' })
  .max(65535, { message: 'must be between 0 and 65535' });

/** What the Sentry SDK accepts as a DSN: scheme://key@host[:port]/[path/]project-id. */
const SENTRY_DSN = /^https?:\/\/\w+(:\w*)?@[\w.-]+(:\d+)?\/([^?#]+\/)?\d+$/;

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  // Unset: every interface, or localhost only while the demo accounts have the published password (main.ts).
  HOST: z.string().min(1).optional(),
  // Prometheus metrics on a port of their own (off when unset), on loopback unless told otherwise.
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1, { message: 'must not be empty' }).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/database').optional(),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:password@host:587').optional(),
  MAIL_FROM: z.string().min(3).default('SchoolDog <no-reply@schooldog.localhost>'),
  PUBLIC_URL: url(['http:', 'https:'], 'https://safety.example-district.org').optional(),
  AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  DEMO_PASSWORD: z
    .string()
    .min(PASSWORD_LIMITS.min, { message: `must be at least ${PASSWORD_LIMITS.min} characters` })
    .default(PUBLISHED_DEMO_PASSWORD),
  SEED_DEMO: booleanFlag.optional(),
  AUTO_SIGN_OUT: booleanFlag.default(true),
  AUTO_SIGN_OUT_HOURS: z.coerce
    .number({ message: 'must be a number' })
    .positive({ message: 'must be above 0' })
    .default(24),
  SIGN_IN_RATE_LIMIT: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .positive({ message: 'must be above 0' })
    .default(10),
  SUPPORT_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  SUPPORT_PHONE: z.string().min(3).optional(),
  S3_ENDPOINT: url(['http:', 'https:'], 'https://s3.us-east-1.amazonaws.com').optional(),
  S3_BUCKET: z.string().min(3, { message: 'must be a bucket name' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Errors to Sentry or a self-hosted GlitchTip (off when unset): https://key@host/project-id.
  SENTRY_DSN: url(['http:', 'https:'], 'https://0123abcd@sentry.example.org/1')
    .refine((value) => SENTRY_DSN.test(value), {
      message: 'must be a DSN with a key and a numeric project id (https://0123abcd@sentry.example.org/1)',
    })
    .optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
  // Sign in with Google or Microsoft (each on when its client id and secret are set). The
  // addresses are overridable so that tests, or a proxy, can stand in for the real issuer.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: url(
    ['http:', 'https:'],
    'https://accounts.google.com/.well-known/openid-configuration',
  ).default('https://accounts.google.com/.well-known/openid-configuration'),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  // 'organizations' (any work or school account), or the district's own tenant id or domain.
  MICROSOFT_TENANT: z
    .string()
    .regex(/^[\w.-]+$/, { message: "must be 'organizations', a tenant id or a domain" })
    .refine((value) => !['common', 'consumers'].includes(value), {
      message: "must not let personal Microsoft accounts in ('organizations', a tenant id or a domain)",
    })
    .default('organizations'),
  MICROSOFT_AUTHORITY: url(['http:', 'https:'], 'https://login.microsoftonline.com').default(
    'https://login.microsoftonline.com',
  ),
  // Text messages for MFA codes through an HTTP SMS API in Twilio's shape (platform/sms.ts); when
  // unset they are written to DATA_DIR/sms and the log, like mail without SMTP_URL.
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z
    .string()
    .regex(/^\+\d{6,15}$/, { message: 'must be a number like +15551234567' })
    .optional(),
  SMS_API_URL: url(['http:', 'https:'], 'https://api.twilio.com').default('https://api.twilio.com'),
  // Web push (VAPID): generated into DATA_DIR/vapid.json on first start unless set; set both when
  // running several instances, so every instance signs for the same subscriptions.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{80,90}$/, { message: 'must be a VAPID public key (base64url, 87 characters)' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{40,45}$/, { message: 'must be a VAPID private key (base64url, 43 characters)' })
    .optional(),
  // Jobs (platform/jobs): polling interval of this instance's workers; 0 runs none here.
  JOB_POLLING_SECONDS: z.coerce.number({ message: 'must be a number' }).min(0).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof ZConfig> & { publicUrl: string; databaseKind: 'pglite' | 'postgres' };

export class ConfigError extends Error {}

/** Reads the configuration from the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZConfig.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    const got = present[name];
    const shown =
      name.includes('SECRET') || name.includes('PASSWORD') || got === undefined ? '' : ` (got "${got}")`;
    throw new ConfigError(`Configuration error: ${name} ${issue?.message ?? 'is invalid'}${shown}.`);
  }
  const config = parsed.data;
  if (config.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!config[name])
        throw new ConfigError(`Configuration error: ${name} must be set when S3_BUCKET is set.`);
    }
  }
  for (const [id, secret] of [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
  ] as const) {
    if (!config[id] !== !config[secret])
      throw new ConfigError(`Configuration error: ${id} and ${secret} must be set together.`);
  }
  if (!config.VAPID_PUBLIC_KEY !== !config.VAPID_PRIVATE_KEY)
    throw new ConfigError(
      'Configuration error: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together.',
    );
  if (config.JOB_POLLING_SECONDS > 0 && config.JOB_POLLING_SECONDS < 0.5)
    throw new ConfigError('Configuration error: JOB_POLLING_SECONDS must be 0 (no workers) or at least 0.5.');
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT !== 0 && config.METRICS_PORT === config.PORT)
    throw new ConfigError(
      'Configuration error: METRICS_PORT must differ from PORT (metrics are not public).',
    );
  return {
    ...config,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    databaseKind: config.DATABASE_URL ? 'postgres' : 'pglite',
  };
}

/** The app's own origins: its public address, and the Vite dev server's (which proxies /api) in development. */
export function appOrigins(config: Config): string[] {
  return config.NODE_ENV === 'development' ? [config.publicUrl, 'http://localhost:5173'] : [config.publicUrl];
}
