import { pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns.js';
import { users } from '../users/tables.js';

/**
 * Each digest a person was sent, once per kind and cycle: the row is claimed (inserted, or found
 * there) in the write that makes the notification, so a rerun, a retry after a crash or a second
 * instance sends nobody the same digest twice.
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    userId: idColumn()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The notification kind ('digests.newCycle', 'digests.nudge'). */
    kind: varchar({ length: 40 }).notNull(),
    /** The cycle, a calendar month in the district's time zone: 'YYYY-MM', as the leaderboard's. */
    cycle: varchar({ length: 7 }).notNull(),
    timeSent: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.cycle, table.userId] })],
);
