import { useTranslation } from 'react-i18next';
import { authClient } from './authClient';
import { runAuthCall } from './authErrors';
import { EmailLinkRequest } from './EmailLinkRequest';

/** /auth/forgot-password: asks for a link to /auth/set-password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <EmailLinkRequest
      title={t('auth.forgotPassword.title')}
      intro={t('auth.forgotPassword.intro')}
      submitLabel={t('auth.forgotPassword.submit')}
      confirmation={t('auth.forgotPassword.confirmation')}
      request={(email) =>
        runAuthCall(() => authClient.requestPasswordReset({ email, redirectTo: '/auth/set-password' }))
      }
    />
  );
}
