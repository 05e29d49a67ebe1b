import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';

interface InvalidActionLinkProps {
  title: string;
}

/** An emailed link that is invalid, expired or already used. */
export function InvalidActionLink({ title }: InvalidActionLinkProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={title} />
      <Stack spacing={2}>
        <Alert severity="error">{t('messages.invalidActionLink')}</Alert>
        <Button component={RouterLink} to="/auth/signin" variant="contained">
          {t('auth.goToSignIn')}
        </Button>
      </Stack>
    </>
  );
}
