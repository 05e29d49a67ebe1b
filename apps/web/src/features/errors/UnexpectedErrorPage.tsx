import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { applyUpdate } from '../../offline/pwa/serviceWorker';
import { ErrorReference } from '../../ui/ErrorReference';
import { PageHeading } from '../../ui/PageHeading';

/**
 * /error/unexpected and the page under the Reload dialog after a render error ('An Error Ocurred').
 * Plain links, since the router itself may have failed.
 */
export function UnexpectedErrorPage({ cause }: { cause?: unknown }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('messages.errorOccurred')} />
      <Typography sx={{ mb: 3 }}>
        {t('errors.unexpected.body')}
        <ErrorReference cause={cause} />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={() => void applyUpdate()}>
          {t('errors.unexpected.reload')}
        </Button>
        <Button variant="outlined" href="/">
          {t('errors.goHome')}
        </Button>
      </Stack>
    </>
  );
}
