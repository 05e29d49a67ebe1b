// The auth screens load together: whoever opens one usually opens another.
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { HandleSignInLinkPage } from './HandleSignInLinkPage';
export { SetPasswordPage } from './SetPasswordPage';
export { SignInLinkPage } from './SignInLinkPage';
export { SignInPage } from './SignInPage';
export { SignOutPage } from './SignOutPage';
export { VerifyEmailPage } from './VerifyEmailPage';
