import type { SafetyAlertStatus } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../../db/columns.js';
import { notifications } from '../notifications/tables.js';
import { users } from '../users/tables.js';

const when = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A safety alert sent from an entry (spec 000 §3 "Observation" createdSafetyAlertIds): made in the
 * entry's write, held while its walk is not complete, sent once.
 */
export const safetyAlerts = pgTable(
  'safety_alerts',
  {
    id: idColumn().primaryKey(),
    entryId: varchar({ length: 20 }).notNull(),
    schoolId: varchar({ length: 20 }).notNull(),
    walkId: varchar({ length: 20 }),
    senderUserId: varchar({ length: 20 }).notNull(),
    message: text().notNull().default(''),
    recipientUserIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: varchar({ length: 8 }).$type<SafetyAlertStatus>().notNull(),
    timeSent: when(),
    ...timeColumns,
  },
  (table) => [
    index().on(table.senderUserId, table.timeCreated.desc(), table.id.desc()),
    index().on(table.schoolId, table.timeCreated.desc(), table.id.desc()),
    index().on(table.walkId, table.status),
  ],
);
export type SafetyAlertRow = typeof safetyAlerts.$inferSelect;

/**
 * One recipient of a sent alert: the notification that told them (its deliveries say what reached
 * them) and when they read it.
 */
export const safetyAlertRecipients = pgTable(
  'safety_alert_recipients',
  {
    safetyAlertId: idColumn()
      .notNull()
      .references(() => safetyAlerts.id, { onDelete: 'cascade' }),
    userId: idColumn()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: idColumn().references(() => notifications.id, { onDelete: 'set null' }),
    timeRead: when(),
  },
  // The received tab reads by person.
  (table) => [primaryKey({ columns: [table.safetyAlertId, table.userId] }), index().on(table.userId)],
);
