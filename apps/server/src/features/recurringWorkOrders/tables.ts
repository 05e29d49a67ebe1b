import type { RecurrenceUnit, TRecurringWorkOrderData } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../../db/columns.js';

const day = () => date({ mode: 'string' });

/**
 * A recurring work order (spec 001 §3 "Recurring work order, collection recurringWorkOrders"): the
 * work order it makes at each of its schools (workOrderData), its title and its schedule. The
 * next occurrence is stored, and moved on in the write that makes its work orders, so each
 * occurrence is made once (docs/decisions.md "Recurring work orders").
 */
export const recurringWorkOrders = pgTable(
  'recurring_work_orders',
  {
    id: idColumn().primaryKey(),
    title: text().notNull(),
    schoolIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workOrderData: jsonb().$type<TRecurringWorkOrderData>().notNull(),
    createdByUserId: varchar({ length: 20 }).notNull(),
    recurrenceStartDate: day().notNull(),
    recurrenceEndDate: day(),
    recurrenceInterval: integer().notNull(),
    recurrenceUnit: varchar({ length: 8 }).$type<RecurrenceUnit>().notNull(),
    isPaused: boolean().notNull().default(false),
    /** The next day its work orders are due to be made; null once past the end date. */
    nextOccurrenceDate: day(),
    /** The last day its work orders were made for. */
    lastGeneratedDate: day(),
    ...timeColumns,
  },
  (table) => [
    index('recurring_work_orders_time_idx').on(table.timeCreated.desc(), table.id.desc()),
    // The daily run reads the due ones that are not paused.
    index('recurring_work_orders_due_idx')
      .on(table.nextOccurrenceDate)
      .where(sql`${table.isPaused} = false`),
  ],
);
export type RecurringWorkOrderRow = typeof recurringWorkOrders.$inferSelect;
