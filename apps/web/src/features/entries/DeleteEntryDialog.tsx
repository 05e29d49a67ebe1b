import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../ui/AppDialog';
import { useToast } from '../../ui/toast';
import { useDeleteEntry } from './queries';

interface DeleteEntryDialogProps {
  entryId: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** "Entry delete has a confirmation; the delete is permanent." Then 'Entry deleted successfully'. */
export function DeleteEntryDialog({ entryId, onClose, onDeleted }: DeleteEntryDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const deleteEntry = useDeleteEntry();

  const handleDelete = async () => {
    try {
      await deleteEntry.mutateAsync(entryId);
      toast.success(t('messages.entryDeleted'));
      onDeleted();
    } catch {
      toast.error(t('entries.delete.failed'));
    }
  };

  return (
    <AppDialog
      isOpen
      title={t('entries.delete.title')}
      onClose={deleteEntry.isPending ? () => undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={deleteEntry.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color="error" variant="contained" loading={deleteEntry.isPending} onClick={handleDelete}>
            {t('entries.delete.confirm')}
          </Button>
        </>
      }
    >
      <DialogContentText>{t('entries.delete.body')}</DialogContentText>
    </AppDialog>
  );
}
