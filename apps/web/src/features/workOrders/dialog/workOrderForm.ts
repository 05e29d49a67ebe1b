import {
  LIMITS,
  priorityOf,
  type TCreateWorkOrderRequest,
  type TTasksSettings,
  type TUpdateWorkOrderRequest,
  type TWorkOrder,
  WORK_ORDER_MESSAGES as M,
  type WorkOrderPriority,
  workOrderFieldErrors,
  ZWorkOrderFields,
} from '@schooldog/domain';

/*
 * The work order dialog's values and their rules (spec 001 §2, §5): the domain's schema and field
 * rules, so the dialog says what the server would, before it is asked.
 */

export interface WorkOrderFormValues {
  schoolId: string;
  description: string;
  boardId: string | null;
  assignedUserIds: string[];
  priority: WorkOrderPriority | null;
  location: string;
  /** The school's location profile and its option, when the location is one (LocationPicker). */
  locationDataProfileId: string | null;
  locationDataProfileOptionId: string | null;
  dueDate: string | null;
  scheduledStartDate: string | null;
  notes: string;
  customFields: Record<string, string>;
  imagePaths: string[];
}

/** A new work order's values: the only school offered, the settings' default board. */
export function newWorkOrderValues(
  settings: Pick<TTasksSettings, 'boards' | 'defaultTaskBoard'>,
  schools: readonly { id: string }[],
  start: Partial<WorkOrderFormValues> = {},
): WorkOrderFormValues {
  const defaultBoard = settings.boards.some((board) => board.id === settings.defaultTaskBoard)
    ? settings.defaultTaskBoard
    : null;
  return {
    schoolId: schools.length === 1 ? (schools[0]?.id ?? '') : '',
    description: '',
    boardId: defaultBoard,
    assignedUserIds: [],
    priority: null,
    location: '',
    locationDataProfileId: null,
    locationDataProfileOptionId: null,
    dueDate: null,
    scheduledStartDate: null,
    notes: '',
    customFields: {},
    imagePaths: [],
    ...start,
  };
}

/** An existing work order's values, for editing. */
export function valuesOfWorkOrder(order: TWorkOrder): WorkOrderFormValues {
  // An unknown stored priority is shown as none, so saving the dialog does not resend it.
  const priority = priorityOf(order.priority);
  return {
    schoolId: order.schoolId,
    description: order.description,
    boardId: order.boardId,
    assignedUserIds: order.assignees.map((person) => person.id),
    priority: priority === 'unknown' ? null : priority,
    location: order.location,
    locationDataProfileId: order.locationDataProfileId,
    locationDataProfileOptionId: order.locationDataProfileOptionId,
    dueDate: order.dueDate,
    scheduledStartDate: order.scheduledStartDate,
    notes: order.notes,
    customFields: { ...order.customFields },
    imagePaths: [...order.imagePaths],
  };
}

/**
 * Every field's message, in English as the domain words it (the dialog translates): the schema's
 * (school and description required, lengths, at most 5 assignees) and the settings' rules
 * (required fields, dates not before today). `initial` (editing) limits the date rule to changed dates.
 */
export function workOrderFormErrors(
  values: WorkOrderFormValues,
  settings: TTasksSettings,
  today: string,
  initial?: WorkOrderFormValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = ZWorkOrderFields.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key =
        issue.path.length > 1 && issue.path[0] === 'customFields'
          ? `customFields.${String(issue.path[1])}`
          : String(issue.path[0]);
      errors[key] ??= issue.message;
    }
  }
  if (!values.schoolId) errors.schoolId = M.workOrderSchoolRequired;
  if (values.assignedUserIds.length > LIMITS.assignedStaffMax)
    errors.assignedUserIds = M.workOrderAssigneesMax;
  const changed = initial && {
    dueDate: values.dueDate !== initial.dueDate,
    scheduledStartDate: values.scheduledStartDate !== initial.scheduledStartDate,
  };
  return { ...workOrderFieldErrors(values, settings, today, changed), ...errors };
}

/** POST /api/work-orders: the values, less what the settings hide. */
export function createRequestOf(
  id: string,
  values: WorkOrderFormValues,
  settings: Pick<TTasksSettings, 'hiddenFields'>,
  entryId: string | null,
): TCreateWorkOrderRequest {
  const hidden = settings.hiddenFields;
  return {
    id,
    entryId,
    schoolId: values.schoolId,
    description: values.description,
    boardId: hidden.taskBoard ? null : values.boardId,
    assignedUserIds: hidden.initialAssignedUsers ? [] : values.assignedUserIds,
    priority: hidden.priority ? null : values.priority,
    location: hidden.location ? '' : values.location,
    locationDataProfileId: hidden.location ? null : values.locationDataProfileId,
    locationDataProfileOptionId: hidden.location ? null : values.locationDataProfileOptionId,
    dueDate: hidden.dueDate ? null : values.dueDate,
    scheduledStartDate: values.scheduledStartDate,
    notes: hidden.notes ? '' : values.notes,
    customFields: values.customFields,
    imagePaths: values.imagePaths,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** PATCH /api/work-orders/:id: the fields changed, and only those (the school stays). */
export function updateRequestOf(
  values: WorkOrderFormValues,
  initial: WorkOrderFormValues,
): TUpdateWorkOrderRequest {
  const changes: TUpdateWorkOrderRequest = {};
  if (values.description !== initial.description) changes.description = values.description;
  if (values.boardId !== initial.boardId) changes.boardId = values.boardId;
  if (!sameList(values.assignedUserIds, initial.assignedUserIds))
    changes.assignedUserIds = values.assignedUserIds;
  if (values.priority !== initial.priority) changes.priority = values.priority;
  if (values.location !== initial.location) changes.location = values.location;
  if (values.locationDataProfileId !== initial.locationDataProfileId)
    changes.locationDataProfileId = values.locationDataProfileId;
  if (values.locationDataProfileOptionId !== initial.locationDataProfileOptionId)
    changes.locationDataProfileOptionId = values.locationDataProfileOptionId;
  if (values.dueDate !== initial.dueDate) changes.dueDate = values.dueDate;
  if (values.scheduledStartDate !== initial.scheduledStartDate)
    changes.scheduledStartDate = values.scheduledStartDate;
  if (values.notes !== initial.notes) changes.notes = values.notes;
  if (JSON.stringify(values.customFields) !== JSON.stringify(initial.customFields))
    changes.customFields = values.customFields;
  if (!sameList(values.imagePaths, initial.imagePaths)) changes.imagePaths = values.imagePaths;
  return changes;
}
