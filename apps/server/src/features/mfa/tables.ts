import { boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../../db/columns.js';
import { users } from '../users/tables.js';

const when = () => timestamp({ withTimezone: true, mode: 'date' });
const userRef = () =>
  varchar({ length: 20 })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * better-auth's twoFactor plugin: the authenticator-app secret and the recovery codes, both
 * encrypted with the server's secret (the plugin's 'encrypted' storage), one row per user.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: idColumn().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: userRef(),
    verified: boolean().default(true),
    failedVerificationCount: integer().default(0),
    lockedUntil: when(),
    ...timeColumns,
  },
  (table) => [index().on(table.userId), index().on(table.secret)],
);

/**
 * A user's SMS second factor (spec 001 §4): the enrolled number, and a number waiting for its
 * code (the code itself only as a hash). Numbers are E.164 (+1 and 10 digits).
 */
export const mfaPhones = pgTable(
  'mfa_phones',
  {
    userId: userRef().primaryKey(),
    phone: varchar({ length: 16 }),
    pendingPhone: varchar({ length: 16 }),
    pendingCodeHash: text(),
    pendingExpiresAt: when(),
    pendingAttempts: integer().notNull().default(0),
    /** Enrolment texts sent in the hour from textsWindowStart (a cap: each text costs money). */
    textsSent: integer().notNull().default(0),
    textsWindowStart: when(),
    ...timeColumns,
  },
  (table) => [index().on(table.phone)],
);

/** What a revert link restores: the second factors as they were before the change. */
export interface MfaSnapshot {
  twoFactorEnabled: boolean;
  phone: string | null;
  totp: { secret: string; backupCodes: string; verified: boolean | null } | null;
}

/**
 * The links mailed when MFA is turned on or off (/auth/revert-mfa): each undoes its change once,
 * within a few days. Only a hash of the token is kept.
 */
export const mfaReverts = pgTable(
  'mfa_reverts',
  {
    id: idColumn().primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    userId: userRef(),
    change: varchar({ length: 16 }).$type<'enabled' | 'disabled'>().notNull(),
    before: jsonb().$type<MfaSnapshot>().notNull(),
    expiresAt: when().notNull(),
    usedAt: when(),
    ...timeColumns,
  },
  (table) => [index().on(table.userId)],
);
