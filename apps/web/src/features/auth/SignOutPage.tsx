import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { signOutStateFrom, useSignOut } from './useSignOut';

/** /sign-out: every sign-out goes through here, so it happens outside the signed-in shell. */
export function SignOutPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const signOut = useSignOut();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void signOut(signOutStateFrom(location.state));
  }, [signOut, location.state]);

  return <LoadingScreen label={t('auth.signingOut')} />;
}
