import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { PageHeading } from '../../ui/PageHeading';
import { authClient } from './authClient';
import { runAuthCall } from './authErrors';
import { InvalidActionLink } from './InvalidActionLink';

type Status = 'verifying' | 'verified' | 'invalid';

/** /auth/verify-email?token=…: confirms the address from the emailed link. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [status, setStatus] = useState<Status>(token ? 'verifying' : 'invalid');
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    void runAuthCall(() => authClient.verifyEmail({ query: { token } })).then(({ error }) =>
      setStatus(error ? 'invalid' : 'verified'),
    );
  }, [token]);

  if (status === 'invalid') return <InvalidActionLink title={t('auth.verifyEmail.title')} />;
  if (status === 'verifying') return <LoadingScreen delayMs={0} label={t('auth.verifyEmail.verifying')} />;
  return (
    <>
      <PageHeading title={t('auth.verifyEmail.title')} />
      <Stack spacing={2}>
        <Alert severity="success">{t('auth.verifyEmail.success')}</Alert>
        <Button component={RouterLink} to="/dashboard" variant="contained">
          {t('auth.verifyEmail.continue')}
        </Button>
      </Stack>
    </>
  );
}
