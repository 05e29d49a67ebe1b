import {
  priorityOf,
  type RecurrenceUnit,
  recurrenceDateErrors,
  type TRecurringWorkOrder,
  type TRecurringWorkOrderRequest,
  type TTasksSettings,
  ZRecurringWorkOrderRequest,
} from '@schooldog/domain';
import {
  newWorkOrderValues,
  type WorkOrderFormValues,
  workOrderFormErrors,
} from '../workOrders/dialog/workOrderForm';

/*
 * The recurring mode of the work order dialog (spec 001 §2, §5 "Recurring"): the work order's own
 * fields and rules (without its dates and pictures, which belong to each work order made), the
 * title, the schools and the schedule, checked by the domain's schema and date rules as the server
 * checks them.
 */

export interface RecurringFormValues {
  title: string;
  schoolIds: string[];
  /** The work order's fields; its schoolId is the first school (whose staff the assignees are chosen from). */
  work: WorkOrderFormValues;
  recurrenceStartDate: string;
  recurrenceEndDate: string;
  /** As typed: the message says Required or Invalid. */
  recurrenceInterval: string;
  recurrenceUnit: RecurrenceUnit | '';
}

export function newRecurringValues(
  settings: Pick<TTasksSettings, 'boards' | 'defaultTaskBoard'>,
  schools: readonly { id: string }[],
): RecurringFormValues {
  const work = newWorkOrderValues(settings, schools);
  return {
    title: '',
    schoolIds: work.schoolId ? [work.schoolId] : [],
    work,
    recurrenceStartDate: '',
    recurrenceEndDate: '',
    recurrenceInterval: '1',
    recurrenceUnit: 'Weeks',
  };
}

export function valuesOfRecurring(order: TRecurringWorkOrder): RecurringFormValues {
  const data = order.workOrderData;
  const priority = priorityOf(data.priority);
  return {
    title: order.title,
    schoolIds: [...order.schoolIds],
    work: {
      ...newWorkOrderValues({ boards: [], defaultTaskBoard: null }, []),
      schoolId: order.schoolIds[0] ?? '',
      description: data.description,
      boardId: data.boardId,
      assignedUserIds: [...data.assignedUserIds],
      priority: priority === 'unknown' ? null : priority,
      location: data.location,
      notes: data.notes,
      customFields: { ...data.customFields },
    },
    recurrenceStartDate: order.recurrenceStartDate,
    recurrenceEndDate: order.recurrenceEndDate ?? '',
    recurrenceInterval: String(order.recurrenceInterval),
    recurrenceUnit: order.recurrenceUnit,
  };
}

/** The request the values make: the work order's fields less what the settings hide. */
export function recurringRequestOf(
  values: RecurringFormValues,
  settings: Pick<TTasksSettings, 'hiddenFields'>,
): TRecurringWorkOrderRequest {
  const hidden = settings.hiddenFields;
  const { work } = values;
  const interval = values.recurrenceInterval.trim();
  return {
    title: values.title,
    schoolIds: values.schoolIds,
    workOrderData: {
      description: work.description,
      boardId: hidden.taskBoard ? null : work.boardId,
      assignedUserIds: hidden.initialAssignedUsers ? [] : work.assignedUserIds,
      priority: hidden.priority ? null : work.priority,
      location: hidden.location ? '' : work.location,
      notes: hidden.notes ? '' : work.notes,
      customFields: work.customFields,
    },
    recurrenceStartDate: values.recurrenceStartDate,
    recurrenceEndDate: values.recurrenceEndDate || null,
    // Blank is "Required"; anything else not a whole number above 0 is "Invalid" (the schema's).
    recurrenceInterval: (interval === '' ? undefined : Number(interval)) as number,
    recurrenceUnit: (values.recurrenceUnit || undefined) as RecurrenceUnit,
  };
}

/** The work order fields the recurring mode has no use for: its school (schoolIds instead) and dates. */
const NOT_RECURRING = new Set(['schoolId', 'dueDate', 'scheduledStartDate', 'imagePaths']);

/**
 * Every field's message in English as the domain words it (the dialog translates): the work
 * order's (by its field name), the schema's (title, schoolIds, the schedule) and the date rules.
 * `initial` (editing) keeps a start date that has passed.
 */
export function recurringFormErrors(
  values: RecurringFormValues,
  settings: TTasksSettings,
  today: string,
  initial?: RecurringFormValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const work = workOrderFormErrors(
    { ...values.work, schoolId: values.schoolIds[0] ?? '', dueDate: null, scheduledStartDate: null },
    settings,
    today,
  );
  for (const [field, message] of Object.entries(work))
    if (!NOT_RECURRING.has(field) && field !== 'dueDate') errors[field] = message;
  // A requested completion date belongs to each work order made, so it is not asked here.
  delete errors.dueDate;
  const parsed = ZRecurringWorkOrderRequest.safeParse(recurringRequestOf(values, settings));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [first] = issue.path;
      if (first === 'workOrderData') continue;
      errors[String(first)] ??= issue.message;
    }
  const isStartChanged = !initial || initial.recurrenceStartDate !== values.recurrenceStartDate;
  const dates = recurrenceDateErrors(
    { recurrenceStartDate: values.recurrenceStartDate, recurrenceEndDate: values.recurrenceEndDate || null },
    today,
    isStartChanged,
  );
  return { ...errors, ...dates, ...pickFirst(errors, dates) };
}

/** The schema's message stays when it speaks first (a missing start date is said once). */
const pickFirst = (schema: Record<string, string>, dates: Record<string, string>) =>
  Object.fromEntries(
    Object.keys(dates)
      .filter((key) => schema[key])
      .map((key) => [key, schema[key] as string]),
  );
