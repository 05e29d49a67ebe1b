import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MFA_PHONE_DIGITS, MFA_PHONE_PREFIX } from '@schooldog/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';
import { ApiError } from '../../api/client';
import { translateRefusal } from '../../i18n/serverMessages';
import { AppDialog } from '../../ui/AppDialog';
import { useToast } from '../../ui/toast';
import { useResendSms, useStartSms, useVerifySms } from './api';
import { CodeField } from './CodeField';
import { ReauthDialog } from './ReauthDialog';
import { type TCodeForm, type TPhoneForm, ZCodeForm, ZPhoneForm } from './schemas';

interface SmsSetupDialogProps {
  isOpen: boolean;
  email: string;
  onClose: () => void;
}

const refusalOf = (t: TFunction, failure: unknown) =>
  failure instanceof ApiError && failure.status > 0 ? translateRefusal(t, failure) : t('errors.offline');

/**
 * SMS enrolment (spec 001 §4, §5, §8): a US number (+1 and 10 digits), the password again, then
 * the 6-digit code texted to it.
 */
export function SmsSetupDialog({ isOpen, email, onClose }: SmsSetupDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const start = useStartSms();
  const resend = useResendSms();
  const verify = useVerifySms();
  const [step, setStep] = useState<'phone' | 'reauth' | 'code'>('phone');
  const [error, setError] = useState<string | null>(null);
  const phoneForm = useForm<TPhoneForm>({ resolver: zodResolver(ZPhoneForm), defaultValues: { phone: '' } });
  const codeForm = useForm<TCodeForm>({ resolver: zodResolver(ZCodeForm), defaultValues: { code: '' } });

  const close = () => {
    setStep('phone');
    setError(null);
    phoneForm.reset({ phone: '' });
    codeForm.reset({ code: '' });
    onClose();
  };

  const sendCode = async (password: string) => {
    try {
      await start.mutateAsync({ phone: phoneForm.getValues('phone'), password });
      setStep('code');
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      // A wrong password stays in the reauthentication dialog; the rest belong to this one.
      if (failure.code === 'reauth_invalid' || failure.code === 'invalid') throw failure;
      setStep('phone');
      if (failure.code === 'mfa_phone_in_use')
        phoneForm.setError('phone', { message: 'messages.mfaPhoneInUse' });
      else if (failure.code === 'mfa_send_failed')
        toast.error(t('messages.mfaSendFailed'), { cause: failure });
      else setError(refusalOf(t, failure));
    }
  };

  const resendCode = async () => {
    try {
      await resend.mutateAsync(undefined);
      toast.info(t('mfa.sms.resent'));
    } catch (failure) {
      toast.error(t('messages.mfaResendFailed'), { cause: failure });
    }
  };

  const submitPhone = phoneForm.handleSubmit(() => {
    setError(null);
    setStep('reauth');
  });

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await verify.mutateAsync({ code });
      toast.success(t('mfa.enabled'));
      close();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'mfa_invalid_code')
        codeForm.setError('code', { message: 'messages.mfaInvalidEnrolmentCode' });
      else if (failure instanceof ApiError && failure.status >= 500) setError(t('messages.mfaVerifyFailed'));
      else setError(refusalOf(t, failure));
    }
  });

  const isCodeStep = step === 'code';
  return (
    <>
      <AppDialog
        isOpen={isOpen && step !== 'reauth'}
        onClose={close}
        width="mfa"
        title={t('mfa.sms.title')}
        actions={
          <>
            <Button onClick={close}>{t('common.cancel')}</Button>
            {isCodeStep ? (
              <Button onClick={() => void resendCode()} loading={resend.isPending}>
                {t('mfa.sms.resend')}
              </Button>
            ) : null}
            <Button
              type="submit"
              form={isCodeStep ? 'mfa-sms-code' : 'mfa-sms-phone'}
              variant="contained"
              loading={codeForm.formState.isSubmitting}
            >
              {isCodeStep ? t('mfa.verify') : t('mfa.sms.send')}
            </Button>
          </>
        }
      >
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {isCodeStep ? (
          <Stack
            component="form"
            id="mfa-sms-code"
            noValidate
            onSubmit={submitCode}
            spacing={2}
            sx={{ pt: 1 }}
          >
            <Typography variant="body2">
              {t('mfa.sms.codeSent', { last4: phoneForm.getValues('phone').slice(-4) })}
            </Typography>
            <CodeField name="code" control={codeForm.control} label={t('mfa.sms.codeLabel')} autoFocus />
          </Stack>
        ) : (
          <Stack
            component="form"
            id="mfa-sms-phone"
            noValidate
            onSubmit={submitPhone}
            spacing={2}
            sx={{ pt: 1 }}
          >
            <Typography variant="body2">{t('mfa.sms.intro')}</Typography>
            <Controller
              name="phone"
              control={phoneForm.control}
              render={({ field: { ref, onChange, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  // Digits only, at most 10 (spec 001 §5): anything else typed is dropped.
                  onChange={(event) =>
                    onChange(event.target.value.replace(/\D/g, '').slice(0, MFA_PHONE_DIGITS))
                  }
                  label={t('mfa.sms.phoneLabel')}
                  required
                  autoFocus
                  type="tel"
                  autoComplete="tel-national"
                  error={fieldState.error !== undefined}
                  helperText={
                    fieldState.error?.message
                      ? t(fieldState.error.message as TranslationKey)
                      : t('mfa.sms.phoneHelp')
                  }
                  slotProps={{
                    htmlInput: { inputMode: 'numeric', maxLength: MFA_PHONE_DIGITS },
                    input: {
                      startAdornment: <InputAdornment position="start">{MFA_PHONE_PREFIX}</InputAdornment>,
                    },
                  }}
                />
              )}
            />
          </Stack>
        )}
      </AppDialog>
      <ReauthDialog
        isOpen={isOpen && step === 'reauth'}
        email={email}
        onClose={() => setStep('phone')}
        onConfirm={sendCode}
      />
    </>
  );
}
