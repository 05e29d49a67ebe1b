import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_WIDTHS } from '@schooldog/domain';
import { type ReactNode, useId } from 'react';

interface AppDialogProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  actions: ReactNode;
  children: ReactNode;
  width?: keyof typeof DIALOG_WIDTHS;
}

/** A dialog at the spec's widths (spec 001 §9), full width on a phone. */
export function AppDialog({ isOpen, title, onClose, actions, children, width = 'default' }: AppDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS[width], m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>{actions}</DialogActions>
    </Dialog>
  );
}
