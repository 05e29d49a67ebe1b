import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_WIDTHS } from '@schooldog/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface AppDialogProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  actions: ReactNode;
  children: ReactNode;
  width?: keyof typeof DIALOG_WIDTHS;
  /**
   * Something typed is not saved: Escape or a click beside the dialog asks before discarding it.
   * The dialog's own Cancel button is a choice already and closes at once.
   */
  isDirty?: boolean;
}

/** A dialog at the spec's widths (spec 001 §9), full width on a phone. */
export function AppDialog(props: AppDialogProps) {
  const { isOpen, title, onClose, actions, children, width = 'default', isDirty = false } = props;
  const titleId = useId();
  const discard = useDiscardConfirmation(isDirty, onClose);
  return (
    <Dialog
      open={isOpen}
      onClose={discard.requestClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS[width], m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>{actions}</DialogActions>
      {discard.confirmation}
    </Dialog>
  );
}

/**
 * Escape or a click beside a dialog with something typed and not saved asks before discarding it:
 * `requestClose` is the dialog's onClose, `confirmation` is rendered inside the dialog.
 */
export function useDiscardConfirmation(isDirty: boolean, onClose: () => void) {
  const [isAsking, setAsking] = useState(false);
  return {
    requestClose: () => (isDirty ? setAsking(true) : onClose()),
    confirmation: isAsking ? (
      <DiscardChangesDialog
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
    ) : null,
  };
}

/** "Discard your changes?" over a dialog with typed fields; Escape keeps editing. */
function DiscardChangesDialog({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      isOpen
      title={t('common.discardTitle')}
      onClose={onKeep}
      actions={
        <>
          <Button onClick={onKeep} autoFocus>
            {t('common.keepEditing')}
          </Button>
          <Button color="error" variant="contained" onClick={onDiscard}>
            {t('common.discardChanges')}
          </Button>
        </>
      }
    >
      <DialogContentText>{t('common.discardBody')}</DialogContentText>
    </AppDialog>
  );
}
