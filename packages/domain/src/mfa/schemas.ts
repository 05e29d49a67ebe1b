import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { MFA_MESSAGES } from './messages.js';

/** US numbers only (spec 001 §5): the +1 is fixed, the user types 10 digits. */
export const MFA_PHONE_DIGITS = 10;
export const MFA_PHONE_PREFIX = '+1';

/** Digits only, exactly 10 ('Invalid phone number.'); spaces, dashes and brackets typed are dropped. */
export const ZMfaPhone = z
  .string()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, MFA_MESSAGES.mfaInvalidPhone));

/** A 6-digit code from a text message or an authenticator app ('Required.', at most 6). */
export const ZMfaCode = z
  .string()
  .trim()
  .min(1, `${MESSAGES.required}.`)
  .max(LIMITS.mfaCodeLength, `${MESSAGES.required}.`)
  .regex(/^\d{6}$/, MFA_MESSAGES.mfaInvalidEnrolmentCode);

/** The reauthentication dialog's password ('Required'). */
export const ZReauthPassword = z.string().min(1, MESSAGES.required).max(128);

export const ZMfaSmsStart = z.object({ phone: ZMfaPhone, password: ZReauthPassword });
export type TMfaSmsStart = z.infer<typeof ZMfaSmsStart>;

export const ZMfaSmsVerify = z.object({ code: ZMfaCode });
export type TMfaSmsVerify = z.infer<typeof ZMfaSmsVerify>;

export const ZMfaPasswordBody = z.object({ password: ZReauthPassword });
export type TMfaPasswordBody = z.infer<typeof ZMfaPasswordBody>;

export const ZMfaRevertBody = z.object({ token: z.string().min(1).max(200) });

/** The MFA states of spec 001 §4 (disabled is 'none' after having been on). */
export const MFA_STATES = ['none', 'awaitingSmsCode', 'enrolled'] as const;

/** One user's MFA, as they (GET /api/mfa) or an administrator (GET /api/users/:id/mfa) see it. */
export const ZMfaStatus = z.object({
  enabled: z.boolean(),
  state: z.enum(MFA_STATES),
  emailVerified: z.boolean(),
  totp: z.boolean(),
  /** The last 4 digits of the enrolled phone, or null. */
  smsPhoneLast4: z.string().nullable(),
  /** The last 4 digits of the phone waiting for its code, or null. */
  pendingPhoneLast4: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TMfaStatus = z.infer<typeof ZMfaStatus>;

/** The ways to finish a sign-in waiting for its second step (GET /api/mfa/challenge). */
export const ZMfaChallenge = z.object({
  totp: z.boolean(),
  smsPhoneLast4: z.string().nullable(),
  recoveryCodes: z.boolean(),
});
export type TMfaChallenge = z.infer<typeof ZMfaChallenge>;

/** A recovery code as given out (10 letters and digits, shown as xxxxx-xxxxx). */
export const ZRecoveryCode = z.string().trim().min(1, MESSAGES.required).max(32);

/** Masks a stored +1 number to its last 4 digits. */
export const last4 = (phone: string | null | undefined): string | null => (phone ? phone.slice(-4) : null);
