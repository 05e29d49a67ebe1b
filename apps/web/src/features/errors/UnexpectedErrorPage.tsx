import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';

/** /error/unexpected and the router's error element. Plain links, since the router itself may have failed. */
export function UnexpectedErrorPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('messages.errorOccurred')} />
      <Typography sx={{ mb: 3 }}>{t('errors.unexpected.body')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.unexpected.reload')}
        </Button>
        <Button variant="outlined" href="/">
          {t('errors.goHome')}
        </Button>
      </Stack>
    </>
  );
}
