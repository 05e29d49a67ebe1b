import type { FeatureRoutes } from '../../app/feature';
import { FirebaseActionRedirect } from './FirebaseActionRedirect';

// Each auth screen on its own chunk: the sign-in page is the first load of every new device.
const setPasswordPage = async () => ({ Component: (await import('./SetPasswordPage')).SetPasswordPage });

export const authRoutes: FeatureRoutes = {
  root: [
    { path: 'firebase/action', element: <FirebaseActionRedirect /> },
    { path: 'sign-out', lazy: async () => ({ Component: (await import('./SignOutPage')).SignOutPage }) },
  ],
  auth: [
    { path: 'signin', lazy: async () => ({ Component: (await import('./SignInPage')).SignInPage }) },
    {
      path: 'forgot-password',
      lazy: async () => ({ Component: (await import('./ForgotPasswordPage')).ForgotPasswordPage }),
    },
    { path: 'reset-password', lazy: setPasswordPage },
    {
      path: 'sign-in-link',
      lazy: async () => ({ Component: (await import('./SignInLinkPage')).SignInLinkPage }),
    },
    {
      path: 'handle-sign-in-link',
      lazy: async () => ({ Component: (await import('./HandleSignInLinkPage')).HandleSignInLinkPage }),
    },
    { path: 'set-password', lazy: setPasswordPage },
    {
      path: 'verify-email',
      lazy: async () => ({ Component: (await import('./VerifyEmailPage')).VerifyEmailPage }),
    },
  ],
};
