import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';

/** Unknown paths and /error/not-found. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('messages.pageNotFound')} />
      <Typography sx={{ mb: 3 }}>{t('errors.notFound.body')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('errors.goHome')}
      </Button>
    </>
  );
}
