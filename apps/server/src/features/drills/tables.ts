import type { DrillEventType, DrillType } from '@schooldog/domain';
import { date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../../db/columns.js';

/**
 * A drill (spec 000 §3 "Drill"): where, what kind and when it was run, and its results. The id is
 * the recording device's, so a drill recorded offline and pushed twice is stored once.
 */
export const drills = pgTable(
  'drills',
  {
    id: idColumn().primaryKey(),
    schoolId: idColumn().notNull(),
    /** Null once the account is gone (the table then says 'Unknown'). */
    recordedByUserId: idColumn(),
    type: varchar({ length: 16 }).$type<DrillType>().notNull(),
    otherType: varchar({ length: 40 }),
    eventType: varchar({ length: 16 }).$type<DrillEventType>().notNull(),
    otherEventType: varchar({ length: 40 }),
    drillDate: date({ mode: 'string' }).notNull(),
    drillTime: varchar({ length: 5 }).notNull(),
    drillTimeOfDay: varchar({ length: 2 }).$type<'am' | 'pm'>().notNull(),
    responseTime: varchar({ length: 5 }),
    numberOfParticipants: integer(),
    additionalInfo: text(),
    resultsAdditionalInfo: text(),
    ...timeColumns,
  },
  // The table reads by date, newest first, often at some schools.
  (table) => [
    index('drills_date_idx').on(table.drillDate.desc(), table.id.desc()),
    index('drills_school_date_idx').on(table.schoolId, table.drillDate.desc()),
  ],
);
export type DrillRow = typeof drills.$inferSelect;
