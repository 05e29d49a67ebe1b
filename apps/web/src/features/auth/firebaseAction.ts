/**
 * Where an old-style action link (/firebase/action?mode=…&oobCode=…) now goes (spec 000 §2 "Other routes"),
 * so links in emails sent before the move keep working.
 */
export function firebaseActionTarget(params: URLSearchParams): string {
  const code = params.get('oobCode') ?? '';
  const email = params.get('email');
  const withToken = (path: string, extra: Record<string, string> = {}) =>
    `${path}?${new URLSearchParams({ token: code, ...extra }).toString()}`;
  switch (params.get('mode')) {
    case 'resetPassword':
      return withToken('/auth/set-password', email ? { email } : {});
    case 'revertSecondFactorAddition':
      return withToken('/auth/revert-mfa');
    case 'verifyEmail':
      return withToken('/auth/verify-email');
    case 'signIn':
      return withToken('/auth/handle-sign-in-link');
    default:
      return '/';
  }
}
