import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';
import { afterFirstScreen } from '../../ui/afterFirstScreen';
import { FormTextField } from '../../ui/FormTextField';
import { lazyResolver } from '../../ui/lazyResolver';
import { PasswordField } from '../../ui/PasswordField';
import { runAuthCall, signInErrorKey } from './authErrors';
import type { TSignInForm } from './schemas';

// The sign-in page is every new device's first load: the form paints first, its validation
// (zod) and the auth client follow once the page is idle.
const signInValidation = lazyResolver<TSignInForm>(async () => {
  const [{ zodResolver }, { ZSignInForm }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('./schemas'),
  ]);
  return zodResolver(ZSignInForm);
});
const loadAuthClient = async () => (await import('./authClient')).authClient;

interface SignInFormProps {
  onSignedIn: () => Promise<void> | void;
  /** The account has MFA: the sign-in waits for a code (features/mfa MfaCodeStep). */
  onCodeNeeded: () => void;
}

export function SignInForm({ onSignedIn, onCodeNeeded }: SignInFormProps) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<TranslationKey | null>(null);
  useEffect(
    () =>
      afterFirstScreen(() => {
        signInValidation.preload();
        void loadAuthClient().catch(() => undefined);
      }),
    [],
  );
  const { control, handleSubmit, formState } = useForm<TSignInForm>({
    resolver: signInValidation.resolver,
    defaultValues: { email: '', password: '' } satisfies TSignInForm,
  });

  const handleSignIn = handleSubmit(async ({ email, password }) => {
    setErrorKey(null);
    const { data, error } = await runAuthCall(async () =>
      (await loadAuthClient()).signIn.email({ email, password }),
    );
    if (error) {
      setErrorKey(signInErrorKey(error));
      return;
    }
    if (typeof data === 'object' && data !== null && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      onCodeNeeded();
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
