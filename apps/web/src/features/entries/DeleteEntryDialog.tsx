import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutboxWrites } from '../../offline/useOutboxWrites';
import { AppDialog } from '../../ui/AppDialog';
import { useToast } from '../../ui/toast';

interface DeleteEntryDialogProps {
  entryId: string;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * "Entry delete has a confirmation; the delete is permanent." Then 'Entry deleted successfully'.
 * The delete goes through the outbox: offline it is queued and the entry leaves the screens at once.
 */
export function DeleteEntryDialog({ entryId, onClose, onDeleted }: DeleteEntryDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const writes = useOutboxWrites();
  const [isDeleting, setDeleting] = useState(false);

  const handleDelete = async () => {
    if (isDeleting) return;
    setDeleting(true);
    try {
      const outcome = await writes.queue('entry.delete', { id: entryId });
      if (outcome.status === 'refused') {
        toast.error(t('entries.delete.failed'));
        return;
      }
      toast.success(t('messages.entryDeleted'));
      onDeleted();
    } catch (error) {
      console.warn('deleting the entry failed', error);
      toast.error(t('entries.delete.failed'), { cause: error });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <AppDialog
      isOpen
      title={t('entries.delete.title')}
      onClose={isDeleting ? () => undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={isDeleting}>
            {t('common.cancel')}
          </Button>
          <Button color="error" variant="contained" loading={isDeleting} onClick={handleDelete}>
            {t('entries.delete.confirm')}
          </Button>
        </>
      }
    >
      <DialogContentText>{t('entries.delete.body')}</DialogContentText>
    </AppDialog>
  );
}
