import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { timeColumns } from '../../db/columns.js';

/** Stored files (pictures): who uploaded them, so access can be checked before an entry exists. */
export const storedFiles = pgTable(
  'stored_files',
  {
    path: text().primaryKey(),
    ownerKind: varchar({ length: 20 }).notNull(),
    ownerId: varchar({ length: 20 }).notNull(),
    contentType: varchar({ length: 40 }).notNull(),
    size: integer().notNull(),
    uploadedByUserId: varchar({ length: 20 }).notNull(),
    ...timeColumns,
  },
  (table) => [index().on(table.ownerKind, table.ownerId)],
);
