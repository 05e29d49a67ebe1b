import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  canAssignWorkOrders,
  canChooseWorkOrderBoard,
  RECURRING_TITLE_MAX,
  type TRecurringWorkOrder,
  type TTasksSettings,
} from '@schooldog/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { translateRefusal, translateRefusalFields, translateServerMessage } from '../../i18n/serverMessages';
import { AppDialog } from '../../ui/AppDialog';
import { useToast } from '../../ui/toast';
import { useCurrentUser } from '../auth/currentUser';
import { schoolsWhere } from '../entries/labels';
import { localToday } from '../tasksSettings/draft';
import { CREATE_WORK_ORDER_PERMISSION, workOrderActorOf } from '../workOrders/access';
import { SettingsGate } from '../workOrders/dialog/SettingsGate';
import { WorkOrderFields } from '../workOrders/dialog/WorkOrderFields';
import type { WorkOrderFormValues } from '../workOrders/dialog/workOrderForm';
import { useRecurringWorkOrderWrites } from './queries';
import { RecurrenceFields } from './RecurrenceFields';
import {
  newRecurringValues,
  type RecurringFormValues,
  recurringFormErrors,
  recurringRequestOf,
  valuesOfRecurring,
} from './recurringForm';
import '../../i18n/recurringWorkOrders.texts';

interface RecurringWorkOrderDialogProps {
  onClose: () => void;
  /** Editing this one; creating one without it. */
  recurringWorkOrder?: TRecurringWorkOrder;
}

/** The work order dialog in its recurring mode (spec 001 §2): waits for the settings it reads. */
export function RecurringWorkOrderDialog(props: RecurringWorkOrderDialogProps) {
  const { t } = useTranslation();
  const title = props.recurringWorkOrder
    ? t('recurringWorkOrders.dialog.editTitle')
    : t('recurringWorkOrders.dialog.createTitle');
  return (
    <SettingsGate title={title} onClose={props.onClose}>
      {(settings) => <RecurringForm {...props} settings={settings} title={title} />}
    </SettingsGate>
  );
}

/** A server field name as the form names it: the work order's fields without their prefix. */
const formField = (field: string) => field.replace(/^workOrderData\./, '');

function RecurringForm({
  onClose,
  recurringWorkOrder,
  settings,
  title,
}: RecurringWorkOrderDialogProps & { settings: TTasksSettings; title: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useCurrentUser();
  const actor = workOrderActorOf(me);
  // Schools where its maker may create work orders: its work orders are made as them.
  const schools = schoolsWhere(me, CREATE_WORK_ORDER_PERMISSION);
  const initial = useMemo(
    () =>
      recurringWorkOrder ? valuesOfRecurring(recurringWorkOrder) : newRecurringValues(settings, schools),
    // The first values only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hasTriedSave, setTriedSave] = useState(false);
  const { save } = useRecurringWorkOrderWrites();
  const today = localToday();
  const isDirty = JSON.stringify(values) !== JSON.stringify(initial);

  const messagesOf = (current: RecurringFormValues) =>
    Object.fromEntries(
      Object.entries(
        recurringFormErrors(current, settings, today, recurringWorkOrder ? initial : undefined),
      ).map(([field, message]) => [field, translateServerMessage(t, message)]),
    );

  const handleChange = (change: Partial<RecurringFormValues>) => {
    const next = { ...values, ...change };
    // The assignees are chosen among the first school's staff.
    next.work = { ...next.work, schoolId: next.schoolIds[0] ?? '' };
    setValues(next);
    if (hasTriedSave) setErrors(messagesOf(next));
  };
  const handleWorkChange = (change: Partial<WorkOrderFormValues>) =>
    handleChange({ work: { ...values.work, ...change } });

  const handleSave = async () => {
    setTriedSave(true);
    const found = messagesOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        id: recurringWorkOrder?.id ?? null,
        request: recurringRequestOf(values, settings),
      });
      toast.success(
        t(recurringWorkOrder ? 'messages.recurringWorkOrderUpdated' : 'messages.recurringWorkOrderCreated'),
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = translateRefusalFields(t, error);
        setErrors(
          Object.fromEntries(Object.entries(fields).map(([field, text]) => [formField(field), text])),
        );
        toast.error(translateRefusal(t, error), { cause: error });
      } else toast.error(t('recurringWorkOrders.dialog.saveFailed'), { cause: error });
    }
  };

  const chosenSchools = values.schoolIds.map(
    (id) => schools.find((school) => school.id === id) ?? { id, name: t('entries.card.unknownSchool') },
  );
  const leadingFields = (
    <>
      <Autocomplete
        multiple
        options={schools}
        value={chosenSchools}
        getOptionLabel={(school) => school.name}
        getOptionKey={(school) => school.id}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        onChange={(_event, chosen) => {
          const schoolIds = chosen.map((school) => school.id);
          // Other schools may have other staff: the assignees are chosen again.
          const isFirstChanged = schoolIds[0] !== values.schoolIds[0];
          handleChange({
            schoolIds,
            work: isFirstChanged ? { ...values.work, assignedUserIds: [] } : values.work,
          });
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('recurringWorkOrders.fields.schools')}
            required={values.schoolIds.length === 0}
            error={Boolean(errors.schoolIds)}
            helperText={errors.schoolIds ?? ' '}
          />
        )}
      />
      <TextField
        label={t('recurringWorkOrders.fields.title')}
        value={values.title}
        onChange={(event) => handleChange({ title: event.target.value })}
        required
        fullWidth
        error={Boolean(errors.title)}
        helperText={errors.title ?? ' '}
        slotProps={{ htmlInput: { maxLength: RECURRING_TITLE_MAX } }}
      />
    </>
  );

  return (
    <AppDialog
      isOpen
      title={title}
      onClose={onClose}
      isDirty={isDirty}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" loading={save.isPending} onClick={() => void handleSave()}>
            {recurringWorkOrder
              ? t('recurringWorkOrders.dialog.save')
              : t('recurringWorkOrders.dialog.create')}
          </Button>
        </>
      }
    >
      <WorkOrderFields
        values={values.work}
        onChange={handleWorkChange}
        errors={errors}
        settings={settings}
        schools={schools}
        isSchoolFixed={false}
        mayAssign={canAssignWorkOrders(actor, settings)}
        mayChooseBoard={canChooseWorkOrderBoard(actor, settings)}
        maySchedule={false}
        today={today}
        recurring={{ leadingFields }}
      />
      <RecurrenceFields values={values} onChange={handleChange} errors={errors} today={today} />
    </AppDialog>
  );
}
