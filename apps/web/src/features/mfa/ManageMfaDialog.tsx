import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { translateRefusal } from '../../i18n/serverMessages';
import { AppDialog } from '../../ui/AppDialog';
import { useToast } from '../../ui/toast';
import { useResetUserMfa, useUserMfaStatus } from './api';
import { MfaStateLines } from './MfaStateLines';

interface ManageMfaDialogProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * An administrator's Manage MFA dialog (540 px, spec 001 §2): the user's second factors, and a
 * reset that turns MFA off (the user is told by mail and can enrol again).
 */
export function ManageMfaDialog({ userId, open, onClose }: ManageMfaDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const status = useUserMfaStatus(userId, open);
  const reset = useResetUserMfa(userId);
  const [isConfirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };

  const doReset = async () => {
    try {
      await reset.mutateAsync();
      setConfirming(false);
      toast.success(t('mfa.manage.resetDone'));
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status > 0
          ? translateRefusal(t, failure)
          : t('errors.offline'),
        {
          cause: failure,
        },
      );
    }
  };

  const mfa = status.data;
  return (
    <AppDialog
      isOpen={open}
      onClose={close}
      width="mfa"
      title={t('mfa.manage.title')}
      actions={
        isConfirming ? (
          <>
            <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              loading={reset.isPending}
              onClick={() => void doReset()}
            >
              {t('mfa.manage.confirmReset')}
            </Button>
          </>
        ) : (
          <>
            {mfa?.enabled || mfa?.state === 'awaitingSmsCode' ? (
              <Button color="error" onClick={() => setConfirming(true)}>
                {t('mfa.manage.reset')}
              </Button>
            ) : null}
            <Button variant="contained" onClick={close}>
              {t('mfa.done')}
            </Button>
          </>
        )
      }
    >
      {status.isPending && open ? (
        <Stack sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Stack>
      ) : null}
      {status.isError ? (
        <Alert severity="error">
          {status.error instanceof ApiError && status.error.status > 0
            ? translateRefusal(t, status.error)
            : t('errors.offline')}
        </Alert>
      ) : null}
      {mfa ? (
        <Stack spacing={1}>
          <Typography>{mfa.enabled ? t('mfa.manage.isOn') : t('mfa.manage.isOff')}</Typography>
          <MfaStateLines status={mfa} />
          {isConfirming ? <Alert severity="warning">{t('mfa.manage.resetWarning')}</Alert> : null}
        </Stack>
      ) : null}
    </AppDialog>
  );
}
