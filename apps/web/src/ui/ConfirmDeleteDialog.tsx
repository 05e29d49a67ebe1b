import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './AppDialog';

interface ConfirmDeleteDialogProps {
  isOpen?: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation before something is deleted (a walk, a user, a template, an assessment):
 * Cancel and a red confirm button; it cannot be closed while the deletion runs.
 */
export function ConfirmDeleteDialog({
  isOpen = true,
  title,
  body,
  confirmLabel,
  isDeleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      isOpen={isOpen}
      title={title}
      onClose={isDeleting ? () => undefined : onCancel}
      actions={
        <>
          <Button onClick={onCancel} disabled={isDeleting}>
            {t('common.cancel')}
          </Button>
          <Button color="error" variant="contained" loading={isDeleting} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <DialogContentText>{body}</DialogContentText>
    </AppDialog>
  );
}
