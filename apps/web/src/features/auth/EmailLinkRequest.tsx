import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TranslationKey } from '../../i18n';
import { FormTextField } from '../../ui/FormTextField';
import { PageHeading } from '../../ui/PageHeading';
import { type AuthFailure, neutralRequestErrorKey } from './authErrors';
import { type TEmailForm, ZEmailForm } from './schemas';

interface EmailLinkRequestProps {
  title: string;
  intro: string;
  submitLabel: string;
  /** Shown whatever the outcome, so the page never reveals whether an account exists. */
  confirmation: string;
  request: (email: string) => Promise<{ error: AuthFailure | null }>;
}

/** An email form that asks the server to send a link (sign-in link, password reset). */
export function EmailLinkRequest({
  title,
  intro,
  submitLabel,
  confirmation,
  request,
}: EmailLinkRequestProps) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<TranslationKey | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZEmailForm),
    defaultValues: { email: '' } satisfies TEmailForm,
  });

  const handleRequest = handleSubmit(async ({ email }) => {
    setErrorKey(null);
    const { error } = await request(email);
    const key = error ? neutralRequestErrorKey(error) : null;
    if (key) {
      setErrorKey(key);
      return;
    }
    setSentTo(email);
  });

  return (
    <>
      <PageHeading title={title} subtitle={sentTo ? undefined : intro} />
      {sentTo ? (
        <Stack spacing={2}>
          <Alert severity="success">{confirmation}</Alert>
          <Button variant="outlined" onClick={() => setSentTo(null)}>
            {t('auth.linkRequest.tryAnotherEmail')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={handleRequest} spacing={2}>
          {errorKey ? <Alert severity="error">{t(errorKey)}</Alert> : null}
          <FormTextField
            name="email"
            control={control}
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to="/auth/signin" sx={{ display: 'inline-block', mt: 3 }}>
        {t('auth.backToSignIn')}
      </Link>
    </>
  );
}
