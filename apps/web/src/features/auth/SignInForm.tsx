import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';
import { FormTextField } from '../../ui/FormTextField';
import { PasswordField } from '../../ui/PasswordField';
import { authClient } from './authClient';
import { runAuthCall, signInErrorKey } from './authErrors';
import { type TSignInForm, ZSignInForm } from './schemas';

interface SignInFormProps {
  onSignedIn: () => Promise<void> | void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<TranslationKey | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { email: '', password: '' } satisfies TSignInForm,
  });

  const handleSignIn = handleSubmit(async ({ email, password }) => {
    setErrorKey(null);
    const { error } = await runAuthCall(() => authClient.signIn.email({ email, password }));
    if (error) {
      setErrorKey(signInErrorKey(error));
      return;
    }
    await onSignedIn();
  });

  return (
    <Stack component="form" noValidate onSubmit={handleSignIn} spacing={2}>
      {errorKey ? <Alert severity="error">{t(errorKey)}</Alert> : null}
      <FormTextField
        name="email"
        control={control}
        label={t('auth.fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
      />
      <PasswordField
        name="password"
        control={control}
        label={t('auth.fields.password')}
        autoComplete="current-password"
        required
      />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        {t('auth.signIn.submit')}
      </Button>
    </Stack>
  );
}
