import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AfterFirstScreen } from '../../ui/AfterFirstScreen';
import { PageHeading } from '../../ui/PageHeading';
import { SignInForm } from './SignInForm';
import { codeNeededFrom, noticeFrom, returnPathFrom } from './signInState';
import { useCompleteSignIn } from './useCompleteSignIn';

// A new install only: the public settings it reads are parsed with zod, which the form loads later.
const SetupRedirect = lazy(async () => ({ default: (await import('../setup/SetupRedirect')).SetupRedirect }));

// Only accounts with MFA reach the code step: not part of the form's load.
const MfaCodeStep = lazy(async () => ({ default: (await import('../mfa/MfaCodeStep')).MfaCodeStep }));

const SessionTimedOutDialog = lazy(async () => ({
  default: (await import('./SessionTimedOutDialog')).SessionTimedOutDialog,
}));

// Its settings query reads zod: after the first screen, unless a provider just sent the user back.
const SsoButtons = lazy(async () => ({ default: (await import('./SsoButtons')).SsoButtons }));

// Only a browser that is already signed in shows it, and it reads the user: not part of the form's load.
const AlreadySignedInDialog = lazy(async () => ({
  default: (await import('./AlreadySignedInDialog')).AlreadySignedInDialog,
}));

/** The query values that mean the account could not be verified in time. */
export function isSessionTimeout(params: URLSearchParams): boolean {
  return params.get('i') === 'authTimeout' || params.get('issue') === 'authInitTimeout';
}

export function SignInPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const [isSigningIn, setSigningIn] = useState(false);
  // A sign-in link of an account with MFA arrives here waiting for its code (HandleSignInLinkPage).
  const [needsCode, setNeedsCode] = useState(() => codeNeededFrom(location.state));
  const isTimedOut = isSessionTimeout(searchParams);
  const notice = noticeFrom(location.state);

  const handleSignedIn = async (path: string | null = null) => {
    setSigningIn(true);
    await completeSignIn(path ?? returnPathFrom(location.state) ?? '/dashboard');
  };

  const handleCloseTimeout = () => {
    void navigate({ search: '' }, { replace: true, state: location.state });
  };

  return (
    <>
      <AfterFirstScreen>
        <SetupRedirect />
      </AfterFirstScreen>
      <PageHeading title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} />
      <Stack spacing={2}>
        {notice === 'passwordSet' ? <Alert severity="success">{t('auth.setPassword.success')}</Alert> : null}
        {needsCode ? (
          <Suspense fallback={null}>
            <MfaCodeStep onSignedIn={handleSignedIn} onCancel={() => setNeedsCode(false)} />
          </Suspense>
        ) : (
          <>
            <SignInForm onSignedIn={handleSignedIn} onCodeNeeded={() => setNeedsCode(true)} />
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Link component={RouterLink} to="/auth/forgot-password">
                {t('auth.signIn.resetPassword')}
              </Link>
              <Link component={RouterLink} to="/auth/sign-in-link">
                {t('auth.signIn.withoutPassword')}
              </Link>
            </Stack>
            <AfterFirstScreen now={searchParams.has('sso')}>
              <SsoButtons returnPath={returnPathFrom(location.state)} onSignedIn={handleSignedIn} />
            </AfterFirstScreen>
          </>
        )}
      </Stack>
      {isTimedOut ? (
        <Suspense fallback={null}>
          <SessionTimedOutDialog isOpen onClose={handleCloseTimeout} />
        </Suspense>
      ) : null}
      <AfterFirstScreen>
        <AlreadySignedInDialog isSuppressed={isSigningIn} />
      </AfterFirstScreen>
    </>
  );
}
