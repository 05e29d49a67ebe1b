import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { ZMessageRef } from '../errors/refusals.js';
import { ZSsoProvider } from './sso.js';

/**
 * Communication preference keys of the user record (spec 000 §3); all true on create. `walkUpdates`
 * is ours: being added to a walk, and a walk one took part in completing (docs/decisions.md).
 */
export const COMMUNICATION_PREFERENCE_KEYS = [
  'walkUpdates',
  'newCycleBeginning',
  'neighborhoodWatch',
  'nudge',
  'taskAssigned',
  'taskCompleted',
  'taskDeclined',
  'taskComments',
  'taskBoardNewTask',
] as const;
export type CommunicationPreferenceKey = (typeof COMMUNICATION_PREFERENCE_KEYS)[number];

export const ZCommunicationPreferences = z.object(
  Object.fromEntries(COMMUNICATION_PREFERENCE_KEYS.map((key) => [key, z.boolean()])) as Record<
    CommunicationPreferenceKey,
    z.ZodBoolean
  >,
);
export type TCommunicationPreferences = z.infer<typeof ZCommunicationPreferences>;

export const defaultCommunicationPreferences = (): TCommunicationPreferences =>
  Object.fromEntries(COMMUNICATION_PREFERENCE_KEYS.map((key) => [key, true])) as TCommunicationPreferences;

/** The languages of the app, its emails and its push notifications. */
export const LANGUAGES = ['en', 'es'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type Language = z.infer<typeof ZLanguage>;

export const ZPermissionValue = z.object({
  hasPermission: z.boolean(),
  always: z.boolean(),
  forSchools: z.array(z.string()),
});

export const ZSchoolSummary = z.object({ id: z.string(), name: z.string() });

/** GET /api/me: the signed-in user, their schools and their resolved permissions. */
export const ZMeResponse = z.object({
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    title: z.string().nullable(),
    role: z.string(),
    friendlyRole: z.string(),
    isDistrictLevel: z.boolean(),
    isSchoolDogStaff: z.boolean(),
    isPrimarilyTaskUser: z.boolean(),
    alwaysShowTakePicture: z.boolean(),
    roleSchoolIds: z.array(z.string()),
    schoolId: z.string().nullable(),
    communicationPreferences: ZCommunicationPreferences,
    /** The language of their emails and push notifications: the app's, as they last used it. */
    language: ZLanguage,
    dashboardOrder: z.array(z.object({ value: z.string(), label: z.string(), isDisabled: z.boolean() })),
  }),
  /** True for district users (spec 000 §6 "District users"). */
  isDistrictUser: z.boolean(),
  /** The schools the user belongs to (all schools for district users), sorted by name. */
  schools: z.array(ZSchoolSummary),
  district: z.object({ name: z.string() }),
  /** Every permission name, including "view district", after the resolution rules. */
  permissions: z.record(z.string(), ZPermissionValue),
  autoSignOut: z.object({ isEnabled: z.boolean(), afterHours: z.number() }),
  appSettings: z.object({ maintenanceMode: z.boolean(), enableWorkOrders: z.boolean(), version: z.string() }),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;

/** PATCH /api/me: the fields a user may change on their own profile (/users/edit). */
export const ZUpdateProfileRequest = z
  .strictObject({
    firstName: z.string().trim().min(1, { message: MESSAGES.fieldRequired }).max(LIMITS.profileTextMax),
    lastName: z.string().trim().min(1, { message: MESSAGES.fieldRequired }).max(LIMITS.profileTextMax),
    title: z.string().trim().max(LIMITS.profileTextMax).nullable(),
    communicationPreferences: ZCommunicationPreferences,
    /** Show the Take Picture button even without a detected camera (spec 000 §2, §3 User). */
    alwaysShowTakePicture: z.boolean(),
    language: ZLanguage,
  })
  .partial();
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** GET /api/app-settings/public: what every visitor needs before sign-in. */
export const ZPublicAppSettings = z.object({
  maintenanceMode: z.boolean(),
  version: z.string(),
  productName: z.string(),
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  /** True until the first user exists: sign-in then leads to /auth/setup. */
  needsSetup: z.boolean(),
  /** The outside accounts one may sign in with (those configured on the server); none from an older server. */
  ssoProviders: z.array(ZSsoProvider).default([]),
});
export type TPublicAppSettings = z.infer<typeof ZPublicAppSettings>;

/** The one error shape of the API (ARCHITECTURE §5). */
export const ZErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The message's key in REFUSALS and its values, for the web to translate (the English is `message`). */
    messageKey: z.string().optional(),
    params: ZMessageRef.shape.params,
    /** The keys of the field messages, by field (those in REFUSALS). */
    fieldKeys: z.record(z.string(), ZMessageRef).optional(),
    /** The id of the request in the server's log (also the x-request-id header); users quote it to support. */
    requestId: z.string().optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** GET /api/users?schoolIds=a,b: the people at those schools (comma-joined ids). */
export const ZUsersQuery = z.object({ schoolIds: z.string().optional() });
