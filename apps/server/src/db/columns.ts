import { timestamp, varchar } from 'drizzle-orm/pg-core';

/** A record id column: 20 alphanumeric characters (spec 000 §3). */
export const idColumn = () => varchar({ length: 20 });

/** Every stored record carries timeCreated and timeUpdated (spec 000 §3). */
export const timeColumns = {
  timeCreated: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  timeUpdated: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
