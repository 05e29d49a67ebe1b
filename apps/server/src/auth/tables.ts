import { index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
