import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZMfaPasswordBody, type TMfaPasswordBody } from '@schooldog/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { translateRefusal } from '../../i18n/serverMessages';
import { AppDialog } from '../../ui/AppDialog';
import { PasswordField } from '../../ui/PasswordField';

interface ReauthDialogProps {
  isOpen: boolean;
  email: string;
  onClose: () => void;
  /** Makes the guarded change with the password; a refusal (a wrong password) shows in the dialog. */
  onConfirm: (password: string) => Promise<void>;
}

/**
 * The reauthentication dialog (628 px, spec 001 §2, §8): MFA changes ask for the password again,
 * and the server checks it with the change itself.
 */
export function ReauthDialog({ isOpen, email, onClose, onConfirm }: ReauthDialogProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<TMfaPasswordBody>({
    resolver: zodResolver(ZMfaPasswordBody),
    defaultValues: { password: '' },
  });
  // Each opening starts afresh: no password kept, no message from the last time.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setError(null);
  }
  useEffect(() => {
    if (isOpen) reset({ password: '' });
  }, [isOpen, reset]);

  const submit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await onConfirm(password);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status > 0
          ? translateRefusal(t, failure)
          : t('errors.offline'),
      );
    }
  });

  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      width="reauth"
      title={t('mfa.reauth.title')}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="mfa-reauth" variant="contained" loading={formState.isSubmitting}>
            {t('mfa.reauth.confirm')}
          </Button>
        </>
      }
    >
      <Stack component="form" id="mfa-reauth" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{t('mfa.reauth.intro')}</Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField
          label={t('auth.fields.email')}
          value={email}
          autoComplete="username"
          slotProps={{ input: { readOnly: true } }}
        />
        <PasswordField
          name="password"
          control={control}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          autoFocus
        />
      </Stack>
    </AppDialog>
  );
}
