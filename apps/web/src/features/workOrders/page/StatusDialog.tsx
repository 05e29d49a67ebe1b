import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS, type TWorkOrderDetail, type WorkOrderStatus } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateRefusal, translateRefusalFields } from '../../../i18n/serverMessages';
import { AppDialog } from '../../../ui/AppDialog';
import { useToast } from '../../../ui/toast';
import { useWorkOrderWrite, WorkOrderWriteRefused } from '../useWorkOrderWrite';
import { useWorkOrderFormat } from './format';
import '../../../i18n/workOrderPage.texts';

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
  const change = useWorkOrderWrite();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<WorkOrderStatus | ''>('');
  const [comment, setComment] = useState('');
  const [scheduledStartDate, setScheduledStartDate] = useState(order.scheduledStartDate ?? '');
  const isScheduling = status === 'scheduled' && canSchedule;

  // Through the outbox (issue 26 point 7): online the answer is awaited, offline it is queued.
  const handleSave = async () => {
    if (status === '') return;
    try {
      const outcome = await change.write('workOrder.status', {
        id: order.id,
        status,
        comment,
        ...(isScheduling ? { scheduledStartDate: scheduledStartDate || null } : {}),
      });
      if (outcome === null) return;
      toast.success(
        t(outcome === 'queued' ? 'workOrderPage.statusQueued' : 'workOrderPage.statusChanged', {
          status: format.status(status),
        }),
      );
      onClose();
    } catch (error) {
      const fields = error instanceof WorkOrderWriteRefused ? translateRefusalFields(t, error.refusal) : {};
      setFieldErrors(fields);
      if (Object.keys(fields).length === 0)
        toast.error(
          error instanceof WorkOrderWriteRefused
            ? translateRefusal(t, error.refusal)
            : t('workOrderPage.saveFailed'),
          { cause: error },
        );
    }
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
          <Button
            variant="contained"
            onClick={() => void handleSave()}
            disabled={status === '' || change.isPending}
          >
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
