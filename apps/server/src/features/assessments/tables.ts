import type { AssessmentStatus, ScoreBand, TAssessmentSection, TScoreThresholds } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../../db/columns.js';

const when = () => timestamp({ withTimezone: true, mode: 'date' });
const userId = () => varchar({ length: 20 });

/**
 * An assessment (spec 000 §3 "Assessment"): its own copy of the template's sections, with answers,
 * links and scores. totalScore, maxScore, score and band are always scoreAssessment's result.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: idColumn().primaryKey(),
    rubricId: varchar({ length: 20 }).notNull(),
    schoolId: varchar({ length: 20 }).notNull(),
    walkId: varchar({ length: 20 }),
    createdByUserId: userId().notNull(),
    status: varchar({ length: 16 }).$type<AssessmentStatus>().notNull().default('created'),
    name: text().notNull(),
    showScores: boolean().notNull().default(true),
    disclaimer: text().notNull().default(''),
    location: text().notNull().default(''),
    notes: text().notNull().default(''),
    skip: boolean().notNull().default(false),
    timeSkipped: when(),
    skippedByUserId: userId(),
    allEntries: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sections: jsonb().$type<TAssessmentSection[]>().notNull(),
    useScoreThresholds: boolean().notNull().default(false),
    scoreThresholds: jsonb().$type<TScoreThresholds | null>(),
    totalScore: integer().notNull().default(0),
    maxScore: integer().notNull().default(0),
    score: integer(),
    band: varchar({ length: 8 }).$type<ScoreBand>().notNull().default('primary'),
    updatedByUserId: userId(),
    timeSubmitted: when(),
    submittedByUserId: userId(),
    timeLastSubmitted: when(),
    editedByUserId: userId(),
    timeDeleted: when(),
    deletedByUserId: userId(),
    isDeleted: boolean().notNull().default(false),
    ...timeColumns,
  },
  (table) => [
    index('assessments_school_created_idx').on(table.schoolId, table.timeCreated.desc(), table.id.desc()),
    index('assessments_created_idx').on(table.timeCreated.desc(), table.id.desc()),
    index('assessments_walk_idx')
      .on(table.walkId)
      .where(sql`${table.walkId} is not null`),
    index('assessments_creator_idx').on(table.createdByUserId),
  ],
);

export type AssessmentRow = typeof assessments.$inferSelect;
export type NewAssessmentRow = typeof assessments.$inferInsert;
