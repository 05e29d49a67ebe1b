import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPublicAppSettings } from '@schooldog/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/client';
import { publicSettingsQueryOptions, usePublicSettings } from '../../app/publicSettings';
import { translateRefusal, translateRefusalFields } from '../../i18n/serverMessages';
import { FormTextField } from '../../ui/FormTextField';
import { PageHeading } from '../../ui/PageHeading';
import { PasswordField } from '../../ui/PasswordField';
import { useCompleteSignIn } from '../auth/useCompleteSignIn';
import { useSetUpDistrict } from './queries';
import { SchoolNameFields } from './SchoolNameFields';
import { emptySetupForm, formFieldOf, toSetupRequest, type TSetupForm, ZSetupForm } from './schema';
import { TimeZoneField } from './TimeZoneField';

const FORM_FIELDS = new Set(['districtName', 'timeZone', 'firstName', 'lastName', 'email', 'password']);

/**
 * /auth/setup (spec 000 §2): on a database without users, creates the district and its first
 * SchoolDog Master Administrator, then signs them in. Once a user exists it sends visitors to sign-in.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = usePublicSettings();
  const setUpDistrict = useSetUpDistrict();
  const completeSignIn = useCompleteSignIn();
  const [isDone, setDone] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; isSetUp: boolean } | null>(null);
  const { control, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(ZSetupForm),
    defaultValues: emptySetupForm(),
  });

  const handleSetUp = handleSubmit(async (form) => {
    setRefusal(null);
    try {
      await setUpDistrict.mutateAsync(toSetupRequest(form));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        setRefusal({ text: t('auth.errors.network'), isSetUp: false });
        return;
      }
      for (const [field, message] of Object.entries(translateRefusalFields(t, error))) {
        const name = formFieldOf(field);
        if (FORM_FIELDS.has(name) || name.startsWith('schools.'))
          setError(name as FieldPath<TSetupForm>, { message });
      }
      const isSetUp = error.status === 409;
      setRefusal({
        text: error.status >= 500 ? t('auth.errors.unexpected') : translateRefusal(t, error),
        isSetUp,
      });
      // Someone else set the district up: sign-in must stop leading here.
      if (isSetUp) void queryClient.invalidateQueries({ queryKey: publicSettingsQueryOptions.queryKey });
      return;
    }
    // Signed in now; the sign-in page must no longer lead here.
    setDone(true);
    queryClient.setQueryData(publicSettingsQueryOptions.queryKey, (old: TPublicAppSettings | undefined) =>
      old ? { ...old, needsSetup: false } : old,
    );
    await completeSignIn('/dashboard');
  });

  if (settings.data?.needsSetup === false && !isDone && !refusal?.isSetUp)
    return <Navigate to="/auth/signin" replace />;
  return (
    <>
      <PageHeading title={t('setup.title')} subtitle={t('setup.subtitle')} />
      <Stack component="form" noValidate onSubmit={handleSetUp} spacing={3}>
        {refusal ? (
          <Alert
            severity="error"
            action={
              refusal.isSetUp ? (
                <Link component={RouterLink} to="/auth/signin" sx={{ whiteSpace: 'nowrap' }}>
                  {t('auth.goToSignIn')}
                </Link>
              ) : null
            }
          >
            {refusal.text}
          </Alert>
        ) : null}
        <Stack component="section" aria-labelledby="setup-district" spacing={2}>
          <Typography id="setup-district" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('setup.district')}
          </Typography>
          <FormTextField
            name="districtName"
            control={control}
            label={t('setup.fields.districtName')}
            autoComplete="organization"
            required
          />
          <TimeZoneField control={control} />
        </Stack>
        <Stack component="section" aria-labelledby="setup-schools" spacing={2}>
          <Typography id="setup-schools" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('setup.schools')}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {t('setup.schoolsHelp')}
          </Typography>
          <SchoolNameFields control={control} />
        </Stack>
        <Stack component="section" aria-labelledby="setup-admin" spacing={2}>
          <Typography id="setup-admin" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('setup.administrator')}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {t('setup.administratorHelp')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              name="firstName"
              control={control}
              label={t('setup.fields.firstName')}
              autoComplete="given-name"
              required
              fullWidth
            />
            <FormTextField
              name="lastName"
              control={control}
              label={t('setup.fields.lastName')}
              autoComplete="family-name"
              required
              fullWidth
            />
          </Stack>
          <FormTextField
            name="email"
            control={control}
            type="email"
            label={t('auth.fields.email')}
            autoComplete="username"
            required
          />
          <PasswordField
            name="password"
            control={control}
            label={t('auth.fields.password')}
            autoComplete="new-password"
            helperText={t('setup.fields.passwordHelp')}
            required
          />
          <PasswordField
            name="confirmPassword"
            control={control}
            label={t('setup.fields.confirmPassword')}
            autoComplete="new-password"
            required
          />
        </Stack>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting || isDone}>
          {t('setup.submit')}
        </Button>
      </Stack>
    </>
  );
}
