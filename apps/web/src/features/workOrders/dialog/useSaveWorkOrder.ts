import type { TTasksSettings, TWorkOrder } from '@schooldog/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateRefusal, translateRefusalFields } from '../../../i18n/serverMessages';
import { useToast } from '../../../ui/toast';
import { useCurrentUser } from '../../auth/currentUser';
import { useWorkOrderWrite, WorkOrderWriteRefused } from '../useWorkOrderWrite';
import { createRequestOf, updateRequestOf, type WorkOrderFormValues } from './workOrderForm';
import '../../../i18n/workOrders.texts';

/** What the dialog was saved as: its work order's id, and whether it still waits in the outbox. */
export interface SavedWorkOrder {
  id: string;
  isQueued: boolean;
}

interface SaveWorkOrderOptions {
  /** The work order being edited; undefined when creating one. */
  workOrder: TWorkOrder | undefined;
  /** The id of a new work order, made once when the dialog opens so a retried save creates it once. */
  newWorkOrderId: string;
  /** The entry it is made from. */
  entryId: string | null;
  settings: TTasksSettings;
  initial: WorkOrderFormValues;
  pictures: {
    /** Keeps the new pictures on the device (under `folder`) and answers every kept path, in order. */
    store: (ownerId: string, folder: string) => Promise<string[]>;
    hasNewPictures: boolean;
  };
  onSaved: (saved: SavedWorkOrder) => void;
  onFieldErrors: (fields: Record<string, string>) => void;
}

/**
 * Saving the work order dialog through the outbox (issue 26 point 7), as useSaveEntry does for
 * entries: new pictures stay on the device under tasks/{userId}/ for the picture queue (spec 001
 * §7), then the create or the edit is queued. Online the dialog waits for the server and shows a
 * refusal (field errors) and stays open; offline it closes at once. One save at a time, so a double
 * click creates one work order.
 */
export function useSaveWorkOrder(options: SaveWorkOrderOptions) {
  const { workOrder, newWorkOrderId, entryId, settings, initial, pictures, onSaved, onFieldErrors } = options;
  const { t } = useTranslation();
  const toast = useToast();
  const me = useCurrentUser();
  const { write, isPending } = useWorkOrderWrite();
  // Set before the pictures are stored, so a second click meanwhile does nothing.
  const isSavingRef = useRef(false);

  const send = async (values: WorkOrderFormValues) => {
    const id = workOrder?.id ?? newWorkOrderId;
    const imagePaths = await pictures.store(id, `tasks/${me.user.id}`);
    const current = { ...values, imagePaths };
    if (!workOrder)
      return write('workOrder.create', {
        ...createRequestOf(id, current, settings, entryId),
        id,
      });
    const changes = updateRequestOf(current, initial);
    // An edit without changes just closes: nothing is sent.
    if (Object.keys(changes).length === 0) return 'unchanged' as const;
    return write('workOrder.update', { id, changes });
  };

  const save = async (values: WorkOrderFormValues) => {
    if (isSavingRef.current) return;
    isSavingRef.current = true;
    try {
      const outcome = await send(values);
      if (outcome === null) return;
      const isQueued = outcome === 'queued';
      if (outcome !== 'unchanged')
        toast.success(
          t(
            workOrder
              ? isQueued
                ? 'workOrders.dialog.updatedOffline'
                : 'messages.workOrderUpdated'
              : isQueued
                ? 'workOrders.dialog.createdOffline'
                : 'messages.workOrderCreated',
          ),
        );
      onSaved({ id: workOrder?.id ?? newWorkOrderId, isQueued });
    } catch (error) {
      if (error instanceof WorkOrderWriteRefused) {
        const fields = translateRefusalFields(t, error.refusal);
        if (Object.keys(fields).length > 0) onFieldErrors(fields);
        toast.error(translateRefusal(t, error.refusal), { cause: error });
      } else {
        console.warn('saving the work order failed', error);
        toast.error(t('workOrders.dialog.saveFailed'), { cause: error });
      }
    } finally {
      isSavingRef.current = false;
    }
  };

  return { save, isSaving: isPending };
}
