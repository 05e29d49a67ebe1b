import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WORK_ORDER_ATTACHMENT_ACCEPT } from '@schooldog/domain';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../../offline/connectivity';
import type { AttachmentUploads } from './useAttachmentUploads';
import '../../../i18n/workOrders.texts';

/**
 * The dialog's Attachments (spec 001 §2, §5): files of the spec's types, listed to be removed
 * before saving; offline the field is disabled and says why (they are sent online only).
 */
export function AttachmentsField({ uploads }: { uploads: AttachmentUploads }) {
  const { t } = useTranslation();
  const { isOffline } = useConnectivity();
  const input = useRef<HTMLInputElement>(null);

  const handleChosen = (event: ChangeEvent<HTMLInputElement>) => {
    uploads.add(Array.from(event.target.files ?? []));
    // The same file may be chosen again after being removed.
    event.target.value = '';
  };

  return (
    <Stack spacing={0.5} component="section" aria-label={t('workOrders.dialog.attachments')}>
      <Typography variant="subtitle2" component="h3">
        {t('workOrders.dialog.attachments')}
      </Typography>
      {uploads.files.length > 0 ? (
        <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {uploads.files.map((file) => (
            <Stack
              component="li"
              key={`${file.name}-${file.lastModified}`}
              direction="row"
              alignItems="center"
              spacing={1}
            >
              <AttachFileIcon fontSize="small" color="action" />
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('workOrders.dialog.removeAttachment', { name: file.name })}
                onClick={() => uploads.remove(file)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      ) : null}
      <Button
        variant="outlined"
        size="small"
        startIcon={<AttachFileIcon />}
        disabled={isOffline}
        onClick={() => input.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('workOrders.dialog.addAttachments')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        disabled={isOffline}
        accept={WORK_ORDER_ATTACHMENT_ACCEPT}
        aria-label={t('workOrders.dialog.addAttachments')}
        data-testid="attachment-input"
        onChange={handleChosen}
      />
      {uploads.refusals.map((refusal) => (
        <FormHelperText key={refusal} error>
          {refusal}
        </FormHelperText>
      ))}
      <FormHelperText>
        {isOffline ? t('messages.workOrderAttachmentsOffline') : t('workOrders.dialog.attachmentsHint')}
      </FormHelperText>
    </Stack>
  );
}
