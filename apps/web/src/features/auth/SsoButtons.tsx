import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { type SsoProvider, ssoRefusalOf, ZSsoProvider } from '@schooldog/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePublicSettings } from '../../app/publicSettings';
import type { TranslationKey } from '../../i18n';
import { runAuthCall, signInErrorKey } from './authErrors';
import { returnPathFrom } from './signInState';
import { GoogleLogo, MicrosoftLogo } from './SsoLogos';

const loadAuthClient = async () => (await import('./authClient')).authClient;

/** The query the provider's round trip comes back with (the server's redirect to the sign-in page). */
export const SSO_SIGNED_IN = 'signedIn';

interface SsoButtonsProps {
  /** Where the user wanted to go before signing in, carried through the provider's round trip. */
  returnPath: string | null;
  /** After a successful round trip, with the path to go on to (null: the default). */
  onSignedIn: (path: string | null) => Promise<void> | void;
  /** Leaves the app for the provider's page (a full page load). */
  onLeave?: (url: string) => void;
}

/**
 * 'Sign in with Google' and 'Sign in with Microsoft' (spec 000 §1, issue 13 point 7): one button
 * per provider the server has configured; the provider's refusal is shown when it sends us back.
 */
export function SsoButtons({
  returnPath,
  onSignedIn,
  onLeave = (url) => window.location.assign(url),
}: SsoButtonsProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { data: settings } = usePublicSettings();
  const [starting, setStarting] = useState<SsoProvider | null>(null);
  const [errorKey, setErrorKey] = useState<TranslationKey | null>(null);
  const completed = useRef(false);

  const isBack = searchParams.get('sso') === SSO_SIGNED_IN;
  const next = searchParams.get('next');
  useEffect(() => {
    if (!isBack || completed.current) return;
    completed.current = true;
    void onSignedIn(returnPathFrom({ from: next }));
  }, [isBack, next, onSignedIn]);

  const refusedBy = ZSsoProvider.safeParse(searchParams.get('sso'));
  const refusal = searchParams.get('error');
  const providers = settings?.ssoProviders ?? [];

  const start = async (provider: SsoProvider) => {
    setStarting(provider);
    setErrorKey(null);
    const back = new URLSearchParams({ sso: SSO_SIGNED_IN, ...(returnPath ? { next: returnPath } : {}) });
    const { data, error } = await runAuthCall(async () =>
      (await loadAuthClient()).signIn.social({
        provider,
        callbackURL: `/auth/signin?${back.toString()}`,
        errorCallbackURL: `/auth/signin?sso=${provider}`,
        disableRedirect: true,
      }),
    );
    if (error || !data?.url) {
      setErrorKey(error ? signInErrorKey(error) : 'auth.errors.unexpected');
      setStarting(null);
      return;
    }
    onLeave(data.url);
  };

  if (providers.length === 0 && !refusal) return null;
  return (
    <Stack spacing={2}>
      {refusal && refusedBy.success ? (
        <Alert severity="error">
          {t(`sso.refusals.${ssoRefusalOf(refusal)}`, { provider: t(`sso.providers.${refusedBy.data}`) })}
        </Alert>
      ) : null}
      {errorKey ? <Alert severity="error">{t(errorKey)}</Alert> : null}
      {providers.length > 0 ? (
        <>
          <Divider>{t('sso.or')}</Divider>
          {providers.map((provider) => (
            <Button
              key={provider}
              variant="outlined"
              size="large"
              fullWidth
              startIcon={provider === 'google' ? <GoogleLogo /> : <MicrosoftLogo />}
              disabled={starting !== null || isBack}
              onClick={() => void start(provider)}
              sx={{ textTransform: 'none', color: 'text.primary', borderColor: 'divider' }}
            >
              {t(`sso.signInWith.${provider}`)}
            </Button>
          ))}
        </>
      ) : null}
    </Stack>
  );
}
