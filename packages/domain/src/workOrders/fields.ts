import type { TTasksSettings } from '../settings/schemas.js';
import { WORK_ORDER_MESSAGES as M } from './messages.js';

/*
 * The dialog's rules that read the settings and the day (spec 001 §5): fields required by the
 * settings (a hidden field is never required), custom fields required, and the due and scheduled
 * start dates not before today. The server applies them to a create and to a patch's result; the
 * web form shows the same messages.
 */

/** The settings' field flag of each dialog field it governs. */
export const SETTINGS_FIELD_OF = {
  initialAssignedUsers: 'assignedUserIds',
  location: 'location',
  notes: 'notes',
  priority: 'priority',
  dueDate: 'dueDate',
  taskBoard: 'boardId',
} as const;
export type GovernedField = keyof typeof SETTINGS_FIELD_OF;

const REQUIRED_MESSAGE: Record<GovernedField, string> = {
  initialAssignedUsers: M.workOrderAssigneesRequired,
  location: M.workOrderLocationRequired,
  notes: M.workOrderNotesRequired,
  priority: M.workOrderPriorityRequired,
  dueDate: M.workOrderDueDateRequired,
  taskBoard: M.workOrderBoardRequired,
};

/** What of a work order the field rules read. */
export interface WorkOrderFieldValues {
  assignedUserIds: readonly string[];
  location: string;
  notes: string;
  priority: string | null;
  dueDate: string | null;
  scheduledStartDate: string | null;
  boardId: string | null;
  customFields: Readonly<Record<string, string>>;
}

type FieldSettings = Pick<TTasksSettings, 'hiddenFields' | 'requiredFields' | 'customFields'>;

const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0);

/** Whether the dialog shows a governed field (spec 001 §2: "Fields hidden by settings are not shown"). */
export const isFieldShown = (settings: Pick<TTasksSettings, 'hiddenFields'>, field: GovernedField): boolean =>
  !settings.hiddenFields[field];

/** Whether a governed field must be filled: required and not hidden. */
export const isFieldRequired = (
  settings: Pick<TTasksSettings, 'hiddenFields' | 'requiredFields'>,
  field: GovernedField,
): boolean => settings.requiredFields[field] && !settings.hiddenFields[field];

/**
 * The field errors of a work order's values under the settings, by field name ('customFields.<name>'
 * for a custom field). `today` is the district's calendar day; `changed` limits the date rule to the
 * dates being set (an old due date stays valid after its day).
 */
export function workOrderFieldErrors(
  values: WorkOrderFieldValues,
  settings: FieldSettings,
  today: string,
  changed?: { dueDate: boolean; scheduledStartDate: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(SETTINGS_FIELD_OF) as GovernedField[]) {
    const name = SETTINGS_FIELD_OF[field];
    if (isFieldRequired(settings, field) && isBlank(values[name])) errors[name] = REQUIRED_MESSAGE[field];
  }
  for (const field of settings.customFields)
    if (settings.requiredFields.customFields[field] && isBlank(values.customFields[field]))
      errors[`customFields.${field}`] = M.workOrderCustomFieldRequired.replace('{{field}}', field);
  if (values.dueDate && values.dueDate < today && (changed?.dueDate ?? true))
    errors.dueDate ??= M.workOrderDueDatePast;
  if (values.scheduledStartDate && values.scheduledStartDate < today && (changed?.scheduledStartDate ?? true))
    errors.scheduledStartDate = M.workOrderScheduledStartPast;
  return errors;
}
