/** Navigation state carried to the sign-in page. */
export interface SignInLocationState {
  /** The path the user wanted before being sent to sign in. */
  from?: string;
  notice?: 'passwordSet';
  /** A sign-in link was followed for an account with MFA: show the code step. */
  mfa?: boolean;
}

const NO_RETURN_PREFIXES = ['/auth/', '/sign-out', '/firebase/', '/error/', '/utility/'];

/** A same-site path worth returning to after sign-in, or null. */
export function returnPathFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (NO_RETURN_PREFIXES.some((prefix) => from.startsWith(prefix))) return null;
  return from;
}

export function noticeFrom(state: unknown): SignInLocationState['notice'] | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return state.notice === 'passwordSet' ? 'passwordSet' : null;
}

export function codeNeededFrom(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'mfa' in state && state.mfa === true;
}
