import type { ObservationType, WalkType } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../../db/columns.js';

const when = () => timestamp({ withTimezone: true, mode: 'date' });

/** An entry (observation), spec 000 §3 "Observation". */
export const observations = pgTable(
  'observations',
  {
    id: idColumn().primaryKey(),
    observationNumber: serial().notNull(),
    observationType: varchar({ length: 16 }).$type<ObservationType>().notNull(),
    observationCategoryId: varchar({ length: 64 }).notNull(),
    observationItemId: varchar({ length: 64 }).notNull(),
    quantity: integer().notNull(),
    location: text().notNull().default(''),
    searchableLocation: text().notNull().default(''),
    locationDataProfileId: varchar({ length: 40 }),
    locationDataProfileOptionId: varchar({ length: 40 }),
    comment: text().notNull().default(''),
    imagePaths: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    timestamp: when().notNull(),
    schoolId: varchar({ length: 20 }).notNull(),
    reportedByUserId: varchar({ length: 20 }).notNull(),
    walkId: varchar({ length: 20 }),
    walkType: varchar({ length: 16 }).$type<WalkType>().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    manualTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchableTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isFloating: boolean().notNull().default(true),
    isDeleted: boolean().notNull().default(false),
    taskId: varchar({ length: 20 }),
    createdTaskIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdSafetyAlertIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    assessmentId: varchar({ length: 20 }),
    // The log entry dialog's alert (spec 000 §3): sent by the safety alerts feature on 'entry.created'
    // (at once, or once its walk completes), whose alert id is made here (createdSafetyAlertIds).
    shouldSendSafetyAlert: boolean().notNull().default(false),
    safetyAlertUserIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    safetyAlertMessage: text().notNull().default(''),
    ...timeColumns,
  },
  (table) => [
    // A data profile's counts and most recent entry by option (features/dataProfiles/counts.ts).
    index('observations_location_option_idx').on(
      table.locationDataProfileId,
      table.locationDataProfileOptionId,
      table.timestamp.desc(),
    ),
    // The explorer's main path: schools, newest first, with (timestamp, id) as the cursor.
    index('observations_school_time_idx').on(table.schoolId, table.timestamp.desc(), table.id.desc()),
    index('observations_reporter_time_idx').on(
      table.reportedByUserId,
      table.timestamp.desc(),
      table.id.desc(),
    ),
    index('observations_time_idx').on(table.timestamp.desc(), table.id.desc()),
    index('observations_walk_idx').on(table.walkId),
    index('observations_tags_idx').using('gin', table.searchableTags),
  ],
);

export type ObservationRow = typeof observations.$inferSelect;
export type NewObservationRow = typeof observations.$inferInsert;

/** The audit of entries (spec 000 §3 "Observation delta"): a create delta, then update deltas. */
export const observationDeltas = pgTable(
  'observation_deltas',
  {
    id: idColumn().primaryKey(),
    observationId: varchar({ length: 20 }).notNull(),
    schoolId: varchar({ length: 20 }).notNull(),
    type: varchar({ length: 8 }).$type<'create' | 'update' | 'delete'>().notNull(),
    deltaFields: jsonb().$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    entrySource: varchar({ length: 16 }).notNull().default('web'),
    createdAtUrl: text(),
    reportedByUserId: varchar({ length: 20 }).notNull(),
    ...timeColumns,
  },
  (table) => [index().on(table.observationId, table.timeCreated)],
);
export type NewObservationDeltaRow = typeof observationDeltas.$inferInsert;
