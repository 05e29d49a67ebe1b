import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { AppDialog } from '../../ui/AppDialog';

/**
 * Asks before leaving the editor with unsaved changes: another page of the app (a dialog), or
 * closing or reloading the tab (the browser's own question).
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
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
      title={t('rubrics.editor.unsavedTitle')}
      onClose={() => blocker.reset?.()}
      actions={
        <>
          <Button onClick={() => blocker.reset?.()}>{t('rubrics.editor.keepEditing')}</Button>
          <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
            {t('common.discardChanges')}
          </Button>
        </>
      }
    >
      <DialogContentText>{t('rubrics.editor.unsavedBody')}</DialogContentText>
    </AppDialog>
  );
}
