import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutboxWrites } from '../../offline/useOutboxWrites';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
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
    <ConfirmDeleteDialog
      title={t('entries.delete.title')}
      body={t('entries.delete.body')}
      confirmLabel={t('entries.delete.confirm')}
      isDeleting={isDeleting}
      onCancel={onClose}
      onConfirm={handleDelete}
    />
  );
}
