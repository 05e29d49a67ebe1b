import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';

interface InvalidActionLinkProps {
  title: string;
  /** Where to ask for a fresh link, when the page's links can be asked for again. */
  requestAgain?: { to: string; label: string };
}

/** An emailed link that is invalid, expired or already used. */
export function InvalidActionLink({ title, requestAgain }: InvalidActionLinkProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={title} />
      <Stack spacing={2}>
        <Alert severity="error">{t('messages.invalidActionLink')}</Alert>
        {requestAgain ? (
          <Button component={RouterLink} to={requestAgain.to} variant="contained">
            {requestAgain.label}
          </Button>
        ) : null}
        <Button component={RouterLink} to="/auth/signin" variant={requestAgain ? 'text' : 'contained'}>
          {t('auth.goToSignIn')}
        </Button>
      </Stack>
    </>
  );
}
