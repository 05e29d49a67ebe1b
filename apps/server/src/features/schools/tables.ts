import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../../db/columns.js';

export interface SchoolAddress {
  street: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}
export interface SchoolLink {
  name: string;
  url: string;
}

/** A school of the district (spec 000 §3 "School"). */
export const schools = pgTable('schools', {
  id: idColumn().primaryKey(),
  name: text().notNull(),
  address: jsonb().$type<SchoolAddress>().notNull(),
  principalName: text(),
  principalOfficePhone: text(),
  schoolOfficeNumber: text(),
  principalEmail: text(),
  website: text(),
  contactPhone: text(),
  fax: text(),
  email: text(),
  phone: text(),
  officePhone: text(),
  links: jsonb().$type<SchoolLink[]>().notNull().default([]),
  ...timeColumns,
});
