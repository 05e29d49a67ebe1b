import { LIMITS, MFA_PHONE_DIGITS } from '@schooldog/domain';
import { z } from 'zod';
import type { TranslationKey } from '../../i18n';

// The domain's rules (ZMfaPhone, ZMfaCode, ZReauthPassword) with translation keys for messages;
// FormTextField translates them. The server checks the same with the domain schemas.
const CODE_REQUIRED = 'mfa.errors.codeRequired' satisfies TranslationKey;
const INVALID_CODE = 'messages.mfaInvalidEnrolmentCode' satisfies TranslationKey;
const INVALID_PHONE = 'messages.mfaInvalidPhone' satisfies TranslationKey;
const REQUIRED = 'messages.required' satisfies TranslationKey;

export const ZCodeForm = z.object({
  code: z
    .string()
    .trim()
    .min(1, CODE_REQUIRED)
    .max(LIMITS.mfaCodeLength, CODE_REQUIRED)
    .regex(/^\d+$/, INVALID_CODE)
    .length(LIMITS.mfaCodeLength, INVALID_CODE),
});
export type TCodeForm = z.input<typeof ZCodeForm>;

export const ZPhoneForm = z.object({
  phone: z.string().regex(new RegExp(`^\\d{${MFA_PHONE_DIGITS}}$`), INVALID_PHONE),
});
export type TPhoneForm = z.input<typeof ZPhoneForm>;

export const ZRecoveryCodeForm = z.object({ code: z.string().trim().min(1, REQUIRED).max(32) });
export type TRecoveryCodeForm = z.input<typeof ZRecoveryCodeForm>;
