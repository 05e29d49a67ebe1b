import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { AppDialog } from './AppDialog';

/**
 * Asks before leaving an editor with unsaved changes: another page of the app (a dialog saying
 * `body`), or closing or reloading the tab (the browser's own question).
 */
export function UnsavedChangesGuard({ isDirty, body }: { isDirty: boolean; body: string }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return (
    <AppDialog
      isOpen={blocker.state === 'blocked'}
      title={t('common.discardTitle')}
      onClose={() => blocker.reset?.()}
      actions={
        <>
          <Button onClick={() => blocker.reset?.()}>{t('common.keepEditing')}</Button>
          <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
            {t('common.discardChanges')}
          </Button>
        </>
      }
    >
      <DialogContentText>{body}</DialogContentText>
    </AppDialog>
  );
}
