import { newId, PASSWORD_LIMITS } from '@schooldog/domain';
import { betterAuth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins/magic-link';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { and, eq } from 'drizzle-orm';
import { appOrigins, type Config } from '../config.js';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import type { EventBus } from '../platform/events.js';
import type { NotificationKind } from '../platform/notify/kinds.js';
import type { SmsSender } from '../platform/sms.js';
import { secondStepForSignInLinks, sendSignInCode } from '../features/mfa/public.js';
import { passwordReset, signInLink, verifyEmail } from './mails.js';
import { CLIENT_IP_HEADER } from './routes.js';
import { recordSecurityEvent } from './security-events.js';
import { SSO_ACCOUNT_LINKING, ssoPlugins, ssoSocialProviders } from './sso.js';

const timeFields = { createdAt: 'timeCreated', updatedAt: 'timeUpdated' } as const;

export const SIGN_IN_LINK_MINUTES = 15;
export const RESET_LINK_MINUTES = 60;

/**
 * better-auth, mounted at /api/auth: password sign-in, single-use expiring reset and sign-in links,
 * email verification. Sign-up is closed: accounts are made by the district (seed, user admin).
 */
export function createAuth(options: {
  db: Db;
  config: Config;
  secret: string;
  /** Tells a person through notifications (app.ts binds it to the app once built). */
  tell: Tell;
  sms: SmsSender;
  log: FastifyBaseLogger;
  events: EventBus;
}) {
  const { db, config, tell, events, log } = options;
  // Sign-in and reset mail is sent after the answer: the answer's timing then does not tell whether
  // the address has an account (no user enumeration, ASVS 2.2.1 / 2.5.2), and a slow mail server delays nobody.
  const tellLater: Tell = async (kind, userId, data) =>
    void tell(kind, userId, data).catch((error: unknown) => log.error({ err: error }, 'mail not sent'));
  const link = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;
  const activeUserId = async (email: string) =>
    (
      await db
        .select({ id: schema.users.id })
        .from(schema.users)
        // An archived account gets no sign-in link (issue 13: its sign-in is refused).
        .where(and(eq(schema.users.email, email.toLowerCase()), eq(schema.users.isArchived, false)))
    )[0]?.id;

  return betterAuth({
    appName: 'SchoolDog',
    // Into the server's own log (pino), so its level and format apply; failed sign-ins are routine.
    logger: {
      level: 'warn',
      log: (level, message, ...args) =>
        level === 'warn' ? options.log.debug({ args }, message) : options.log[level]({ args }, message),
    },
    basePath: '/api/auth',
    ...(config.PUBLIC_URL ? { baseURL: config.publicUrl } : {}),
    secret: options.secret,
    trustedOrigins: appOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true, transaction: true }),
    user: { fields: timeFields },
    session: {
      fields: timeFields,
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No signed-cookie cache: it would vouch for a revoked session for up to its age (ASVS
      // 3.3.1). The server's own short cache is dropped on every instance when a session ends.
      cookieCache: { enabled: false },
    },
    account: { fields: timeFields, accountLinking: SSO_ACCOUNT_LINKING },
    socialProviders: ssoSocialProviders(config),
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await recordSecurityEvent(db, {
              kind: 'sign_in',
              userId: session.userId,
              ip: session.ipAddress ?? null,
              userAgent: session.userAgent ?? null,
            });
          },
        },
        // However a session ends, every instance drops it and closes its event streams at once.
        delete: {
          after: async (session) => {
            events.publish({ type: 'sessions', userId: session.userId, sessionIds: [session.id] });
          },
        },
      },
    },
    verification: { fields: timeFields },
    advanced: {
      database: { generateId: () => newId() },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: 'schooldog',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_LIMITS.min,
      maxPasswordLength: PASSWORD_LIMITS.max,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await tellLater(passwordReset, user.id, {
          path: link('/auth/set-password', token),
          minutes: RESET_LINK_MINUTES,
        });
      },
      onPasswordReset: async ({ user }) => {
        await recordSecurityEvent(db, { kind: 'password_reset', userId: user.id, email: user.email });
      },
    },
    emailVerification: {
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        await tell(verifyEmail, user.id, { path: link('/auth/verify-email', token) });
      },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 300,
      // In the database, so every instance counts the same attempts (several instances, one PostgreSQL).
      storage: 'database',
      customRules: {
        '/sign-in/email': { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        '/sign-in/magic-link': { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        '/sign-in/social': { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        '/request-password-reset': { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        '/reset-password': { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        // The code step: a few tries a minute per address (the plugin also locks after repeated failures).
        '/two-factor/*': { window: 60, max: Math.max(5, config.SIGN_IN_RATE_LIMIT) },
      },
    },
    plugins: [
      // MFA (features/mfa): authenticator-app codes and recovery codes (encrypted with the secret),
      // and codes by text message to the enrolled phone.
      twoFactor({
        issuer: 'SchoolDog',
        twoFactorCookieMaxAge: 10 * 60,
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
        otpOptions: {
          digits: 6,
          period: 5,
          storeOTP: 'hashed',
          sendOTP: async ({ user, otp }) => sendSignInCode(db, options.sms, user.id, otp),
        },
      }),
      // After the twoFactor plugin: a sign-in link of an account with MFA stops at the code step too.
      secondStepForSignInLinks(db),
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        disableSignUp: true,
        rateLimit: { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        sendMagicLink: async ({ email, token }) => {
          // Same answer whether or not the account exists; mail goes only to real accounts.
          const userId = await activeUserId(email);
          if (!userId) return;
          await tellLater(signInLink, userId, {
            path: link('/auth/handle-sign-in-link', token),
            minutes: SIGN_IN_LINK_MINUTES,
          });
        },
      }),
      ...ssoPlugins(config, db),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Sends one person a notification of a kind, in a write of its own. */
export type Tell = <D extends object>(kind: NotificationKind<D>, userId: string, data: D) => Promise<void>;
