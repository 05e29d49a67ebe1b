import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  canChangeWorkOrderStatus,
  canScheduleWorkOrders,
  isClosedStatus,
  LIMITS,
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
import '../../../i18n/workOrders.texts';

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

/** A move the board asks about first: a start date for Scheduled without one, a comment to close. */
interface PendingMove {
  order: TWorkOrder;
  status: WorkOrderStatus;
}

const asksAbout = (order: TWorkOrder, status: WorkOrderStatus) => ({
  date: status === 'scheduled' && order.scheduledStartDate === null,
  comment: isClosedStatus(status),
});

/**
 * Moving work orders between statuses, from the board's drag and drop and the cards' menu alike:
 * `targetsOf` says where one may go, `move` sends it, and `dialog` is the question asked first,
 * rendered by the caller: the scheduled start date Scheduled needs, or, to close a work order
 * (Complete, Declined), the comment its history and followers get (spec 001 §3 statusHistory).
 */
export function useStatusChange(settings: TTasksSettings | undefined) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const toast = useToast();
  const change = useWorkOrderWrite();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const actor = workOrderActorOf(me);

  const targetsOf = (order: TWorkOrder): WorkOrderStatus[] =>
    settings ? statusTargetsOf(order, actor, settings) : [];

  // Through the outbox (issue 26 point 7): offline the move is queued and the board shows it at once.
  const send = (order: TWorkOrder, status: WorkOrderStatus, asked: MoveAnswers = {}) =>
    change
      .write('workOrder.status', {
        id: order.id,
        status,
        ...(asked.scheduledStartDate ? { scheduledStartDate: asked.scheduledStartDate } : {}),
        ...(asked.comment ? { comment: asked.comment } : {}),
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
    const asks = asksAbout(order, status);
    if (asks.date || asks.comment) setPending({ order, status });
    else void send(order, status);
  };

  const dialog =
    pending && settings ? (
      <MoveDialog
        status={pending.status}
        asks={asksAbout(pending.order, pending.status)}
        settings={settings}
        onClose={() => setPending(null)}
        isSaving={change.isPending}
        onMove={async (asked) => {
          if (await send(pending.order, pending.status, asked)) setPending(null);
        }}
      />
    ) : null;

  return { targetsOf, move, dialog, isChanging: change.isPending };
}

interface MoveAnswers {
  scheduledStartDate?: string;
  comment?: string;
}

interface MoveDialogProps {
  status: WorkOrderStatus;
  asks: ReturnType<typeof asksAbout>;
  settings: TTasksSettings;
  onClose: () => void;
  onMove: (asked: MoveAnswers) => Promise<void>;
  isSaving: boolean;
}

/** Scheduled needs a scheduled start date, not before today (spec 001 §5); closing takes a comment. */
function MoveDialog({ status, asks, settings, onClose, onMove, isSaving }: MoveDialogProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const today = localToday();
  const statusName = t(STATUS_LABEL_KEYS[status]);

  const handleMove = () => {
    const message = !asks.date
      ? undefined
      : !date
        ? WORK_ORDER_MESSAGES.workOrderScheduledStartRequired
        : workOrderFieldErrors({ ...NO_VALUES, scheduledStartDate: date }, settings, today)
            .scheduledStartDate;
    if (message) setError(translateServerMessage(t, message));
    else void onMove({ ...(asks.date ? { scheduledStartDate: date } : {}), comment: comment.trim() });
  };

  return (
    <AppDialog
      isOpen
      title={
        asks.date && status === 'scheduled'
          ? t('workOrders.statusChange.scheduleTitle')
          : t('workOrders.statusChange.moveTo', { status: statusName })
      }
      onClose={onClose}
      isDirty={date !== '' || comment !== ''}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" loading={isSaving} onClick={handleMove}>
            {asks.date ? t('workOrders.statusChange.schedule') : t('workOrders.statusChange.move')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {asks.date ? (
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
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          />
        ) : null}
        {asks.comment ? (
          <TextField
            label={t('workOrders.statusChange.comment')}
            helperText={t('workOrders.statusChange.commentHelp')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: LIMITS.workOrderCommentMax } }}
          />
        ) : null}
      </Stack>
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
