import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timeColumns } from '../db/columns.js';

/**
 * The single settings records (app, organization, observation, walk, tasks), each a typed jsonb
 * document validated by its zod schema in @schooldog/domain.
 */
export const settings = pgTable('settings', {
  key: varchar({ length: 32 }).primaryKey(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  ...timeColumns,
});
