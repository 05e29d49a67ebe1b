import { PASSWORD_LIMITS } from '@schooldog/domain';
import { z } from 'zod';
import type { TranslationKey } from '../../i18n';

// Messages are translation keys; FormTextField translates them.
const REQUIRED = 'messages.required' satisfies TranslationKey;
const VALID_EMAIL = 'messages.validEmail' satisfies TranslationKey;
const PASSWORD_TOO_SHORT = 'auth.errors.passwordTooShort' satisfies TranslationKey;
const PASSWORD_TOO_LONG = 'auth.errors.passwordTooLong' satisfies TranslationKey;
const PASSWORDS_DIFFER = 'auth.errors.passwordsDoNotMatch' satisfies TranslationKey;

const email = z.string().trim().min(1, REQUIRED).pipe(z.email(VALID_EMAIL));

export const ZSignInForm = z.object({ email, password: z.string().min(1, REQUIRED) });
export type TSignInForm = z.input<typeof ZSignInForm>;

export const ZEmailForm = z.object({ email });
export type TEmailForm = z.input<typeof ZEmailForm>;

export const ZSetPasswordForm = z
  .object({
    newPassword: z
      .string()
      .min(1, REQUIRED)
      // Characters, not UTF-16 units, as the server counts them.
      .refine((value) => [...value].length >= PASSWORD_LIMITS.min, PASSWORD_TOO_SHORT)
      .refine((value) => [...value].length <= PASSWORD_LIMITS.max, PASSWORD_TOO_LONG),
    confirmPassword: z.string().min(1, REQUIRED),
  })
  .refine((form) => form.confirmPassword === '' || form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
export type TSetPasswordForm = z.input<typeof ZSetPasswordForm>;
