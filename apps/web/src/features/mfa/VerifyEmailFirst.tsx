import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TMfaStatus } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAuthCall } from '../auth/authErrors';
import { useToast } from '../../ui/toast';

interface VerifyEmailFirstProps {
  email: string;
  /** Reads the MFA status afresh (the address may have been verified in another tab). */
  onCheck: () => Promise<{ data?: TMfaStatus | undefined }>;
}

/** MFA waits for a verified address (spec 001 §4, §8): send the link, then check again. */
export function VerifyEmailFirst({ email, onCheck }: VerifyEmailFirstProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isStillUnverified, setStillUnverified] = useState(false);
  const [isSending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    const { authClient } = await import('../auth/authClient');
    const { error } = await runAuthCall(() => authClient.sendVerificationEmail({ email }));
    setSending(false);
    if (error) toast.error(t('mfa.verifyEmail.notSent'), { cause: error });
    else toast.success(t('mfa.verifyEmail.sent'));
  };

  const check = async () => {
    const { data } = await onCheck();
    setStillUnverified(data?.emailVerified !== true);
  };

  return (
    <Alert severity="warning">
      <Stack spacing={1}>
        <span>
          {isStillUnverified ? t('messages.mfaEmailStillNotVerified') : t('messages.mfaEmailNotVerified')}
        </span>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            loading={isSending}
            onClick={() => void send()}
          >
            {t('mfa.verifyEmail.send')}
          </Button>
          <Button size="small" color="inherit" onClick={() => void check()}>
            {t('mfa.verifyEmail.check')}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
