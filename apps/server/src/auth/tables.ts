import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../db/columns.js';
import { users } from '../features/users/tables.js';

const when = () => timestamp({ withTimezone: true, mode: 'date' });

/** Sign-in sessions kept by better-auth. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn().primaryKey(),
    token: text().notNull().unique(),
    userId: varchar({ length: 20 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: when().notNull(),
    ipAddress: text(),
    userAgent: text(),
    /**
     * The last request made with the session, written at most once a minute (auth/inactivity.ts);
     * null until then, when its sign-in time counts.
     */
    lastActiveAt: when(),
    ...timeColumns,
  },
  (table) => [index().on(table.userId)],
);

/** Credentials (a password hash, later Google) kept by better-auth. */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: varchar({ length: 20 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: when(),
    refreshTokenExpiresAt: when(),
    scope: text(),
    password: text(),
    ...timeColumns,
  },
  (table) => [index().on(table.userId)],
);

/** Single-use, expiring tokens: password reset, sign-in links, email verification. */
export const verifications = pgTable(
  'verifications',
  {
    id: idColumn().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: when().notNull(),
    ...timeColumns,
  },
  (table) => [index().on(table.identifier)],
);

/**
 * better-auth's sign-in rate limits, in the database so that every server instance counts the same
 * attempts (ASVS 2.2.1): one row per limited key (route and client address).
 */
export const rateLimits = pgTable('rate_limits', {
  id: idColumn().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});

/**
 * Security events (ASVS 7.1.3, 7.2.1): sign-ins, failed sign-ins, sign-outs, password changes and
 * resets, role and permission changes, archiving. Never a password, token or secret.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    time: when().notNull().defaultNow(),
    kind: varchar({ length: 40 }).notNull(),
    /** The account concerned, when known. */
    userId: varchar({ length: 20 }),
    /** The address a sign-in named (lower case), also for unknown accounts: per-account throttling reads it. */
    email: varchar({ length: 320 }),
    /** Who did it, when not the account itself (an administrator). */
    actorUserId: varchar({ length: 20 }),
    ip: varchar({ length: 64 }),
    userAgent: varchar({ length: 300 }),
    detail: jsonb(),
  },
  (table) => [
    index().on(table.email, table.time),
    index().on(table.userId, table.time),
    index().on(table.time),
  ],
);
