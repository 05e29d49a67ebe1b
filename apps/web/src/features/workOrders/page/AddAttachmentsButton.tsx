import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { WORK_ORDER_ATTACHMENT_ACCEPT } from '@schooldog/domain';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOffline, useConnectivity } from '../../../offline/connectivity';
import { useToast } from '../../../ui/toast';
import { screenAttachments, useAttachmentUploader } from '../attachmentsApi';
import '../../../i18n/workOrderPage.texts';

/**
 * Add Attachment (spec 001 §5, §8): several files at once, of the spec's types; online only, so
 * offline it says so instead of opening the picker. Refused files are named with the reason.
 */
export function AddAttachmentsButton({ workOrderId }: { workOrderId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { isOffline: offline } = useConnectivity();
  const upload = useAttachmentUploader();
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setUploading] = useState(false);

  const handleClick = () => {
    if (isOffline()) toast.error(t('messages.workOrderAttachmentsOffline'));
    else input.current?.click();
  };

  const handleChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // The same file may be chosen again later.
    event.target.value = '';
    const { accepted, refusals } = screenAttachments(t, chosen);
    for (const refusal of refusals) toast.error(refusal);
    if (accepted.length === 0) return;
    setUploading(true);
    void upload(workOrderId, accepted).finally(() => setUploading(false));
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AttachFileIcon />}
        loading={isUploading}
        onClick={handleClick}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('workOrderPage.addAttachment')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={WORK_ORDER_ATTACHMENT_ACCEPT}
        aria-label={t('workOrderPage.addAttachment')}
        data-testid="attachment-input"
        onChange={handleChosen}
      />
      {offline ? (
        <Typography variant="caption" color="text.secondary">
          {t('messages.workOrderAttachmentsOffline')}
        </Typography>
      ) : null}
    </>
  );
}
