import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The last due time each scheduled job was sent for. Claiming a due time is one conditional update,
 * so of several instances exactly one sends the job, and a restart sends a missed one once.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: varchar({ length: 100 }).primaryKey(),
  lastDueAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});
