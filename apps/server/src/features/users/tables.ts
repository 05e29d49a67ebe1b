import {
  defaultCommunicationPreferences,
  type Language,
  type PermissionMap,
  type TCommunicationPreferences,
} from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timeColumns } from '../../db/columns.js';

export interface DashboardCard {
  value: string;
  label: string;
  isDisabled: boolean;
}

/**
 * The user record of spec 000 §3 and 001 §3. The first columns are the ones better-auth reads
 * (it keeps its own sessions and credentials in the auth tables); the rest are the product's.
 */
export const users = pgTable(
  'users',
  {
    id: idColumn().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    // better-auth's twoFactor plugin reads it at sign-in (features/mfa).
    twoFactorEnabled: boolean().notNull().default(false),
    image: text(),
    // Defaults only satisfy better-auth's schema check: it never creates users (sign-up is closed).
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    title: text(),
    role: varchar({ length: 64 }).notNull().default('educator'),
    friendlyRole: text().notNull().default('Educator'),
    isDistrictLevel: boolean().notNull().default(false),
    roleSchoolIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    schoolId: varchar({ length: 20 }),
    permissions: jsonb().$type<PermissionMap>().notNull().default({}),
    isSchoolDogStaff: boolean().notNull().default(false),
    isPrimarilyTaskUser: boolean().notNull().default(false),
    alwaysShowTakePicture: boolean().notNull().default(false),
    assignedTaskBoardIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    favoriteInsightQueries: jsonb().$type<unknown[]>().notNull().default([]),
    dashboardOrder: jsonb().$type<DashboardCard[]>().notNull().default([]),
    messagingTokens: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    unreadSafetyAlerts: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    autoSignOutData: jsonb().$type<{ key: string; timestamp: string } | null>(),
    communicationPreferences: jsonb()
      .$type<TCommunicationPreferences>()
      .notNull()
      .default(defaultCommunicationPreferences()),
    // The language of their emails and push notifications: the app's, as they last used it.
    language: varchar({ length: 2 }).$type<Language>().notNull().default('en'),
    isArchived: boolean().notNull().default(false),
    ...timeColumns,
  },
  (table) => [index().using('gin', table.roleSchoolIds), index().on(table.role)],
);

export type UserRow = typeof users.$inferSelect;
