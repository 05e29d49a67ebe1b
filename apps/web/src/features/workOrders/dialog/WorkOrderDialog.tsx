import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  canAssignWorkOrders,
  canChooseWorkOrderBoard,
  canScheduleWorkOrders,
  LIMITS,
  newId,
  type TTasksSettings,
  type TWorkOrder,
} from '@schooldog/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../../i18n/serverMessages';
import { AppDialog } from '../../../ui/AppDialog';
import { useCurrentUser } from '../../auth/currentUser';
import { schoolsWhere } from '../../entries/labels';
import { PicturesField } from '../../entries/PicturesField';
import { hasCamera, usePictures } from '../../entries/usePictures';
import { localToday } from '../../tasksSettings/draft';
import { CREATE_WORK_ORDER_PERMISSION, workOrderActorOf } from '../access';
import { AttachmentsField } from './AttachmentsField';
import { useAttachmentUploads } from './useAttachmentUploads';
import { type SavedWorkOrder, useSaveWorkOrder } from './useSaveWorkOrder';
import { SettingsGate } from './SettingsGate';
import { WorkOrderFields } from './WorkOrderFields';
import {
  newWorkOrderValues,
  valuesOfWorkOrder,
  type WorkOrderFormValues,
  workOrderFormErrors,
} from './workOrderForm';
import '../../../i18n/workOrders.texts';

/** The entry a work order is made from: its school, and the pictures it may show. */
export interface WorkOrderSource {
  entryId: string;
  schoolId: string;
  imagePaths: readonly string[];
  description?: string;
  location?: string;
}

interface WorkOrderDialogProps {
  onClose: () => void;
  /** Editing this work order; creating one without it. */
  workOrder?: TWorkOrder;
  /** Creating from an entry (its school, its pictures). */
  source?: WorkOrderSource;
  onSaved?: (saved: SavedWorkOrder) => void;
}

/** Create Work Order and its edit (spec 001 §2 "Work order create/edit dialog"): waits for the settings it reads. */
export function WorkOrderDialog(props: WorkOrderDialogProps) {
  const { t } = useTranslation();
  const title = props.workOrder ? t('workOrders.dialog.editTitle') : t('workOrders.dialog.createTitle');
  return (
    <SettingsGate title={title} onClose={props.onClose}>
      {(settings) => <WorkOrderForm {...props} settings={settings} title={title} />}
    </SettingsGate>
  );
}

function WorkOrderForm({
  onClose,
  workOrder,
  source,
  onSaved,
  settings,
  title,
}: WorkOrderDialogProps & { settings: TTasksSettings; title: string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const actor = workOrderActorOf(me);
  const schools = schoolsWhere(me, CREATE_WORK_ORDER_PERMISSION);
  const initial = useMemo(
    () =>
      workOrder
        ? valuesOfWorkOrder(workOrder)
        : newWorkOrderValues(
            settings,
            schools,
            source
              ? {
                  schoolId: source.schoolId,
                  description: source.description ?? '',
                  location: source.location ?? '',
                  imagePaths: [...source.imagePaths],
                }
              : {},
          ),
    // The first values only: later changes of the settings or schools do not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hasTriedSave, setTriedSave] = useState(false);
  // Made once when the dialog opens: a retried save creates the work order once.
  const [id] = useState(() => newId());
  const [hasCameraButton] = useState(() => me.user.alwaysShowTakePicture || hasCamera());
  const pictures = usePictures(initial.imagePaths);
  const uploads = useAttachmentUploads();
  const today = localToday();
  const { save, isSaving } = useSaveWorkOrder({
    workOrder,
    newWorkOrderId: id,
    entryId: source?.entryId ?? null,
    settings,
    initial,
    pictures,
    onSaved: (saved) => {
      // The chosen files go after the save, each on its own (they need the work order on the server).
      if (!saved.isQueued) void uploads.uploadAll(saved.id);
      onSaved?.(saved);
      onClose();
    },
    onFieldErrors: setErrors,
  });
  const isDirty =
    JSON.stringify(values) !== JSON.stringify(initial) ||
    pictures.keptPaths.length !== initial.imagePaths.length ||
    pictures.hasNewPictures ||
    uploads.files.length > 0;

  const messagesOf = (current: WorkOrderFormValues) =>
    Object.fromEntries(
      Object.entries(workOrderFormErrors(current, settings, today, workOrder ? initial : undefined)).map(
        ([field, message]) => [field, translateServerMessage(t, message)],
      ),
    );

  const handleChange = (change: Partial<WorkOrderFormValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    // After a first Save the messages follow each change.
    if (hasTriedSave) setErrors(messagesOf(next));
  };

  const handleSave = async () => {
    setTriedSave(true);
    const current = { ...values, imagePaths: pictures.keptPaths };
    const found = messagesOf(current);
    setErrors(found);
    if (Object.keys(found).length > 0 || pictures.isProcessing) return;
    await save(values);
  };

  return (
    <AppDialog
      isOpen
      title={title}
      onClose={onClose}
      isDirty={isDirty}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" loading={isSaving} onClick={() => void handleSave()}>
            {workOrder ? t('workOrders.dialog.save') : t('workOrders.dialog.create')}
          </Button>
        </>
      }
    >
      <Stack spacing={1}>
        <WorkOrderFields
          values={values}
          onChange={handleChange}
          errors={errors}
          settings={settings}
          schools={workOrder || source ? me.schools : schools}
          isSchoolFixed={Boolean(workOrder || source)}
          mayAssign={canAssignWorkOrders(actor, settings)}
          mayChooseBoard={canChooseWorkOrderBoard(actor, settings)}
          maySchedule={canScheduleWorkOrders(actor, settings)}
          today={today}
        />
        {/* Its entry's pictures, kept or removed, and new ones of its own (tasks/{userId}/, spec 001 §7). */}
        <PicturesField
          items={pictures.items}
          onAdd={pictures.add}
          onRemove={pictures.remove}
          hasCameraButton={hasCameraButton}
          canAdd={pictures.items.length < LIMITS.picturesPerEntryMax}
        />
        <AttachmentsField uploads={uploads} />
      </Stack>
    </AppDialog>
  );
}
