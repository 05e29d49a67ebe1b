import type { WorkOrderStatus } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../../db/columns.js';
import { observations } from '../entries/tables.js';
import { users } from '../users/tables.js';

const when = () => timestamp({ withTimezone: true, mode: 'date' });
const day = () => date({ mode: 'string' });
const ids = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** The public numbers (WO-1001, WO-1002, ...), given by the write that stores a work order. */
export const workOrderPublicIds = pgSequence('work_order_public_ids', { startWith: 1001 });

/** A work order (spec 001 §3 "Task"): its fields; its people, comments and histories are tables below. */
export const workOrders = pgTable(
  'work_orders',
  {
    id: idColumn().primaryKey(),
    publicId: integer().notNull().unique(),
    schoolId: varchar({ length: 20 }).notNull(),
    description: text().notNull(),
    boardId: varchar({ length: 20 }),
    // As stored: one of the four priorities, or an older value shown as Unknown.
    priority: varchar({ length: 40 }),
    location: text().notNull().default(''),
    locationDataProfileId: varchar({ length: 40 }),
    locationDataProfileOptionId: varchar({ length: 40 }),
    dueDate: day(),
    scheduledStartDate: day(),
    // The first scheduled start it had, kept when the start moves.
    timeOriginallyScheduled: day(),
    notes: text().notNull().default(''),
    customFields: jsonb().$type<Record<string, string>>().notNull().default({}),
    imagePaths: ids(),
    status: varchar({ length: 16 }).$type<WorkOrderStatus>().notNull(),
    timeCompleted: when(),
    entryId: varchar({ length: 20 }).references(() => observations.id, { onDelete: 'set null' }),
    walkId: varchar({ length: 20 }),
    createdByUserId: varchar({ length: 20 }).notNull(),
    ...timeColumns,
  },
  (table) => [
    // The list is newest first with (timeCreated, id) as its cursor: district-wide, by school,
    // by status (the board's columns, open or closed) and by board.
    index('work_orders_time_idx').on(table.timeCreated.desc(), table.id.desc()),
    index('work_orders_school_time_idx').on(table.schoolId, table.timeCreated.desc(), table.id.desc()),
    index('work_orders_status_time_idx').on(table.status, table.timeCreated.desc(), table.id.desc()),
    index('work_orders_board_time_idx').on(table.boardId, table.timeCreated.desc(), table.id.desc()),
    // By priority (the list's filter; its total counts from the index alone).
    index('work_orders_priority_time_idx').on(table.priority, table.timeCreated.desc(), table.id.desc()),
    index('work_orders_creator_idx').on(table.createdByUserId),
    index('work_orders_entry_idx').on(table.entryId),
  ],
);
export type WorkOrderRow = typeof workOrders.$inferSelect;

const workOrderId = () =>
  idColumn()
    .notNull()
    .references(() => workOrders.id, { onDelete: 'cascade' });
const userId = () =>
  idColumn()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * One person per row (spec 001 §3 assignedUserIdsMap, followingUserIdsMap, pinnedByUserIdsMap):
 * read by work order for its page, and by person for "mine", "pinned" and the Alerts count.
 */
const perUser = (name: string) =>
  pgTable(
    name,
    { workOrderId: workOrderId(), userId: userId(), timeCreated: when().notNull().defaultNow() },
    (table) => [
      primaryKey({ columns: [table.workOrderId, table.userId] }),
      index().on(table.userId, table.workOrderId),
    ],
  );
export const workOrderAssignees = perUser('work_order_assignees');
export const workOrderFollowers = perUser('work_order_followers');
export const workOrderPins = perUser('work_order_pins');

/** A comment on a work order; the client may make its id (applied once). */
export const workOrderComments = pgTable(
  'work_order_comments',
  {
    id: idColumn().primaryKey(),
    workOrderId: workOrderId(),
    authorUserId: varchar({ length: 20 }).notNull(),
    text: text().notNull(),
    ...timeColumns,
  },
  (table) => [index().on(table.workOrderId, table.timeCreated)],
);

/** A file attached to a work order (spec 001 §3 attachmentsHistory); deleted ones stay, marked. */
export const workOrderAttachments = pgTable(
  'work_order_attachments',
  {
    id: idColumn().primaryKey(),
    workOrderId: workOrderId(),
    fileName: text().notNull(),
    filePath: text().notNull(),
    byUserId: varchar({ length: 20 }).notNull(),
    isDeleted: boolean().notNull().default(false),
    deletedByUserId: varchar({ length: 20 }),
    ...timeColumns,
  },
  (table) => [index().on(table.workOrderId, table.timeCreated)],
);

/** Every status a work order took (spec 001 §3 statusHistory); the first row is its creation. */
export const workOrderStatusHistory = pgTable(
  'work_order_status_history',
  {
    // Orders the rows of one write, whose times are equal.
    seq: bigserial({ mode: 'number' }).primaryKey(),
    workOrderId: workOrderId(),
    fromStatus: varchar({ length: 16 }).$type<WorkOrderStatus>(),
    toStatus: varchar({ length: 16 }).$type<WorkOrderStatus>().notNull(),
    byUserId: varchar({ length: 20 }),
    comment: text().notNull().default(''),
    timestamp: when().notNull(),
  },
  (table) => [index().on(table.workOrderId, table.seq)],
);

/** Every change of a work order's assignees (spec 001 §3 assignmentHistory). */
export const workOrderAssignmentHistory = pgTable(
  'work_order_assignment_history',
  {
    seq: bigserial({ mode: 'number' }).primaryKey(),
    workOrderId: workOrderId(),
    assignedUserIds: ids(),
    previousAssignedUserIds: ids(),
    newlyAssignedUserIds: ids(),
    byUserId: varchar({ length: 20 }),
    timestamp: when().notNull(),
  },
  (table) => [index().on(table.workOrderId, table.seq)],
);
