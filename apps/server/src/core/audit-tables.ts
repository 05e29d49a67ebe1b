import { bigserial, index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The audit history: one row per changed field, with from/to values and the updating user. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    entity: varchar({ length: 40 }).notNull(),
    entityId: varchar({ length: 40 }).notNull(),
    field: text().notNull(),
    from: jsonb(),
    to: jsonb(),
    userId: varchar({ length: 20 }),
    time: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index().on(table.entity, table.entityId, table.time)],
);
