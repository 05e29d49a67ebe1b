import { z } from 'zod';
import { DEFAULT_TIME_ZONE, LIMITS, PASSWORD_LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';

/** The first-run setup's own refusals (part of REFUSALS, so the web translates them). */
export const SETUP_MESSAGES = {
  setupDone: 'This district is already set up. Please sign in.',
  timeZoneInvalid: 'Choose a time zone from the list.',
  schoolNameTaken: 'Each school needs its own name.',
} as const;

/** Schools a district may start with; more are added later in the app. */
export const SETUP_SCHOOLS_MAX = 200;

/** True for a time zone name this runtime knows (IANA, e.g. America/New_York). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const text = z.string().trim().min(1, { message: MESSAGES.fieldRequired }).max(LIMITS.profileTextMax);

/**
 * POST /api/setup: the district (name, time zone, schools) and its first SchoolDog Master
 * Administrator (spec 000 §2 /auth/setup). The server also refuses a breached password.
 */
export const ZSetupRequest = z.strictObject({
  districtName: text,
  timeZone: z
    .string()
    .trim()
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, { message: SETUP_MESSAGES.timeZoneInvalid }),
  schools: z
    .array(z.strictObject({ name: text }))
    .min(1)
    .max(SETUP_SCHOOLS_MAX)
    .refine(
      (schools) => new Set(schools.map((school) => school.name.toLowerCase())).size === schools.length,
      { message: SETUP_MESSAGES.schoolNameTaken },
    ),
  admin: z.strictObject({
    firstName: text,
    lastName: text,
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: MESSAGES.validEmail })),
    // Characters, not UTF-16 units, as the sign-in rules count them.
    password: z
      .string()
      .refine((value) => [...value].length >= PASSWORD_LIMITS.min, {
        message: `Use at least ${PASSWORD_LIMITS.min} characters.`,
      })
      .refine((value) => [...value].length <= PASSWORD_LIMITS.max, {
        message: `Use at most ${PASSWORD_LIMITS.max} characters.`,
      }),
  }),
});
export type TSetupRequest = z.input<typeof ZSetupRequest>;

/** The answer of a setup: who was created; the session cookie comes with it. */
export const ZSetupResponse = z.object({
  userId: z.string(),
  districtName: z.string(),
  schoolIds: z.array(z.string()),
});
export type TSetupResponse = z.infer<typeof ZSetupResponse>;
