import type { TSubmissionHistoryItem, TWalkContext, WalkStatus, WalkType } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../../db/columns.js';

const when = () => timestamp({ withTimezone: true, mode: 'date' });
const ids = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A walk (spec 000 §3 "Walk"). Its entries are observations with this walkId. */
export const walks = pgTable(
  'walks',
  {
    id: idColumn().primaryKey(),
    schoolId: varchar({ length: 20 }).notNull(),
    status: varchar({ length: 16 }).$type<WalkStatus>().notNull().default('inprogress'),
    walkType: varchar({ length: 16 }).$type<WalkType>().notNull(),
    currentStage: varchar({ length: 16 })
      .$type<'observations' | 'review'>()
      .notNull()
      .default('observations'),
    leaderUserId: varchar({ length: 20 }).notNull(),
    createdByUserId: varchar({ length: 20 }).notNull(),
    collaborators: ids(),
    participantUserIds: ids(),
    awaitingReviewBy: varchar({ length: 20 }),
    assessmentIds: ids(),
    submissionHistory: jsonb().$type<TSubmissionHistoryItem[]>().notNull().default([]),
    context: jsonb().$type<TWalkContext>().notNull(),
    score: integer(),
    // The walk's entries as its cards show them, kept by the walks' subscribers to entry events in
    // each entry's transaction: how many are not deleted, and how many of those carry each tag.
    entryCount: integer().notNull().default(0),
    entryTags: jsonb().$type<Record<string, number>>().notNull().default({}),
    timeSubmitted: when(),
    /** Due time of the automatic completion of a walk in review (the durable job is this column). */
    autoCompleteAt: when(),
    timeCompleted: when(),
    timeArchived: when(),
    archivedByUserId: varchar({ length: 20 }),
    /** Neighborhood Watch: ticked in Review and Complete; sent once, on the completion after it. */
    shouldSendNeighborhoodWatch: boolean().notNull().default(false),
    hasSentNeighborhoodWatch: boolean().notNull().default(false),
    ...timeColumns,
  },
  (table) => [
    index('walks_participants_idx').using('gin', table.participantUserIds),
    index('walks_school_created_idx').on(table.schoolId, table.timeCreated.desc(), table.id.desc()),
    index('walks_created_idx').on(table.timeCreated.desc(), table.id.desc()),
    index('walks_auto_complete_idx')
      .on(table.autoCompleteAt)
      .where(sql`${table.status} = 'review'`),
  ],
);

export type WalkRow = typeof walks.$inferSelect;
export type NewWalkRow = typeof walks.$inferInsert;
