import {
  canProposeWorkOrder,
  fitsWorkOrdersPerEntry,
  type TEntryWorkOrderDraft,
  type TMeResponse,
  type TTasksSettings,
} from '@schooldog/domain';
import { resolvedPermissionsOf } from '../auth/permissions';
import { createRequestOf, type WorkOrderFormValues } from '../workOrders/dialog/workOrderForm';

/*
 * The work orders drafted in the log / edit entry dialog (spec 000 §2 "work orders", §3
 * tasksToAddOnSubmission, §5 "Up to 5 work orders per entry"): sent with the entry and made in its
 * write, at its school, with its pictures.
 */

/** A drafted work order: what is sent, and the dialog's values to edit it again. */
export interface EntryWorkOrderItem {
  draft: TEntryWorkOrderDraft;
  values: WorkOrderFormValues;
}

/**
 * Whether the field is offered: the user may propose work orders at the entry's school (the
 * domain's canProposeWorkOrder, as Create Work Order), or somewhere while no school is chosen.
 */
export function offersEntryWorkOrders(me: TMeResponse, schoolId: string): boolean {
  return canProposeWorkOrder(resolvedPermissionsOf(me), schoolId || undefined);
}

/** Whether one more draft fits the entry: the work orders it has and those drafted, 5 at most. */
export function canDraftAnother(
  createdIds: readonly string[],
  items: readonly EntryWorkOrderItem[],
): boolean {
  return fitsWorkOrdersPerEntry(createdIds, [...items.map((item) => item.draft.id), 'another']);
}

/** The draft of the sub-dialog's values (less what the settings hide; school and pictures come from the entry). */
export function draftOf(
  id: string,
  values: WorkOrderFormValues,
  settings: Pick<TTasksSettings, 'hiddenFields'>,
): TEntryWorkOrderDraft {
  const {
    schoolId: _school,
    entryId: _entry,
    imagePaths: _pictures,
    ...draft
  } = createRequestOf(id, values, settings, null);
  return { ...draft, id };
}

/** What the save sends: the drafts, when the user may propose work orders at the entry's final school. */
export function draftsToSend(
  me: TMeResponse,
  schoolId: string,
  items: readonly EntryWorkOrderItem[],
): TEntryWorkOrderDraft[] {
  return schoolId && offersEntryWorkOrders(me, schoolId) ? items.map((item) => item.draft) : [];
}

/**
 * The drafts once the entry moves to another school: staff chosen at one school cannot be assigned
 * at another, so their assignees are cleared (as the alert's recipients are).
 */
export function draftsAtSchool(items: readonly EntryWorkOrderItem[], schoolId: string): EntryWorkOrderItem[] {
  return items.map((item) =>
    item.values.schoolId === schoolId
      ? item
      : {
          draft: { ...item.draft, assignedUserIds: [] },
          values: { ...item.values, schoolId, assignedUserIds: [] },
        },
  );
}
