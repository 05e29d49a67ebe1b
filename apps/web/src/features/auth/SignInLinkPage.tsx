import { useTranslation } from 'react-i18next';
import { authClient } from './authClient';
import { runAuthCall } from './authErrors';
import { EmailLinkRequest } from './EmailLinkRequest';

/** /auth/sign-in-link: passwordless sign-in by emailed link. */
export function SignInLinkPage() {
  const { t } = useTranslation();
  return (
    <EmailLinkRequest
      title={t('auth.signInLink.title')}
      intro={t('auth.signInLink.intro')}
      submitLabel={t('auth.signInLink.submit')}
      confirmation={t('auth.signInLink.confirmation')}
      request={(email) =>
        runAuthCall(() => authClient.signIn.magicLink({ email, callbackURL: '/dashboard' }))
      }
    />
  );
}
