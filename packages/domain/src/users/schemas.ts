import { z } from 'zod';
import { ZCommunicationPreferences, ZPermissionValue, ZSchoolSummary } from './account.js';
import { LIMITS } from '../constants.js';
import { ZId, ZSchoolId } from '../ids.js';
import { MESSAGES } from '../messages.js';
import { PERMISSIONS } from '../permissions/names.js';
import { ROLES } from '../permissions/roles.js';
import { USER_ADMIN_MESSAGES } from './messages.js';

/** The admin user list's page size, and the most one page may ask for. */
export const USER_ADMIN_PAGE_SIZE = 50;
/** The most users one CSV import may hold. */
export const USER_IMPORT_ROWS_MAX = 2000;
/** The longest CSV text an import accepts (characters). */
export const USER_IMPORT_TEXT_MAX = 1_000_000;
/** Email addresses are at most 320 characters (RFC 5321 bounds). */
export const EMAIL_MAX = 320;

// A standard address: something@domain.tld, no spaces; the same rule for the dialog and the CSV.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** "Email must match a standard address pattern" (spec 001 §5). */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

const required = (max: number) =>
  z.string({ error: MESSAGES.fieldRequired }).trim().min(1, { error: MESSAGES.fieldRequired }).max(max);

/** Required, then a standard address; kept in lower case (addresses are compared that way). */
export const ZEmail = required(EMAIL_MAX)
  .refine(isValidEmail, { error: MESSAGES.validEmail })
  .transform((value) => value.toLowerCase());

/** One of the fourteen roles (spec 001 §6); missing gives 'This field is required'. */
export const ZRole = z.enum(ROLES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? MESSAGES.fieldRequired : MESSAGES.chooseFromOptions,
});

/** `user.permissions` as stored and sent: each permission none (absent or hasPermission false), always, or forSchools. */
export const ZPermissionMap = z.partialRecord(z.enum(PERMISSIONS), ZPermissionValue);

const nameField = required(LIMITS.profileTextMax);
const titleField = z.string().trim().max(LIMITS.profileTextMax).nullable();

