import type { TDataProfileOption, TDataProfileStatusOption, TNewOptionInReview } from '@schooldog/domain';
import { boolean, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { timeColumns } from '../../db/columns.js';

/**
 * A data profile (spec 000 §3 "Data profile"): a named list of options, such as a school's rooms,
 * that an entry's or work order's location may point at (locationDataProfileId /
 * locationDataProfileOptionId). A profile without a school serves every school. Its counts and most
 * recent timestamps by option are not kept here: they are read from the entries (decisions.md).
 */
export const dataProfiles = pgTable('data_profiles', {
  id: varchar({ length: 40 }).primaryKey(),
  schoolId: varchar({ length: 20 }),
  friendlyName: text().notNull().default('Location'),
  icon: text().notNull().default('place'),
  options: jsonb().$type<TDataProfileOption[]>().notNull().default([]),
  /** Other names that mean an option (a typed spelling merged into it): lower-case name → option id. */
  mappings: jsonb().$type<Record<string, string>>().notNull().default({}),
  useStatuses: boolean().notNull().default(false),
  statusOptions: jsonb().$type<TDataProfileStatusOption[]>().notNull().default([]),
  /** Locations typed by walkers that are not options yet, until approved, merged or rejected. */
  newOptionsInReview: jsonb().$type<TNewOptionInReview[]>().notNull().default([]),
  ...timeColumns,
});

export type DataProfileRow = typeof dataProfiles.$inferSelect;
