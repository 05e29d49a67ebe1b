import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate } from '../../offline/pwa/serviceWorker';
import { AppDialog } from '../../ui/AppDialog';
import { ErrorReference } from '../../ui/ErrorReference';
import { dismissUnexpectedError, handleUnexpectedError, useUnexpectedError } from './unexpectedError';

/** Catches what nothing else did: uncaught exceptions and promises rejected with nobody waiting. */
function useGlobalErrorCapture(): void {
  useEffect(() => {
    const handleError = (event: ErrorEvent) => {
      handleUnexpectedError(event.error ?? event.message, 'error', event.filename);
    };
    const handleRejection = (event: PromiseRejectionEvent) => {
      handleUnexpectedError(event.reason, 'unhandledrejection');
    };
    window.addEventListener('error', handleError);
    window.addEventListener('unhandledrejection', handleRejection);
    return () => {
      window.removeEventListener('error', handleError);
      window.removeEventListener('unhandledrejection', handleRejection);
    };
  }, []);
}

/**
 * The spec's "Unexpected-reset Reload dialog" (000 §2 "Dialogs and updates"): after an unexpected
 * error the app's state may be broken, and a reload is the reliable way back. Changes waiting to
 * sync are kept on the device, so reloading loses nothing saved. Reload lets a waiting service
 * worker take over first, so a page that failed to load after a deploy comes back in the new build.
 */
export function UnexpectedErrorDialog() {
  const { t } = useTranslation();
  const error = useUnexpectedError();
  useGlobalErrorCapture();
  return (
    <AppDialog
      isOpen={error !== null}
      title={t('messages.errorOccurred')}
      onClose={dismissUnexpectedError}
      actions={
        <>
          <Button onClick={dismissUnexpectedError}>{t('errors.unexpected.close')}</Button>
          <Button variant="contained" onClick={() => void applyUpdate()}>
            {t('errors.unexpected.reload')}
          </Button>
        </>
      }
    >
      <Typography>
        {error?.isChunkLoad ? t('errors.unexpected.newVersion') : t('errors.unexpected.dialogBody')}
      </Typography>
      <ErrorReference requestId={error?.requestId} />
    </AppDialog>
  );
}
