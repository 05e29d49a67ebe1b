import { PASSWORD_LIMITS } from '@schooldog/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/** Why a new password is refused (ASVS 2.1.1, 2.1.2, 2.1.7), in the error shape's code and words. */
export interface PasswordProblem {
  code: 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_BREACHED';
  message: string;
}

// About 49,000 passwords seen in breaches (zxcvbn-ts's list), checked locally: nothing leaves the server.
const BREACHED = new Set(
  (dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase()),
);

/** What is wrong with a password someone chooses, or null. Length counts characters, not bytes. */
export function newPasswordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_LIMITS.min)
    return { code: 'PASSWORD_TOO_SHORT', message: `Use at least ${PASSWORD_LIMITS.min} characters.` };
  if (length > PASSWORD_LIMITS.max)
    return { code: 'PASSWORD_TOO_LONG', message: `Use at most ${PASSWORD_LIMITS.max} characters.` };
  if (BREACHED.has(password.toLowerCase()) || BREACHED.has(password.trim().toLowerCase()))
    return {
      code: 'PASSWORD_BREACHED',
      message: 'This password appears in lists of leaked passwords. Choose another one.',
    };
  return null;
}
