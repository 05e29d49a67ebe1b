import Button from '@mui/material/Button';
import type { TWorkOrderDetail } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateRefusal } from '../../../i18n/serverMessages';
import { ApiError } from '../../../api/client';
import { useConnectivity } from '../../../offline/connectivity';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
import { useToast } from '../../../ui/toast';
import { useDeleteWorkOrderAttachment } from '../attachmentsApi';
import '../../../i18n/workOrderPage.texts';

type Attachment = TWorkOrderDetail['attachments'][number];

/** Delete, after a confirmation: the attachment stays in the list, struck and marked (spec 001 §4). */
export function DeleteAttachmentButton({
  workOrderId,
  attachment,
}: {
  workOrderId: string;
  attachment: Attachment;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteWorkOrderAttachment(workOrderId);
  // Deleting is online only, like adding (the server writes it at once).
  const { isOffline } = useConnectivity();
  const [isConfirming, setConfirming] = useState(false);

  const handleConfirm = () =>
    remove.mutate(attachment.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('workOrderPage.attachmentDeletedToast', { name: attachment.fileName }));
      },
      onError: (error) =>
        toast.error(error instanceof ApiError ? translateRefusal(t, error) : t('workOrderPage.saveFailed'), {
          cause: error,
        }),
    });

  return (
    <>
      <Button
        size="small"
        color="error"
        disabled={isOffline}
        onClick={() => setConfirming(true)}
        aria-label={t('workOrderPage.deleteAttachmentNamed', { name: attachment.fileName })}
      >
        {t('workOrderPage.deleteAttachment')}
      </Button>
      <ConfirmDeleteDialog
        isOpen={isConfirming}
        title={t('workOrderPage.deleteAttachmentTitle')}
        body={t('workOrderPage.deleteAttachmentBody', { name: attachment.fileName })}
        confirmLabel={t('workOrderPage.deleteAttachment')}
        isDeleting={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleConfirm}
      />
    </>
  );
}
