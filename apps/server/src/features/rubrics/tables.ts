import type { TRubricSection, TScoreThresholds } from '@schooldog/domain';
import { boolean, index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../../db/columns.js';

/** A rubric template (spec 000 §3 "Rubric"). Deletion is soft. */
export const rubrics = pgTable(
  'rubrics',
  {
    id: idColumn().primaryKey(),
    name: text().notNull(),
    enabled: boolean().notNull().default(true),
    showScores: boolean().notNull().default(true),
    sections: jsonb().$type<TRubricSection[]>().notNull(),
    useScoreThresholds: boolean().notNull().default(false),
    scoreThresholds: jsonb().$type<TScoreThresholds | null>(),
    disclaimer: text().notNull().default(''),
    createdByUserId: varchar({ length: 20 }).notNull(),
    updatedByUserId: varchar({ length: 20 }),
    timeDeleted: timestamp({ withTimezone: true, mode: 'date' }),
    deletedByUserId: varchar({ length: 20 }),
    isDeleted: boolean().notNull().default(false),
    ...timeColumns,
  },
  (table) => [index('rubrics_name_idx').on(table.name)],
);
