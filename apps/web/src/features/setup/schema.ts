import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  LIMITS,
  PASSWORD_LIMITS,
  type TSetupRequest,
} from '@schooldog/domain';
import { z } from 'zod';
import type { TranslationKey } from '../../i18n';

// Messages are translation keys; FormTextField translates them. The limits are the domain's.
const FIELD_REQUIRED = 'messages.fieldRequired' satisfies TranslationKey;
const VALID_EMAIL = 'messages.validEmail' satisfies TranslationKey;
const TOO_LONG = 'setup.errors.tooLong' satisfies TranslationKey;
const TIME_ZONE = 'messages.timeZoneInvalid' satisfies TranslationKey;
const SCHOOL_TAKEN = 'messages.schoolNameTaken' satisfies TranslationKey;
const PASSWORD_TOO_SHORT = 'auth.errors.passwordTooShort' satisfies TranslationKey;
const PASSWORD_TOO_LONG = 'auth.errors.passwordTooLong' satisfies TranslationKey;
const PASSWORDS_DIFFER = 'auth.errors.passwordsDoNotMatch' satisfies TranslationKey;

const text = z.string().trim().min(1, FIELD_REQUIRED).max(LIMITS.profileTextMax, TOO_LONG);

export const ZSetupForm = z
  .object({
    districtName: text,
    timeZone: z.string().min(1, FIELD_REQUIRED).refine(isTimeZone, TIME_ZONE),
    schools: z.array(z.object({ name: text })).min(1),
    firstName: text,
    lastName: text,
    email: z.string().trim().min(1, FIELD_REQUIRED).pipe(z.email(VALID_EMAIL)),
    password: z
      .string()
      .min(1, FIELD_REQUIRED)
      .refine((value) => [...value].length >= PASSWORD_LIMITS.min, PASSWORD_TOO_SHORT)
      .refine((value) => [...value].length <= PASSWORD_LIMITS.max, PASSWORD_TOO_LONG),
    confirmPassword: z.string().min(1, FIELD_REQUIRED),
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  })
  .superRefine((form, context) => {
    // The second school of a name is the one marked, where the person is typing.
    const seen = new Set<string>();
    form.schools.forEach((school, index) => {
      const name = school.name.trim().toLowerCase();
      if (name && seen.has(name))
        context.addIssue({ code: 'custom', path: ['schools', index, 'name'], message: SCHOOL_TAKEN });
      seen.add(name);
    });
  });
export type TSetupForm = z.input<typeof ZSetupForm>;

/** The browser's own time zone when it knows one, else the product's default. */
export function initialTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

export const emptySetupForm = (): TSetupForm => ({
  districtName: '',
  timeZone: initialTimeZone(),
  schools: [{ name: '' }],
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
});

export function toSetupRequest(form: z.output<typeof ZSetupForm>): TSetupRequest {
  return {
    districtName: form.districtName,
    timeZone: form.timeZone,
    schools: form.schools.map((school) => ({ name: school.name })),
    admin: { firstName: form.firstName, lastName: form.lastName, email: form.email, password: form.password },
  };
}

/** The form field a server field error belongs to (the request nests the administrator). */
export function formFieldOf(serverField: string): string {
  return serverField.startsWith('admin.') ? serverField.slice('admin.'.length) : serverField;
}
