import { z } from 'zod';
import { ACCOUNT_ARCHIVED } from '../errors/codes.js';

/** The outside accounts a district may let its staff sign in with (issue 13 point 7). */
export const SSO_PROVIDERS = ['google', 'microsoft'] as const;
export const ZSsoProvider = z.enum(SSO_PROVIDERS);
export type SsoProvider = z.infer<typeof ZSsoProvider>;

/**
 * Why a sign-in with Google or Microsoft was refused, from the `error` the server's redirect back
 * to the sign-in page carries (better-auth's codes, and the product's own ACCOUNT_ARCHIVED).
 */
export type SsoRefusal = 'noAccount' | 'emailNotVerified' | 'archived' | 'failed';

// The same code as a password sign-in's refusal of an archived account.
export const SSO_ARCHIVED_CODE = ACCOUNT_ARCHIVED;

export function ssoRefusalOf(code: string): SsoRefusal {
  switch (code) {
    // No account has the address: sign-up is closed, so none is made.
    case 'signup_disabled':
      return 'noAccount';
    // The account exists but the provider does not vouch for the address: no link is made.
    case 'account_not_linked':
      return 'emailNotVerified';
    case SSO_ARCHIVED_CODE:
      return 'archived';
    default:
      return 'failed';
  }
}
