import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { authClient } from './authClient';
import { runAuthCall } from './authErrors';
import { InvalidActionLink } from './InvalidActionLink';
import { meQueryOptions } from './me';
import type { SignInLocationState } from './signInState';
import { useCompleteSignIn } from './useCompleteSignIn';

/** /auth/handle-sign-in-link?token=…: the page the emailed sign-in link opens. */
export function HandleSignInLinkPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const hasLinkError = searchParams.has('error');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [isInvalid, setInvalid] = useState(!token || hasLinkError);
  // The token is single-use: verify it once even when React runs effects twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!token || hasLinkError || hasStarted.current) return;
    hasStarted.current = true;
    void (async () => {
      const { data, error } = await runAuthCall(() => authClient.magicLink.verify({ query: { token } }));
      // An account with MFA: the link made no session yet; the code step finishes the sign-in.
      if (!error && typeof data === 'object' && data !== null && 'twoFactorRedirect' in data) {
        await navigate('/auth/signin', {
          replace: true,
          state: { mfa: true } satisfies SignInLocationState,
        });
        return;
      }
      // The session cookie is the proof: an invalid token answers with a redirect, not always an error.
      // A request for the user still in flight went out before the sign-in (the shell's): it would
      // answer 'signed out', so it is cancelled and the user asked for afresh.
      if (!error) await queryClient.cancelQueries({ queryKey: meQueryOptions.queryKey });
      const me = error
        ? null
        : await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).catch(() => null);
      if (!me) {
        setInvalid(true);
        return;
      }
      await completeSignIn('/dashboard');
    })();
  }, [token, hasLinkError, queryClient, completeSignIn, navigate]);

  if (isInvalid) return <InvalidActionLink title={t('auth.handleSignInLink.title')} />;
  return <LoadingScreen delayMs={0} label={t('auth.handleSignInLink.verifying')} />;
}
