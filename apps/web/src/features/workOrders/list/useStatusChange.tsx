import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  canChangeWorkOrderStatus,
  canScheduleWorkOrders,
  type TTasksSettings,
  type TWorkOrder,
  WORK_ORDER_MESSAGES,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
  workOrderFieldErrors,
} from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateRefusal, translateServerMessage } from '../../../i18n/serverMessages';
import { AppDialog } from '../../../ui/AppDialog';
import { useToast } from '../../../ui/toast';
import { useCurrentUser } from '../../auth/currentUser';
import { localToday } from '../../tasksSettings/draft';
import { workOrderActorOf, workOrderSubjectOf } from '../access';
import { STATUS_LABEL_KEYS } from '../labels';
import { useWorkOrderWrite, WorkOrderWriteRefused } from '../useWorkOrderWrite';

/**
 * The statuses a work order may be moved to by this user, as the domain rules (spec 001 §6): none
 * when they may not change its status; Scheduled needs a scheduled start date, which they must be
 * allowed to set when it has none.
 */
export function statusTargetsOf(
  order: TWorkOrder,
  actor: ReturnType<typeof workOrderActorOf>,
  settings: TTasksSettings,
): WorkOrderStatus[] {
  if (!canChangeWorkOrderStatus(actor, workOrderSubjectOf(order), settings)) return [];
  const maySchedule = order.scheduledStartDate !== null || canScheduleWorkOrders(actor, settings);
  return WORK_ORDER_STATUSES.filter(
    (status) => status !== order.status && (status !== 'scheduled' || maySchedule),
  );
}

/**
 * Moving work orders between statuses, from the board's drag and drop and the cards' menu alike:
 * `targetsOf` says where one may go, `move` sends it (asking for a scheduled start date first when
 * Scheduled needs one), and `dialog` is that question, rendered by the caller.
 */
export function useStatusChange(settings: TTasksSettings | undefined) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const toast = useToast();
  const change = useWorkOrderWrite();
  const [scheduling, setScheduling] = useState<TWorkOrder | null>(null);
  const actor = workOrderActorOf(me);

  const targetsOf = (order: TWorkOrder): WorkOrderStatus[] =>
    settings ? statusTargetsOf(order, actor, settings) : [];

  // Through the outbox (issue 26 point 7): offline the move is queued and the board shows it at once.
  const send = (order: TWorkOrder, status: WorkOrderStatus, scheduledStartDate?: string) =>
    change
      .write('workOrder.status', {
        id: order.id,
        status,
        ...(scheduledStartDate ? { scheduledStartDate } : {}),
      })
      .then(
        (outcome) => {
          if (outcome === null) return false;
          const statusName = t(STATUS_LABEL_KEYS[status]);
          toast.success(
            outcome === 'queued'
              ? t('workOrders.statusChange.queued', { status: statusName })
              : t('workOrders.statusChange.done', { status: statusName }),
          );
          return true;
        },
        (error: unknown) => {
          const message =
            error instanceof WorkOrderWriteRefused
              ? translateRefusal(t, error.refusal)
              : t('workOrders.statusChange.failed');
          toast.error(message, { cause: error });
          return false;
        },
      );

  const move = (order: TWorkOrder, status: WorkOrderStatus) => {
    if (!targetsOf(order).includes(status)) return;
    if (status === 'scheduled' && order.scheduledStartDate === null) setScheduling(order);
    else void send(order, status);
  };

  const dialog =
    scheduling && settings ? (
      <ScheduleDialog
        settings={settings}
        onClose={() => setScheduling(null)}
        isSaving={change.isPending}
        onSchedule={async (date) => {
          if (await send(scheduling, 'scheduled', date)) setScheduling(null);
        }}
      />
    ) : null;

  return { targetsOf, move, dialog, isChanging: change.isPending };
}

interface ScheduleDialogProps {
  settings: TTasksSettings;
  onClose: () => void;
  onSchedule: (date: string) => Promise<void>;
  isSaving: boolean;
}

/** Scheduled needs a scheduled start date, not before today (spec 001 §5). */
function ScheduleDialog({ settings, onClose, onSchedule, isSaving }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [error, setError] = useState('');
  const today = localToday();

  const handleSchedule = () => {
    const message = !date
      ? WORK_ORDER_MESSAGES.workOrderScheduledStartRequired
      : workOrderFieldErrors({ ...NO_VALUES, scheduledStartDate: date }, settings, today).scheduledStartDate;
    if (message) setError(translateServerMessage(t, message));
    else void onSchedule(date);
  };

  return (
    <AppDialog
      isOpen
      title={t('workOrders.statusChange.scheduleTitle')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" loading={isSaving} onClick={handleSchedule}>
            {t('workOrders.statusChange.schedule')}
          </Button>
        </>
      }
    >
      <TextField
        type="date"
        label={t('workOrders.fields.scheduledStartDate')}
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          setError('');
        }}
        error={error !== ''}
        helperText={error || ' '}
        fullWidth
        required
        sx={{ mt: 1 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
    </AppDialog>
  );
}

// Only the date's own rule is read of the field rules here.
const NO_VALUES = {
  assignedUserIds: [],
  location: '',
  notes: '',
  priority: null,
  dueDate: null,
  scheduledStartDate: null,
  boardId: null,
  customFields: {},
};
