import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  canAssignWorkOrders,
  canChooseWorkOrderBoard,
  canScheduleWorkOrders,
  newId,
  type TTasksSettings,
} from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../i18n/serverMessages';
import { AppDialog } from '../../ui/AppDialog';
import { useCurrentUser } from '../auth/currentUser';
import { localToday } from '../tasksSettings/draft';
import { workOrderActorOf } from '../workOrders/access';
import { WorkOrderFields } from '../workOrders/dialog/WorkOrderFields';
import {
  newWorkOrderValues,
  workOrderFormErrors,
  type WorkOrderFormValues,
} from '../workOrders/dialog/workOrderForm';
import { SettingsGate } from '../workOrders/dialog/SettingsGate';
import { draftOf, type EntryWorkOrderItem } from './entryWorkOrders';

interface EntryWorkOrderDraftDialogProps {
  /** The entry's school: the work order's, fixed. */
  schoolId: string;
  /** Where the entry is: a new work order starts there (the same room of the same profile). */
  place: Pick<WorkOrderFormValues, 'location' | 'locationDataProfileId' | 'locationDataProfileOptionId'>;
  /** Editing this draft; a new one without it. */
  item: EntryWorkOrderItem | null;
  onDone: (item: EntryWorkOrderItem) => void;
  onClose: () => void;
}

/**
 * The work order fields of a draft made with an entry (spec 001 §2 "opened ... from an entry"):
 * checked by the domain's rules as Create Work Order checks them; kept with the entry until it is saved.
 */
export function EntryWorkOrderDraftDialog(props: EntryWorkOrderDraftDialogProps) {
  const { t } = useTranslation();
  const title = props.item ? t('entries.workOrders.editTitle') : t('entries.workOrders.addTitle');
  return (
    <SettingsGate title={title} onClose={props.onClose}>
      {(settings) => <DraftForm {...props} settings={settings} title={title} />}
    </SettingsGate>
  );
}

function DraftForm({
  schoolId,
  place,
  item,
  onDone,
  onClose,
  settings,
  title,
}: EntryWorkOrderDraftDialogProps & { settings: TTasksSettings; title: string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const actor = workOrderActorOf(me);
  const [initial] = useState(
    () => item?.values ?? newWorkOrderValues(settings, me.schools, { schoolId, ...place }),
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hasTried, setTried] = useState(false);
  const [id] = useState(() => item?.draft.id ?? newId());
  const today = localToday();

  const messagesOf = (current: typeof values) =>
    Object.fromEntries(
      Object.entries(workOrderFormErrors(current, settings, today)).map(([field, message]) => [
        field,
        translateServerMessage(t, message),
      ]),
    );
  const handleChange = (change: Partial<typeof values>) => {
    const next = { ...values, ...change, schoolId };
    setValues(next);
    if (hasTried) setErrors(messagesOf(next));
  };
  const handleDone = () => {
    setTried(true);
    const found = messagesOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onDone({ draft: draftOf(id, values, settings), values });
  };

  return (
    <AppDialog
      isOpen
      title={title}
      onClose={onClose}
      isDirty={JSON.stringify(values) !== JSON.stringify(initial)}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={handleDone}>
            {item ? t('entries.workOrders.update') : t('entries.workOrders.add')}
          </Button>
        </>
      }
    >
      <WorkOrderFields
        values={values}
        onChange={handleChange}
        errors={errors}
        settings={settings}
        schools={me.schools}
        isSchoolFixed
        mayAssign={canAssignWorkOrders(actor, settings)}
        mayChooseBoard={canChooseWorkOrderBoard(actor, settings)}
        maySchedule={canScheduleWorkOrders(actor, settings)}
        today={today}
      />
      <Alert severity="info" icon={false} sx={{ mt: 1 }}>
        {t('entries.workOrders.madeWithEntry')}
      </Alert>
    </AppDialog>
  );
}
