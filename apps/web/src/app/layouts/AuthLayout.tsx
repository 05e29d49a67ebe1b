import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { setManualOffline, useConnectivity } from '../../offline/connectivity';
import { BrandMark } from '../../ui/BrandMark';
import { MAIN_CONTENT_ID } from '../../ui/SkipLink';

/**
 * Branding on the left from md up, the form on the right; one column on phones. Offline the
 * forms cannot work, so an offline notice takes their place (spec 000 §2 "Guards and shell").
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const { isOffline } = useConnectivity();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <Box
        component="aside"
        aria-label={t('authLayout.brandingLabel')}
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 2,
          p: 6,
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          backgroundImage: 'linear-gradient(160deg, rgba(255,255,255,0.08), rgba(0,0,0,0.18))',
        }}
      >
        <BrandMark size="large" />
        <Typography sx={{ fontSize: '1.25rem', maxWidth: 420 }}>{t('authLayout.tagline')}</Typography>
      </Box>
      <Stack sx={{ alignItems: 'center', px: 2, py: { xs: 3, md: 6 } }}>
        <Box sx={{ display: { xs: 'block', md: 'none' }, alignSelf: 'flex-start', mb: 3 }}>
          <BrandMark color="primary.main" />
        </Box>
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          sx={{ width: '100%', maxWidth: 440, my: 'auto', display: 'flex', flexDirection: 'column' }}
        >
          {isOffline ? <AuthOfflineNotice /> : <Outlet />}
        </Box>
        <Stack component="footer" direction="row" spacing={2} sx={{ mt: 4 }}>
          <Link component={RouterLink} to="/install" variant="body2">
            {t('offline.install.installApp')}
          </Link>
          <Link component={RouterLink} to="/terms" variant="body2">
            {t('nav.terms')}
          </Link>
          <Link component={RouterLink} to="/privacy" variant="body2">
            {t('nav.privacy')}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}

/** Offline the sign-in form cannot work; it comes back by itself once the connection does. */
function AuthOfflineNotice() {
  const { t } = useTranslation();
  const { isManuallyOffline } = useConnectivity();
  return (
    <Alert severity="warning" icon={<CloudOffIcon />}>
      <AlertTitle component="h1">{t('offline.auth.title')}</AlertTitle>
      {isManuallyOffline ? t('offline.auth.offlineModeBody') : t('offline.auth.body')}
      {isManuallyOffline ? (
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" color="inherit" size="small" onClick={() => setManualOffline(false)}>
            {t('offline.menu.disable')}
          </Button>
        </Box>
      ) : null}
    </Alert>
  );
}
