import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { translateRefusal } from '../../i18n/serverMessages';
import { AppDialog } from '../../ui/AppDialog';
import { useToast } from '../../ui/toast';
import { type TTotpSetup, useVerifyTotp } from './api';
import { CodeField } from './CodeField';
import { RecoveryCodes } from './RecoveryCodes';
import { type TCodeForm, ZCodeForm } from './schemas';

interface TotpSetupDialogProps {
  setup: TTotpSetup | null;
  onClose: () => void;
}

/** The secret in groups of four, for typing into an app by hand. */
const secretOf = (uri: string) =>
  (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

/** Authenticator app set-up: scan the QR code, confirm one code, then keep the recovery codes. */
export function TotpSetupDialog({ setup, onClose }: TotpSetupDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const verify = useVerifyTotp();
  const [isDone, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<TCodeForm>({
    resolver: zodResolver(ZCodeForm),
    defaultValues: { code: '' },
  });

  const close = () => {
    setDone(false);
    setError(null);
    reset({ code: '' });
    onClose();
  };

  const submit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await verify.mutateAsync({ code });
      setDone(true);
      toast.success(t('mfa.enabled'));
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
      isOpen={setup !== null}
      onClose={isDone ? close : () => undefined}
      width="mfa"
      title={isDone ? t('mfa.recovery.title') : t('mfa.totp.title')}
      actions={
        isDone ? (
          <Button variant="contained" onClick={close}>
            {t('mfa.done')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="submit" form="mfa-totp" variant="contained" loading={formState.isSubmitting}>
              {t('mfa.verify')}
            </Button>
          </>
        )
      }
    >
      {setup && isDone ? <RecoveryCodes codes={setup.backupCodes} /> : null}
      {setup && !isDone ? (
        <Stack component="form" id="mfa-totp" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{t('mfa.totp.scan')}</Typography>
          <Box sx={{ alignSelf: 'center', p: 1, bgcolor: '#fff', borderRadius: 1, lineHeight: 0 }}>
            <QRCodeSVG value={setup.totpURI} size={192} title={t('mfa.totp.qrLabel')} marginSize={2} />
          </Box>
          <Typography variant="body2">{t('mfa.totp.manual')}</Typography>
          <Typography
            component="code"
            sx={{
              fontFamily: 'monospace',
              wordBreak: 'break-all',
              bgcolor: 'action.hover',
              p: 1,
              borderRadius: 1,
            }}
          >
            {secretOf(setup.totpURI)}
          </Typography>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <CodeField name="code" control={control} label={t('mfa.totp.codeLabel')} />
        </Stack>
      ) : null}
    </AppDialog>
  );
}
