import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../ui/RetryAlert';
import { useToast } from '../../ui/toast';
import { AppDialog } from '../../ui/AppDialog';
import { newRecoveryCodes, startTotp, type TTotpSetup, useMfaStatus, useTurnOff } from './api';
import { MfaStateLines } from './MfaStateLines';
import { ReauthDialog } from './ReauthDialog';
import { RecoveryCodes } from './RecoveryCodes';
import { SmsSetupDialog } from './SmsSetupDialog';
import { VerifyEmailFirst } from './VerifyEmailFirst';
import { TotpSetupDialog } from './TotpSetupDialog';

type Guarded = 'totp' | 'codes' | 'off';

/** /users/edit: the user's own MFA; every change asks for the password again (ReauthDialog). */
export function MfaSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const status = useMfaStatus();
  const turnOff = useTurnOff();
  const [guarded, setGuarded] = useState<Guarded | null>(null);
  const [totpSetup, setTotpSetup] = useState<TTotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [isSmsOpen, setSmsOpen] = useState(false);

  const confirm = async (password: string) => {
    if (guarded === 'totp') setTotpSetup(await startTotp(password));
    if (guarded === 'codes') setCodes(await newRecoveryCodes(password));
    if (guarded === 'off') {
      await turnOff.mutateAsync({ password });
      toast.success(t('mfa.disabled'));
    }
    setGuarded(null);
  };

  if (status.isError)
    return (
      <RetryAlert retryLabel={t('mfa.retry')} onRetry={() => void status.refetch()} cause={status.error}>
        {t('mfa.loadFailed')}
      </RetryAlert>
    );
  const mfa = status.data;
  const canEnrol = mfa?.emailVerified === true;
  return (
    <Stack component="section" aria-labelledby="mfa-heading" spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="mfa-heading" variant="h6" component="h2">
          {t('mfa.title')}
        </Typography>
        {mfa ? (
          <Chip
            size="small"
            color={mfa.enabled ? 'success' : 'default'}
            label={mfa.enabled ? t('mfa.state.on') : t('mfa.state.off')}
          />
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('mfa.intro')}
      </Typography>
      {mfa && !canEnrol ? <VerifyEmailFirst email={email} onCheck={() => status.refetch()} /> : null}
      {mfa ? <MfaStateLines status={mfa} /> : null}
      {mfa ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
          {!mfa.totp ? (
            <Button variant="outlined" disabled={!canEnrol} onClick={() => setGuarded('totp')}>
              {t('mfa.actions.setUpApp')}
            </Button>
          ) : null}
          {!mfa.smsPhoneLast4 ? (
            <Button variant="outlined" disabled={!canEnrol} onClick={() => setSmsOpen(true)}>
              {t('mfa.actions.setUpSms')}
            </Button>
          ) : null}
          {mfa.totp ? (
            <Button variant="outlined" onClick={() => setGuarded('codes')}>
              {t('mfa.actions.newRecoveryCodes')}
            </Button>
          ) : null}
          {mfa.enabled ? (
            <Button color="error" variant="outlined" onClick={() => setGuarded('off')}>
              {t('mfa.actions.turnOff')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <ReauthDialog
        isOpen={guarded !== null}
        email={email}
        onClose={() => setGuarded(null)}
        onConfirm={confirm}
      />
      <TotpSetupDialog setup={totpSetup} onClose={() => setTotpSetup(null)} />
      <SmsSetupDialog isOpen={isSmsOpen} email={email} onClose={() => setSmsOpen(false)} />
      <AppDialog
        isOpen={codes !== null}
        onClose={() => setCodes(null)}
        width="mfa"
        title={t('mfa.recovery.title')}
        actions={
          <Button variant="contained" onClick={() => setCodes(null)}>
            {t('mfa.done')}
          </Button>
        }
      >
        {codes ? <RecoveryCodes codes={codes} /> : null}
      </AppDialog>
    </Stack>
  );
}
