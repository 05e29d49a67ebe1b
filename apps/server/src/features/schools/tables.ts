import { jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
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

/**
 * A data profile (spec 000 §3 "Data profile"): a named list of options, such as a school's rooms,
 * that an entry's location may point at (locationDataProfileId / locationDataProfileOptionId).
 * A profile without a school serves every school.
 */
export const dataProfiles = pgTable('data_profiles', {
  id: varchar({ length: 40 }).primaryKey(),
  schoolId: varchar({ length: 20 }),
  friendlyName: text().notNull().default('Location'),
  options: jsonb().$type<{ id: string; name: string }[]>().notNull().default([]),
  ...timeColumns,
});
