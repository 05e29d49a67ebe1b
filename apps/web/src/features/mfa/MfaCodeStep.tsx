import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TMfaChallenge } from '@schooldog/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';
import { authClient } from '../auth/authClient';
import { type AuthFailure, runAuthCall } from '../auth/authErrors';
import { FormTextField } from '../../ui/FormTextField';
import { signInChallenge } from './api';
import { CodeField } from './CodeField';
import { type TRecoveryCodeForm, ZCodeForm, ZRecoveryCodeForm } from './schemas';

type Method = 'totp' | 'sms' | 'recovery';

interface MfaCodeStepProps {
  onSignedIn: () => Promise<void> | void;
  /** Back to the sign-in form (the challenge expired or the user chose to). */
  onCancel: () => void;
}

const ENDPOINTS: Record<Method, string> = {
  totp: '/two-factor/verify-totp',
  sms: '/two-factor/verify-otp',
  recovery: '/two-factor/verify-backup-code',
};

/** The message for a refused code: a wrong code, a challenge gone stale, too many tries, no answer. */
function codeErrorKey(failure: AuthFailure): TranslationKey {
  if (failure.status === 429) return 'auth.errors.tooManyAttempts';
  if (!failure.status) return 'auth.errors.network';
  if (failure.code === 'INVALID_TWO_FACTOR_COOKIE' || failure.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
    return 'mfa.codeStep.expired';
  if (failure.status === 401 || failure.status === 400) return 'messages.mfaIncorrectCode';
  return 'messages.mfaVerifyFailed';
}

const firstMethod = (challenge: TMfaChallenge): Method =>
  challenge.totp ? 'totp' : challenge.smsPhoneLast4 ? 'sms' : 'recovery';

/** The sign-in's second step (spec 001 §8): an app code, a texted code, or a recovery code. */
export function MfaCodeStep({ onSignedIn, onCancel }: MfaCodeStepProps) {
  const { t } = useTranslation();
  const challenge = useQuery({
    queryKey: ['mfa', 'challenge'],
    queryFn: signInChallenge,
    retry: false,
    staleTime: Infinity,
  });
  const [chosen, setChosen] = useState<Method | null>(null);
  const [isTextSent, setTextSent] = useState(false);
  const [isSending, setSending] = useState(false);
  const [errorKey, setErrorKey] = useState<TranslationKey | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<TRecoveryCodeForm>({
    resolver: (values, context, options) =>
      zodResolver(method === 'recovery' ? ZRecoveryCodeForm : ZCodeForm)(values, context, options as never),
    defaultValues: { code: '' },
  });

  const available = challenge.data;
  const method: Method = chosen ?? (available ? firstMethod(available) : 'totp');
  const choose = (next: Method) => {
    setChosen(next);
    setErrorKey(null);
    reset({ code: '' });
  };

  const sendText = async () => {
    setSending(true);
    setErrorKey(null);
    const { error } = await runAuthCall(() =>
      authClient.$fetch('/two-factor/send-otp', { method: 'POST', body: {} }),
    );
    setSending(false);
    if (error) setErrorKey(error.status === 429 ? 'auth.errors.tooManyAttempts' : 'messages.mfaSendFailed');
    else setTextSent(true);
  };

  const submit = handleSubmit(async ({ code }) => {
    setErrorKey(null);
    const { error } = await runAuthCall(() =>
      authClient.$fetch(ENDPOINTS[method], { method: 'POST', body: { code: code.trim() } }),
    );
    if (error) {
      setErrorKey(codeErrorKey(error));
      return;
    }
    await onSignedIn();
  });

  if (challenge.isError)
    return (
      <Stack spacing={2}>
        <Alert severity="warning">{t('mfa.codeStep.expired')}</Alert>
        <Button variant="contained" onClick={onCancel}>
          {t('mfa.codeStep.backToSignIn')}
        </Button>
      </Stack>
    );

  const others = (['totp', 'sms', 'recovery'] as const).filter(
    (other) =>
      other !== method &&
      available &&
      (other === 'totp'
        ? available.totp
        : other === 'sms'
          ? available.smsPhoneLast4
          : available.recoveryCodes),
  );
  const needsText = method === 'sms' && !isTextSent;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="mfa-code-step">
      <Typography id="mfa-code-step" variant="h6" component="h2">
        {t('mfa.codeStep.title')}
      </Typography>
      <Typography variant="body2">
        {method === 'totp'
          ? t('mfa.codeStep.totp')
          : method === 'sms'
            ? t('mfa.codeStep.sms', { last4: available?.smsPhoneLast4 ?? '' })
            : t('mfa.codeStep.recovery')}
      </Typography>
      {errorKey ? <Alert severity="error">{t(errorKey)}</Alert> : null}
      {needsText ? (
        <Button variant="contained" size="large" loading={isSending} onClick={() => void sendText()}>
          {t('mfa.codeStep.sendText')}
        </Button>
      ) : method === 'recovery' ? (
        <FormTextField
          name="code"
          control={control}
          label={t('mfa.codeStep.recoveryLabel')}
          required
          autoFocus
          autoComplete="off"
        />
      ) : (
        <CodeField name="code" control={control} label={t('mfa.codeStep.codeLabel')} autoFocus />
      )}
      {needsText ? null : (
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('mfa.verify')}
        </Button>
      )}
      {method === 'sms' && isTextSent ? (
        <Link
          component="button"
          type="button"
          onClick={() => void sendText()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('mfa.sms.resend')}
        </Link>
      ) : null}
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {others.map((other) => (
          <Link key={other} component="button" type="button" onClick={() => choose(other)}>
            {t(`mfa.codeStep.use.${other}`)}
          </Link>
        ))}
        <Link component="button" type="button" onClick={onCancel}>
          {t('mfa.codeStep.backToSignIn')}
        </Link>
      </Stack>
    </Stack>
  );
}
