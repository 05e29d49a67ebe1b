import { index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../../db/columns.js';
import { users } from '../users/tables.js';

/** What was said to whom: one row per recipient of a notification, in the write that caused it. */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn().primaryKey(),
    userId: idColumn()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 80 }).notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    timeCreated: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.timeCreated)],
);

/**
 * Each delivery that went out (a notification on one channel to one address or device): a delivery
 * job that finds its row done does not send again.
 */
export const notificationDeliveries = pgTable('notification_deliveries', {
  key: varchar({ length: 120 }).primaryKey(),
  notificationId: idColumn()
    .notNull()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  channel: varchar({ length: 8 }).notNull(),
  timeSent: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A device's web push subscription, made on a click in the app by a signed-in person. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn().primaryKey(),
    userId: idColumn()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The sign-in session that subscribed: signing out of it removes the subscription.
    sessionId: text(),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    ...timeColumns,
  },
  (table) => [index().on(table.userId), index().on(table.sessionId)],
);
