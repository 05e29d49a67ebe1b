import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TranslationKey } from '../../i18n';
import { PageHeading } from '../../ui/PageHeading';
import { PasswordField } from '../../ui/PasswordField';
import { authClient } from './authClient';
import { runAuthCall } from './authErrors';
import { InvalidActionLink } from './InvalidActionLink';
import { type TSetPasswordForm, ZSetPasswordForm } from './schemas';
import type { SignInLocationState } from './signInState';

/**
 * /auth/set-password?token=… (the link of the reset and welcome mails) and /auth/reset-password?token=…:
 * a new password from the link's token.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const email = searchParams.get('email');
  // better-auth sends an expired or unknown reset link here with ?error=INVALID_TOKEN.
  const [isInvalid, setInvalid] = useState(!token || searchParams.has('error'));
  const [errorKey, setErrorKey] = useState<TranslationKey | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZSetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' } satisfies TSetPasswordForm,
  });

  const handleSetPassword = handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    setErrorKey(null);
    const { error } = await runAuthCall(() => authClient.resetPassword({ newPassword, token }));
    if (!error) {
      const state: SignInLocationState = { notice: 'passwordSet' };
      await navigate('/auth/signin', { replace: true, state });
      return;
    }
    if (error.code === 'PASSWORD_BREACHED') setErrorKey('auth.errors.passwordBreached');
    else if (error.status === 429) setErrorKey('auth.errors.tooManyAttempts');
    else if (!error.status) setErrorKey('auth.errors.network');
    else if (error.status >= 500) setErrorKey('auth.errors.unexpected');
    else setInvalid(true);
  });

  if (isInvalid) {
    return (
      <InvalidActionLink
        title={t('auth.setPassword.title')}
        requestAgain={{ to: '/auth/forgot-password', label: t('auth.setPassword.requestNewLink') }}
      />
    );
  }
  return (
    <>
      <PageHeading
        title={t('auth.setPassword.title')}
        subtitle={email ? t('auth.setPassword.introForEmail', { email }) : t('auth.setPassword.intro')}
      />
      <Stack component="form" noValidate onSubmit={handleSetPassword} spacing={2}>
        {errorKey ? <Alert severity="error">{t(errorKey)}</Alert> : null}
        {/* Lets password managers store the new password under the right account. */}
        <Box
          component="input"
          type="email"
          name="username"
          autoComplete="username"
          value={email ?? ''}
          readOnly
          hidden
        />
        <PasswordField
          name="newPassword"
          control={control}
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          helperText={t('auth.setPassword.hint')}
          required
        />
        <PasswordField
          name="confirmPassword"
          control={control}
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('auth.setPassword.submit')}
        </Button>
      </Stack>
    </>
  );
}
