import { integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Insight counts, one counter per (count id, metric, month, school); a record's district total is
 * the sum over schools. Kept in the same transaction as every entry write.
 */
export const insightCounts = pgTable(
  'insight_counts',
  {
    countId: text().notNull(),
    metric: varchar({ length: 40 }).notNull(),
    month: varchar({ length: 7 }).notNull(),
    schoolId: varchar({ length: 20 }).notNull(),
    count: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.countId, table.metric, table.month, table.schoolId] })],
);

/** The school-year topWalkers leaderboard: entries per reporter. */
export const topWalkers = pgTable(
  'top_walkers',
  {
    schoolYear: varchar({ length: 9 }).notNull(),
    userId: varchar({ length: 20 }).notNull(),
    count: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.schoolYear, table.userId] })],
);

/** Tag usage (the 'global' usageMap): entries per lower-case tag. */
export const tagUsage = pgTable('tag_usage', {
  tag: text().primaryKey(),
  count: integer().notNull(),
});
