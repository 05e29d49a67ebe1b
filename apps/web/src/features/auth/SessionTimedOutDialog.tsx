import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../ui/AppDialog';

interface SessionTimedOutDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Shown for ?i=authTimeout and ?issue=authInitTimeout: the account could not be verified in time. */
export function SessionTimedOutDialog({ isOpen, onClose }: SessionTimedOutDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('auth.sessionTimedOut.title')}
      actions={
        <Button variant="contained" onClick={onClose}>
          {t('auth.sessionTimedOut.retry')}
        </Button>
      }
    >
      <DialogContentText>{t('auth.sessionTimedOut.body')}</DialogContentText>
      <DialogContentText sx={{ mt: 2 }}>{t('auth.sessionTimedOut.hint')}</DialogContentText>
    </AppDialog>
  );
}
