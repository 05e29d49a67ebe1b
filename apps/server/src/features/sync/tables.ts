import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timeColumns } from '../../db/columns.js';

/**
 * A device pushing offline changes (one client id per device and user) and the seq of the last
 * mutation it had applied or refused; advanced in the same transaction as the mutation.
 */
export const syncClients = pgTable('sync_clients', {
  clientId: varchar({ length: 20 }).primaryKey(),
  userId: varchar({ length: 20 }).notNull(),
  lastSeq: integer().notNull().default(0),
  ...timeColumns,
});

/** Why a device's mutation was refused, kept so a replay of it is answered the same way. */
export const syncRefusals = pgTable(
  'sync_refusals',
  {
    clientId: varchar({ length: 20 }).notNull(),
    seq: integer().notNull(),
    status: smallint().notNull(),
    code: varchar({ length: 60 }).notNull(),
    message: text().notNull(),
    fields: jsonb().$type<Record<string, string>>(),
    timeCreated: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.seq] })],
);
