import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { watchMajorUpdates } from './majorUpdates';
import { applyUpdate } from './serviceWorker';
import { snoozeRemainingMs, snoozeUpdateBanner } from './updatePreferences';
import { useUpdateState } from './updateStore';

/**
 * Spec 000 §2 "Dialogs and updates": a major update forces a reload; a minor one (or a new build
 * waiting in the service worker) shows this banner, which comes back 2 h after a dismissal.
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const { kind, hasWaitingWorker, isForcedReloadUnderway } = useUpdateState();
  const [isSnoozed, setSnoozed] = useState(() => snoozeRemainingMs() > 0);
  const [isReloadClicked, setReloadClicked] = useState(false);
  const isReloading = isReloadClicked || isForcedReloadUnderway;

  useEffect(() => watchMajorUpdates(), []);

  useEffect(() => {
    if (!isSnoozed) return;
    const timer = setTimeout(() => setSnoozed(false), snoozeRemainingMs());
    return () => clearTimeout(timer);
  }, [isSnoozed]);

  // A major update reloads by itself; should that reload not bring the new version, Reload stays offered.
  const isRequired = kind === 'major';
  const isOpen = isRequired || ((kind === 'minor' || hasWaitingWorker) && !isSnoozed);

  const handleReload = () => {
    setReloadClicked(true);
    void applyUpdate();
  };
  const handleDismiss = () => {
    snoozeUpdateBanner();
    setSnoozed(true);
  };

  return (
    // Below the toolbar (56 px on phones, 64 px from sm), so the menu and account buttons stay reachable.
    <Snackbar
      open={isOpen}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 64, sm: 72 } }}
    >
      <Alert
        role="status"
        variant="filled"
        icon={<SystemUpdateAltIcon />}
        sx={{
          width: '100%',
          alignItems: 'center',
          bgcolor: 'grey.900',
          color: 'common.white',
          '& .MuiAlert-icon': { color: 'inherit' },
        }}
        action={
          <Stack direction="row" spacing={1}>
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              onClick={handleReload}
              disabled={isReloading}
            >
              {isReloading ? t('offline.update.reloading') : t('offline.update.reload')}
            </Button>
            {isRequired ? null : (
              <Button color="inherit" size="small" onClick={handleDismiss}>
                {t('offline.update.dismiss')}
              </Button>
            )}
          </Stack>
        }
      >
        <AlertTitle sx={{ mb: 0 }}>
          {isRequired ? t('offline.update.required') : t('offline.update.available')}
        </AlertTitle>
      </Alert>
    </Snackbar>
  );
}