/** POST /api/admin/users. */
export const ZCreateUserRequest = z.strictObject({
  firstName: nameField,
  lastName: nameField,
  email: ZEmail,
  title: titleField.optional().default(null),
  role: ZRole,
  isDistrictLevel: z.boolean().optional().default(false),
  roleSchoolIds: z.array(ZSchoolId).max(500).optional().default([]),
  permissions: ZPermissionMap.optional().default({}),
  isPrimarilyTaskUser: z.boolean().optional().default(false),
  /** All true when left out (spec 001 §3 "All true on create"). */
  communicationPreferences: ZCommunicationPreferences.optional(),
  /** Only product staff may set it. */
  isSchoolDogStaff: z.boolean().optional().default(false),
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

/** PATCH /api/admin/users/:id: any of the create fields but the email ("fixed after creation"). */
export const ZUpdateUserRequest = z
  .strictObject({
    firstName: nameField,
    lastName: nameField,
    /** Refused whenever sent: the email is fixed after creation. */
    email: z.unknown(),
    title: titleField,
    role: ZRole,
    isDistrictLevel: z.boolean(),
    roleSchoolIds: z.array(ZSchoolId).max(500),
    permissions: ZPermissionMap,
    isPrimarilyTaskUser: z.boolean(),
    communicationPreferences: ZCommunicationPreferences,
    isSchoolDogStaff: z.boolean(),
  })
  .partial()
  .superRefine((value, context) => {
    if (value.email !== undefined)
      context.addIssue({ code: 'custom', path: ['email'], message: USER_ADMIN_MESSAGES.emailFixed });
  });
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

/** The address of one user: /api/admin/users/:id. */
export const ZUserIdParams = z.object({ id: ZId });

/** GET /api/admin/users query. */
export const ZAdminUsersQuery = z.object({
  /** Part of the first name, last name, "first last" or email; case-insensitive. */
  q: z.string().trim().max(200).optional(),
  role: z.string().trim().max(64).optional(),
  schoolId: ZSchoolId.optional(),
  archived: z.enum(['active', 'archived', 'all']).optional().default('active'),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).optional().default(USER_ADMIN_PAGE_SIZE),
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

/** What the actor may do to a user (userAdminAbilities, computed by the server for each row). */
export const ZUserAdminAbilities = z.object({
  canEdit: z.boolean(),
  canChangeRole: z.boolean(),
  canChangePermissions: z.boolean(),
  canChangeDistrictAndSchools: z.boolean(),
  canArchive: z.boolean(),
  canDelete: z.boolean(),
  canSignOutEverywhere: z.boolean(),
  canManageMfa: z.boolean(),
});

/** One row of the users list. */
export const ZAdminUserRow = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  role: z.string(),
  friendlyRole: z.string(),
  isDistrictLevel: z.boolean(),
  /** District user by role, flag or staff (spec 001 §6): sees every school. */
  isDistrictUser: z.boolean(),
  isSchoolDogStaff: z.boolean(),
  roleSchoolIds: z.array(z.string()),
  /** The user's schools (roleSchoolIds) with names, sorted by name; unknown ids are left out. */
  schools: z.array(ZSchoolSummary),
  /** ISO time of the latest sign-in, null when never. */
  lastSignInAt: z.string().nullable(),
  /** Whether a second factor is on (better-auth's twoFactorEnabled; false until MFA lands). */
  mfaEnabled: z.boolean(),
  isArchived: z.boolean(),
  abilities: ZUserAdminAbilities,
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

/** GET /api/admin/users: one page, in last name, first name order, with the total that match. */
export const ZAdminUsersPage = z.object({
  users: z.array(ZAdminUserRow),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

/** GET /api/admin/users/:id, and the answer of create and edit: everything the dialog needs. */
export const ZAdminUser = ZAdminUserRow.extend({
  /** The stored map (only what was set); the editor shows absent as none. */
  permissions: z.record(z.string(), ZPermissionValue),
  communicationPreferences: ZCommunicationPreferences,
  isPrimarilyTaskUser: z.boolean(),
  schoolId: z.string().nullable(),
  emailVerified: z.boolean(),
  timeCreated: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** POST /api/admin/users/:id/archive, /unarchive, /sign-out: the user afterwards; sign-out says how many sessions ended. */
export const ZUserActionResult = z.object({ user: ZAdminUser, endedSessions: z.number().int() });
export type TUserActionResult = z.infer<typeof ZUserActionResult>;

/** POST /api/admin/users/import/preview and /import: the CSV text. */
export const ZUserImportRequest = z.strictObject({
  csv: z.string().max(USER_IMPORT_TEXT_MAX),
});
export type TUserImportRequest = z.infer<typeof ZUserImportRequest>;

/** The fields of a CSV row, as read; errors name these keys. */
export const USER_IMPORT_FIELDS = ['firstName', 'lastName', 'email', 'title', 'role', 'schools'] as const;
export type UserImportField = (typeof USER_IMPORT_FIELDS)[number];

export const ZUserImportRow = z.object({
  /** The row's line number in the file (the header is line 1). */
  line: z.number().int(),
  values: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    title: z.string(),
    role: z.string(),
    schools: z.string(),
  }),
  /** The role key the role cell names, null when it names none. */
  role: z.string().nullable(),
  /** The ids of the schools named, in order, for those that exist. */
  schoolIds: z.array(z.string()),
  /** By field, the spec's message or the import's own; empty when the row is good. */
  errors: z.partialRecord(z.enum(USER_IMPORT_FIELDS), z.string()),
});
export type TUserImportRow = z.infer<typeof ZUserImportRow>;

export const ZUserImportPreview = z.object({
  /** A problem with the whole file (missing columns, no rows, too many rows); null when none. */
  fileError: z.string().nullable(),
  rows: z.array(ZUserImportRow),
  /** How many rows have at least one error. */
  rowsWithErrors: z.number().int(),
});
export type TUserImportPreview = z.infer<typeof ZUserImportPreview>;

/** POST /api/admin/users/import, when no row has an error: the users made (each mailed after commit). */
export const ZUserImportResult = z.object({ imported: z.number().int(), userIds: z.array(z.string()) });
export type TUserImportResult = z.infer<typeof ZUserImportResult>;

/** "User title suggestions (administration)" (spec 001 §9), in the spec's order. */
export const USER_TITLE_SUGGESTIONS = [
  'Superintendent',
  'Deputy Superintendent',
  'Maintenance Director',
  'Safety Coordinator',
  'Curriculum Director',
  'Operations Director',
  'Chief of District Police',
  'Coordinator',
  'District Safety Team Member',
  'Principal',
  'Assistant Principal',
  'School Resource Officer',
  'School Safety Team Member',
] as const;

/** GET /api/admin/users/options: what the dialog, the filters and the import offer this administrator. */
export const ZUserAdminOptions = z.object({
  /** The schools the actor may give users (every school, or those of a school-scoped grant), by name. */
  schools: z.array(ZSchoolSummary),
  /** The fourteen roles with display names; isDistrictLevel: a new user of the role starts district-level (isDistrictLevelOnCreate). */
  roles: z.array(z.object({ key: z.string(), name: z.string(), isDistrictLevel: z.boolean() })),
  /** True when the actor may make district-level users (a grant at every school, or staff). */
  canManageDistrictUsers: z.boolean(),
  /** True for product staff: only they may set isSchoolDogStaff. */
  canGrantStaff: z.boolean(),
});
export type TUserAdminOptions = z.infer<typeof ZUserAdminOptions>;
