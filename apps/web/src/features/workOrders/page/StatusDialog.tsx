import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS, type TWorkOrderDetail, type WorkOrderStatus } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { translateRefusal, translateRefusalFields } from '../../../i18n/serverMessages';
import { AppDialog } from '../../../ui/AppDialog';
import { useToast } from '../../../ui/toast';
import { useChangeWorkOrderStatus } from '../pageApi';
import { useWorkOrderFormat } from './format';

interface StatusDialogProps {
  order: TWorkOrderDetail;
  /** The statuses the viewer may choose (workOrderPageAccess). */
  choices: readonly WorkOrderStatus[];
  canSchedule: boolean;
  onClose: () => void;
}

/** Change Status: one of the permitted statuses, a comment for the history, a start date for Scheduled. */
export function StatusDialog({ order, choices, canSchedule, onClose }: StatusDialogProps) {
  const { t } = useTranslation();
  const format = useWorkOrderFormat();
  const toast = useToast();
  const change = useChangeWorkOrderStatus(order.id);
  const [status, setStatus] = useState<WorkOrderStatus | ''>('');
  const [comment, setComment] = useState('');
  const [scheduledStartDate, setScheduledStartDate] = useState(order.scheduledStartDate ?? '');
  const refusal = change.error instanceof ApiError ? change.error : null;
  const fieldErrors = translateRefusalFields(t, refusal);
  const isScheduling = status === 'scheduled' && canSchedule;

  const handleSave = () => {
    if (status === '') return;
    change.mutate(
      {
        status,
        comment,
        ...(isScheduling ? { scheduledStartDate: scheduledStartDate || null } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('workOrderPage.statusChanged', { status: format.status(status) }));
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0))
            toast.error(
              error instanceof ApiError ? translateRefusal(t, error) : t('workOrderPage.saveFailed'),
              { cause: error },
            );
        },
      },
    );
  };

  return (
    <AppDialog
      isOpen
      title={t('workOrderPage.changeStatus')}
      onClose={onClose}
      isDirty={status !== '' || comment !== ''}
      actions={
        <>
          <Button onClick={onClose}>{t('workOrderPage.cancel')}</Button>
          <Button variant="contained" onClick={handleSave} disabled={status === '' || change.isPending}>
            {t('workOrderPage.save')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={t('workOrderPage.newStatus')}
          value={status}
          onChange={(event) => setStatus(event.target.value as WorkOrderStatus)}
          helperText={t('workOrderPage.currentStatus', { status: format.status(order.status) })}
          error={Boolean(fieldErrors.status)}
        >
          {choices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {format.status(choice)}
            </MenuItem>
          ))}
        </TextField>
        {isScheduling ? (
          <TextField
            type="date"
            label={t('workOrderPage.scheduledStart')}
            value={scheduledStartDate}
            onChange={(event) => setScheduledStartDate(event.target.value)}
            error={Boolean(fieldErrors.scheduledStartDate)}
            helperText={fieldErrors.scheduledStartDate}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ) : null}
        <TextField
          label={t('workOrderPage.statusComment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={2}
          error={Boolean(fieldErrors.comment)}
          helperText={fieldErrors.comment}
          slotProps={{ htmlInput: { maxLength: LIMITS.workOrderCommentMax } }}
        />
      </Stack>
    </AppDialog>
  );
}
