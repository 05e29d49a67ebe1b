import { ACCOUNT_ARCHIVED } from '@schooldog/domain';
import type { TranslationKey } from '../../i18n';

/** What better-auth's client reports on failure; `status` 0 or missing means no answer. */
export interface AuthFailure {
  status?: number;
  code?: string;
}

/** The message for a failed password sign-in: wrong credentials, an archived account, too many tries, or no answer. */
export function signInErrorKey(failure: AuthFailure): TranslationKey {
  // The right password of an archived account (any other password gets the invalid-credentials answer).
  if (failure.code === ACCOUNT_ARCHIVED) return 'messages.accountArchived';
  switch (failure.status) {
    case 400:
    case 401:
      return 'messages.invalidCredentials';
    case 403:
      return 'auth.errors.emailNotVerified';
    case 429:
      return 'auth.errors.tooManyAttempts';
    case undefined:
    case 0:
      return 'auth.errors.network';
    default:
      return 'auth.errors.unexpected';
  }
}

/** For requests whose success is never revealed (no account enumeration): only rate limits and outages show. */
export function neutralRequestErrorKey(failure: AuthFailure): TranslationKey | null {
  if (failure.status === 429) return 'auth.errors.tooManyAttempts';
  if (failure.status === undefined || failure.status === 0) return 'auth.errors.network';
  if (failure.status >= 500) return 'auth.errors.unexpected';
  return null;
}

/** Runs a better-auth client call and turns a thrown network error into a failure like the others. */
export async function runAuthCall<T>(
  call: () => Promise<{ data: T | null; error: AuthFailure | null }>,
): Promise<{ data: T | null; error: AuthFailure | null }> {
  try {
    return await call();
  } catch {
    return { data: null, error: { status: 0 } };
  }
}
