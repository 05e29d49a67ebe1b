import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { translateRefusal } from '../../i18n/serverMessages';
import { PageHeading } from '../../ui/PageHeading';
import { InvalidActionLink } from '../auth/InvalidActionLink';
import { revertMfa } from './api';

/**
 * /auth/revert-mfa?token=…: the link in the mail sent when MFA is turned on or off undoes the
 * change. It asks first: mail scanners open links, and only a person should undo a change.
 */
export function RevertMfaPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const revert = useMutation({ mutationFn: revertMfa });

  if (!token) return <InvalidActionLink title={t('mfa.revert.title')} />;
  if (revert.isSuccess)
    return (
      <>
        <PageHeading title={t('mfa.revert.title')} />
        <Stack spacing={2}>
          <Alert severity="success">
            {revert.data === 'enabled' ? t('mfa.revert.turnedOff') : t('mfa.revert.turnedBackOn')}
          </Alert>
          <Typography variant="body2">{t('mfa.revert.resetPassword')}</Typography>
          <Button component={RouterLink} to="/auth/forgot-password" variant="contained">
            {t('mfa.revert.toResetPassword')}
          </Button>
          <Button component={RouterLink} to="/auth/signin">
            {t('mfa.codeStep.backToSignIn')}
          </Button>
        </Stack>
      </>
    );
  return (
    <>
      <PageHeading title={t('mfa.revert.title')} subtitle={t('mfa.revert.subtitle')} />
      <Stack spacing={2}>
        {revert.isError ? (
          <Alert severity="error">
            {revert.error instanceof ApiError && revert.error.status > 0
              ? translateRefusal(t, revert.error)
              : t('errors.offline')}
          </Alert>
        ) : null}
        <Button
          variant="contained"
          size="large"
          loading={revert.isPending}
          onClick={() => revert.mutate(token)}
        >
          {t('mfa.revert.confirm')}
        </Button>
      </Stack>
    </>
  );
}
